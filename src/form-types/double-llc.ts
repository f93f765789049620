import { __ } from '@wordpress/i18n';

import {
	ORDER_FORM,
	type FormTypeDescriptor,
} from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	...ORDER_FORM,
	slug: 'double-llc',
	label: () => __( 'Double LLC', 'formation-orders' ),
	formsCompany: true,
};

export default descriptor;
