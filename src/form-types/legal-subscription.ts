import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

/**
 * A yearly legal plan for a person or a business: who it is for, their details and residency, what they need a
 * lawyer for and the trademark agreement, then an account and the card, like every order.
 */
const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'legal-subscription',
	label: () => __( 'Legal subscription', 'formation-orders' ),
	modules: [
		'individual-or-business',
		'business-details',
		'legal-needs',
		'trademark-agreement',
		'payment',
	],
};

export default descriptor;
