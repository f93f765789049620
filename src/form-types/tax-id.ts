import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'tax-id',
	label: () => __( 'Tax ID', 'formation-orders' ),
};

export default descriptor;
