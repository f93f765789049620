import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../validation/field-rules';
import type { FieldRule } from '../validation/validate';

/**
 * A US address's fields under `prefix`: line1, city, state and zip are required; a zip holds at most 12 characters.
 */
export function addressFields( prefix: string ): FieldRule[] {
	return [
		{
			path: `${ prefix }.line1`,
			label: __( 'Street Address', 'formation-orders' ),
			rules: 'required|maxLength:200',
		},
		{
			path: `${ prefix }.city`,
			label: __( 'City', 'formation-orders' ),
			rules: 'required|maxLength:100',
		},
		{
			path: `${ prefix }.state`,
			label: __( 'State', 'formation-orders' ),
			rules: 'required',
		},
		{
			path: `${ prefix }.zip`,
			label: __( 'ZIP Code', 'formation-orders' ),
			rules: FIELD_RULES.zip,
		},
	];
}
