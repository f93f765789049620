import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'phone-service',
	label: () => __( 'Phone service', 'formation-orders' ),
};

export default descriptor;
