import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType( 'vehicle-registration', () =>
	__( 'Vehicle registration', 'formation-orders' )
);
