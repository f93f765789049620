import { __ } from '@wordpress/i18n';

import type { FieldRule } from '../../src/validation/validate';
import type { MultiStatePickerAttributes } from './attributes';

/**
 * "Multi-state selection: at least one state": the ticked states of the multi-state
 * product are required; unticking removes a state, so none ticked is an empty map.
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
			rules: 'required',
		},
	];
};
