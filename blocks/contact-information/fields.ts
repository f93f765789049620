import { __ } from '@wordpress/i18n';

import type { FieldRule } from '../../src/validation/validate';
import { addressFields } from '../../src/modules/address-fields';

export const contactInformationFields = (): FieldRule[] => [
	{
		path: 'contactInformation.firstName',
		label: __( 'First Name', 'formation-orders' ),
		rules: 'required|maxLength:100',
	},
	{
		path: 'contactInformation.lastName',
		label: __( 'Last Name', 'formation-orders' ),
		rules: 'required|maxLength:100',
	},
	{
		path: 'contactInformation.phone',
		label: __( 'Phone', 'formation-orders' ),
		rules: 'required|phoneNumber|maxLength:30',
	},
	...addressFields( 'contactInformation.address', { backendCheck: true } ),
];
