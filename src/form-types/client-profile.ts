import { __ } from '@wordpress/i18n';

import { messageFormType } from '../submission/form-type-descriptor';

export default messageFormType(
	'client-profile',
	() => __( 'Client profile', 'formation-orders' ),
	'process_client_profile',
	'clientProfileData'
);
