import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType(
	'business-formation',
	() => __( 'Business formation', 'formation-orders' ),
	{
		formsCompany: true,
		tradeNameRestricted: true,
	}
);
