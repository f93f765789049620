import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { MultiStatePickerAttributes } from './attributes';

/**
 * At least one state of the multi-state product is ticked ("At least one jurisdiction must be selected");
 * an unticked state stays in the map as false, so the map is checked for a true value, not for being empty.
 */
export const multiStatePickerFields = (
	attributes: MultiStatePickerAttributes
): FieldRule[] => {
	const product = attributes.products.find( ( item ) => item.multiState );
	if ( ! product ) {
		return [];
	}
	return [
		{
			path: `productState.${ product.saveAs }.states`,
			label:
				attributes.label ||
				__( 'States for registered agent service', 'formation-orders' ),
			rules: FIELD_RULES.multiState,
		},
	];
};
