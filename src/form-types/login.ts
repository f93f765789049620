import { __ } from '@wordpress/i18n';

import { answeredLoginUrl } from '../engine/thank-you';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'login',
	label: () => __( 'Login', 'formation-orders' ),
	kind: 'account',
	pipeline: {
		action: 'process_login',
		dataField: 'loginData',
		tokenizes: false,
		// The server asks no captcha of a login.
		captcha: false,
		// A login changes nothing upstream, and its request carries a password: no key to keep.
		orderKey: false,
		refusal: 'signup',
	},
	request: 'loginData',
	thankYou: answeredLoginUrl,
	modules: [],
};

export default descriptor;
