import { __ } from '@wordpress/i18n';

import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';

export const IMMEDIATE_SERVICE_PATH = 'nyop.immediateService';
export const REQUESTED_PRICE_PATH = 'nyop.requestedPrice';

/**
 * The requested price: required and not 0 ("Really?") once the visitor names a price instead of taking
 * immediate service; nothing to check while immediate service is chosen.
 */
export const nameYourOwnPriceFields = (
	_attributes: unknown,
	formData: Pick< FormDataStore, 'get' >
): FieldRule[] => [
	{
		path: REQUESTED_PRICE_PATH,
		label: __( 'Your price', 'formation-orders' ),
		rules:
			formData.get( IMMEDIATE_SERVICE_PATH ) === false
				? FIELD_RULES.requestedPrice
				: '',
	},
];
