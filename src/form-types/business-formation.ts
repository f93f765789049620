import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'business-formation',
	label: () => __( 'Business formation', 'formation-orders' ),
	formsCompany: true,
	tradeNameRestricted: true,
};

export default descriptor;
