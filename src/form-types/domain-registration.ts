import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType( 'domain-registration', () =>
	__( 'Domain registration', 'formation-orders' )
);
