import { __ } from '@wordpress/i18n';

import { contactThankYou } from '../engine/thank-you';
import { messagePipeline } from '../submission/form-pipelines';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'client-profile',
	label: () => __( 'Client profile', 'formation-orders' ),
	kind: 'message',
	pipeline: messagePipeline( 'process_client_profile', 'clientProfileData' ),
	request: 'clientProfileData',
	thankYou: contactThankYou,
	modules: [],
};

export default descriptor;
