import { __ } from '@wordpress/i18n';

import { contactThankYou } from '../engine/thank-you';
import { messagePipeline } from '../submission/form-pipelines';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'custom-contact',
	label: () => __( 'Custom contact', 'formation-orders' ),
	kind: 'message',
	pipeline: messagePipeline( 'process_contact', 'contactData' ),
	request: 'contactData',
	thankYou: contactThankYou,
	modules: [],
};

export default descriptor;
