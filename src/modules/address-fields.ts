import { __ } from '@wordpress/i18n';

import type { AddressPath } from '../form-data/typed-paths';
import { FIELD_RULES } from '../validation/field-rules';
import type { FieldRule } from '../validation/validate';

/**
 * An address's fields under `prefix`: line1, city, state and zip are required (a state outside the US is free
 * text); a zip holds at most 12 characters. The country is always chosen: an address without one is in the
 * United States, the default the country select shows and the order sends. With `backendCheck`, the street line also fails when the
 * server's check of the address (Wyoming, when the site switched it on) found it invalid.
 */
export function addressFields(
	prefix: AddressPath,
	{ backendCheck = false }: { backendCheck?: boolean } = {}
): FieldRule[] {
	return [
		{
			path: `${ prefix }.country`,
			label: __( 'Country', 'formation-orders' ),
			rules: FIELD_RULES.country,
		},
		{
			path: `${ prefix }.line1`,
			label: __( 'Street Address', 'formation-orders' ),
			rules: FIELD_RULES.streetLine( backendCheck ? prefix : '' ),
		},
		{
			path: `${ prefix }.city`,
			label: __( 'City', 'formation-orders' ),
			rules: FIELD_RULES.cityOrState,
		},
		{
			path: `${ prefix }.state`,
			label: __( 'State', 'formation-orders' ),
			rules: FIELD_RULES.cityOrState,
		},
		{
			path: `${ prefix }.zip`,
			label: __( 'ZIP Code', 'formation-orders' ),
			rules: FIELD_RULES.zip,
		},
	];
}
