import { __ } from '@wordpress/i18n';

import type { FieldRule } from '../../validation/validate';

export const PASSWORD_MIN_CHARS = 8;
export const TEXT_MAX_CHARS = 524288;

export const accountSetupFields = (): FieldRule[] => [
	{
		path: 'accountInformation.email',
		label: __( 'Email', 'formation-orders' ),
		rules: 'required|email|maxLength:254',
	},
	{
		path: 'accountInformation.password',
		label: __( 'Password', 'formation-orders' ),
		rules: `required|capitalLetter|oneNumber|specialCharacter|minLength:${ PASSWORD_MIN_CHARS }|maxLength:${ TEXT_MAX_CHARS }`,
	},
];
