import { __ } from '@wordpress/i18n';

import { answeredLoginUrl } from '../engine/thank-you';
import { ACCOUNT_SIGNUP } from '../submission/form-pipelines';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'free-account',
	label: () => __( 'Free account', 'formation-orders' ),
	kind: 'account',
	pipeline: ACCOUNT_SIGNUP,
	request: 'freeAccountData',
	thankYou: answeredLoginUrl,
	modules: [],
};

export default descriptor;
