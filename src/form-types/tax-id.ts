import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType( 'tax-id', () =>
	__( 'Tax ID', 'formation-orders' )
);
