import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'mail-forwarding',
	label: () => __( 'Mail forwarding / virtual office', 'formation-orders' ),
};

export default descriptor;
