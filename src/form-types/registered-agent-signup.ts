import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'registered-agent-signup',
	label: () => __( 'Registered agent signup', 'formation-orders' ),
	isDefault: true,
};

export default descriptor;
