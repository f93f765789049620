import { __ } from '@wordpress/i18n';

import { messageFormType } from '../submission/form-type-descriptor';

export default messageFormType(
	'custom-contact',
	() => __( 'Custom contact', 'formation-orders' ),
	'process_contact',
	'contactData'
);
