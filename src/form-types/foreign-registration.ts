import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType(
	'foreign-registration',
	() => __( 'Foreign registration', 'formation-orders' ),
	{
		tradeNameRestricted: true,
	}
);
