import { __ } from '@wordpress/i18n';

import {
	FIELD_RULES,
	PASSWORD_MIN_CHARS,
} from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { AccountSetupAttributes } from './attributes';

export {
	PASSWORD_MIN_CHARS,
	TEXT_MAX_CHARS,
} from '../../src/validation/field-rules';

/** The minimum length a form asks; a setting below 1 falls back to the default, 8. */
export const minimumLengthOf = (
	attributes: Pick< AccountSetupAttributes, 'passwordMinChars' >
): number =>
	attributes.passwordMinChars >= 1
		? Math.floor( attributes.passwordMinChars )
		: PASSWORD_MIN_CHARS;

export const PASSWORD_PATH = 'accountInformation.password';

/**
 * The new account's email and password (capital letter, number, special character, the form's minimum length),
 * and the confirmation when the form asks for it.
 */
export const accountSetupFields = (
	attributes: Pick<
		AccountSetupAttributes,
		'passwordMinChars' | 'confirmPassword'
	>
): FieldRule[] => [
	{
		path: 'accountInformation.email',
		label: __( 'Email', 'formation-orders' ),
		rules: FIELD_RULES.email,
	},
	{
		path: PASSWORD_PATH,
		label: __( 'Password', 'formation-orders' ),
		rules: FIELD_RULES.password( minimumLengthOf( attributes ) ),
	},
	...( attributes.confirmPassword
		? [
				{
					path: 'accountInformation.passwordConfirm',
					label: __( 'Confirm Password', 'formation-orders' ),
					rules: FIELD_RULES.passwordConfirm( PASSWORD_PATH ),
				} satisfies FieldRule,
			]
		: [] ),
];
