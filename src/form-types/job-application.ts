import { __ } from '@wordpress/i18n';

import { jobThankYou } from '../engine/thank-you';
import { messagePipeline } from '../submission/form-pipelines';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'job-application',
	label: () => __( 'Job application', 'formation-orders' ),
	kind: 'application',
	pipeline: messagePipeline(
		'process_application',
		'applicationData',
		'application'
	),
	request: 'applicationData',
	thankYou: jobThankYou,
	modules: [],
};

export default descriptor;
