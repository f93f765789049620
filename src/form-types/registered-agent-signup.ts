import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType(
	'registered-agent-signup',
	() => __( 'Registered agent signup', 'formation-orders' ),
	{
		isDefault: true,
	}
);
