import Validator from 'validatorjs';

import {
	hasCapitalLetter,
	hasNumber,
	hasSpecialCharacter,
	isAtLeastLong,
	isAtMostLong,
	isCreditCard,
	isEmail,
	isPhoneNumber,
} from './custom-rules';
import { validationMessages } from './messages';

export interface FieldRule {
	/** Dotted path into the form data, e.g. "contactInformation.firstName". */
	path: string;
	label: string;
	/** validatorjs rule string: names joined by "|", parameters after ":". */
	rules: string;
}

export type FieldErrors = Record< string, string >;

let customRulesRegistered = false;

function registerCustomRules(): void {
	if ( customRulesRegistered ) {
		return;
	}
	const messages = validationMessages();
	Validator.register( 'email', isEmail, messages.email );
	Validator.register( 'phoneNumber', isPhoneNumber, messages.phoneNumber );
	Validator.register( 'creditCard', isCreditCard, messages.creditCard );
	Validator.register(
		'capitalLetter',
		hasCapitalLetter,
		messages.capitalLetter
	);
	Validator.register( 'oneNumber', hasNumber, messages.oneNumber );
	Validator.register(
		'specialCharacter',
		hasSpecialCharacter,
		messages.specialCharacter
	);
	Validator.register( 'minLength', isAtLeastLong, messages.minLength );
	Validator.register( 'maxLength', isAtMostLong, messages.maxLength );
	customRulesRegistered = true;
}

/**
 * The one runner: values + rules in, the first failing message per field out (aggressive mode stops at the
 * first failing rule). Fields that pass are absent from the result.
 * @param values
 * @param fields
 */
export function validate( values: object, fields: FieldRule[] ): FieldErrors {
	registerCustomRules();
	const rules: Record< string, string > = {};
	const labels: Record< string, string > = {};
	for ( const field of fields ) {
		rules[ field.path ] = field.rules;
		labels[ field.path ] = field.label;
	}

	const validator = new Validator( values, rules, validationMessages() );
	validator.setAttributeNames( labels );
	validator.passes();

	const errors: FieldErrors = {};
	for ( const field of fields ) {
		const message = validator.errors.first( field.path );
		if ( message ) {
			errors[ field.path ] = message;
		}
	}
	return errors;
}
