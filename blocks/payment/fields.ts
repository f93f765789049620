import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FormDataStore } from '../../src/store/FormDataStore';
import type { FieldRule } from '../../src/validation/validate';
import { addressFields } from '../../src/modules/address-fields';

export const paymentFields = ( formData: FormDataStore ): FieldRule[] => [
	{
		path: 'paymentInformation.first_name',
		label: __( 'First Name', 'formation-orders' ),
		rules: FIELD_RULES.personName,
	},
	{
		path: 'paymentInformation.last_name',
		label: __( 'Last Name', 'formation-orders' ),
		rules: FIELD_RULES.personName,
	},
	{
		path: 'paymentInformation.number',
		label: __( 'Card Number', 'formation-orders' ),
		rules: FIELD_RULES.cardNumber,
	},
	{
		path: 'paymentInformation.cvc',
		label: __( 'Security Code', 'formation-orders' ),
		rules: FIELD_RULES.cvc,
	},
	{
		path: 'paymentInformation.exp_month',
		label: __( 'Expiration Month', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	{
		path: 'paymentInformation.exp_year',
		label: __( 'Expiration Year', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	...( formData.billingAddressDiffers
		? addressFields( 'paymentInformation.billingAddress' )
		: [] ),
];
