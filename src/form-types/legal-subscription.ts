import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType(
	'legal-subscription',
	() => __( 'Legal subscription', 'formation-orders' ),
	{
		modules: [
			'individual-or-business',
			'business-details',
			'legal-needs',
			'trademark-agreement',
			'payment',
		],
	}
);
