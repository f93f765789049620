import { __ } from '@wordpress/i18n';

import { affiliateThankYou } from '../engine/thank-you';
import { ACCOUNT_SIGNUP } from '../submission/form-pipelines';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'affiliate-signup',
	label: () => __( 'Affiliate signup', 'formation-orders' ),
	kind: 'account',
	pipeline: ACCOUNT_SIGNUP,
	request: 'affiliateSignupData',
	thankYou: affiliateThankYou,
	modules: [],
};

export default descriptor;
