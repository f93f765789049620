import { __ } from '@wordpress/i18n';

import { loginPageAfterReset } from '../engine/thank-you';
import type { FormTypeDescriptor } from '../submission/form-type-descriptor';

const descriptor: FormTypeDescriptor = {
	slug: 'password-reset',
	label: () => __( 'Password reset', 'formation-orders' ),
	kind: 'account',
	pipeline: {
		action: 'process_reset_password',
		dataField: 'resetPasswordData',
		tokenizes: false,
		// The server asks no captcha of a password reset.
		captcha: false,
		// The reset email goes out once, however often the request is sent.
		orderKey: true,
		refusal: 'signup',
	},
	request: 'resetPasswordData',
	thankYou: loginPageAfterReset,
	modules: [],
};

export default descriptor;
