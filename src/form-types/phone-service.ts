import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType( 'phone-service', () =>
	__( 'Phone service', 'formation-orders' )
);
