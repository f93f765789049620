import { __ } from '@wordpress/i18n';

import { orderFormType } from '../submission/form-type-descriptor';

export default orderFormType( 'mail-forwarding', () =>
	__( 'Mail forwarding / virtual office', 'formation-orders' )
);
