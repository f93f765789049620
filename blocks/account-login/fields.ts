import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { AccountLoginAttributes } from './attributes';

/**
 * Logging in: the username (an account name or an email address) and the password. An existing password
 * is only required: the strength rules belong to choosing one, and refusing a password the account system
 * accepts would lock its owner out. Resetting a password: the account's email alone.
 */
export const accountLoginFields = (
	attributes: Pick< AccountLoginAttributes, 'askPassword' >
): FieldRule[] =>
	attributes.askPassword
		? [
				{
					path: 'accountInformation.username',
					label: __( 'Username or Email', 'formation-orders' ),
					rules: FIELD_RULES.username,
				},
				{
					path: 'accountInformation.password',
					label: __( 'Password', 'formation-orders' ),
					rules: FIELD_RULES.existingPassword,
				},
			]
		: [
				{
					path: 'accountInformation.email',
					label: __( 'Email', 'formation-orders' ),
					rules: FIELD_RULES.email,
				},
			];
