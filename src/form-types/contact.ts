import { __ } from '@wordpress/i18n';

import { messageFormType } from '../submission/form-type-descriptor';

export default messageFormType(
	'contact',
	() => __( 'Contact', 'formation-orders' ),
	'process_contact',
	'contactData'
);
