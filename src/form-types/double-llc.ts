import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType(
	'double-llc',
	() => __( 'Double LLC', 'formation-orders' ),
	{
		formsCompany: true,
	}
);
