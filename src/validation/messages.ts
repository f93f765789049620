import { __ } from '@wordpress/i18n';

/**
 * The message catalogue of form-screens.md §5.1, keyed by rule name. ":attribute" is the field label;
 * other ":name" placeholders are the rule's parameters. Built on demand so a locale change is honoured.
 */
export function validationMessages(): Record< string, string > {
	return {
		required: __( ':attribute is required', 'formation-orders' ),
		email: __( 'Please enter a valid email address', 'formation-orders' ),
		numeric: __(
			'This field must contain only numbers',
			'formation-orders'
		),
		phoneNumber: __(
			'Please enter a valid phone number',
			'formation-orders'
		),
		creditCard: __(
			'Please enter a valid Credit Card Number',
			'formation-orders'
		),
		capitalLetter: __(
			':attribute must contain at least one capital letter',
			'formation-orders'
		),
		oneNumber: __(
			':attribute must contain at least one number',
			'formation-orders'
		),
		specialCharacter: __(
			':attribute must contain at least one special character',
			'formation-orders'
		),
		passwordConfirmed: __( 'Passwords do not match', 'formation-orders' ),
		minLength: __(
			':attribute must be at least :minLength characters',
			'formation-orders'
		),
		maxLength: __(
			'The field cannot contain more than :maxLength characters',
			'formation-orders'
		),
		def: __( ':attribute is not valid.', 'formation-orders' ),
	};
}
