import { __ } from '@wordpress/i18n';

import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { VOICE_OFFICE_CATEGORY } from '../../src/pricing/visibility';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { PhoneNumberSelectionAttributes } from './attributes';

export const AREA_CODE_PATH = 'phoneService.phoneAreaCode';
export const SELECTED_NUMBER_PATH = 'phoneService.selectedPhoneNumber';

/**
 * "Phone service is disabled if any voice-office product is checked": true when one of the module's
 * voice-office products is in the visitor's choice.
 */
export function phoneServiceDisabled(
	products: readonly ConfiguredProduct[],
	formData: Pick< FormDataStore, 'productState' >
): boolean {
	return products.some(
		( product ) =>
			product.category === VOICE_OFFICE_CATEGORY &&
			formData.productState( product.saveAs )?.checked === true
	);
}

/** The area code (required, exactly 3 digits) and the chosen number (one must be chosen). */
export const phoneNumberFields = (): [ FieldRule, FieldRule ] => [
	{
		path: AREA_CODE_PATH,
		label: __( 'Area Code', 'formation-orders' ),
		rules: FIELD_RULES.areaCode,
	},
	{
		path: SELECTED_NUMBER_PATH,
		label: __( 'Phone Number', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
];

/** The fields Continue and Submit check: none while phone service is off. */
export const phoneNumberSelectionFields = (
	attributes: Pick< PhoneNumberSelectionAttributes, 'products' >,
	formData: Pick< FormDataStore, 'productState' >
): FieldRule[] =>
	phoneServiceDisabled( attributes.products, formData )
		? []
		: phoneNumberFields();
