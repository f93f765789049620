import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'foreign-registration',
	label: () => __( 'Foreign registration', 'formation-orders' ),
	tradeNameRestricted: true,
};

export default descriptor;
