import { __ } from '@wordpress/i18n';

import type { FieldRule } from '../../src/validation/validate';
import { addressFields } from '../../src/modules/address-fields';

/**
 * The contact's fields: the name, then the phone and the address unless the block asks for the name alone. A form
 * whose request carries only the name (a free account sends the contact's name with the account, nothing else)
 * asks for nothing it would not send.
 */
export const contactInformationFields = (
	details: 'full' | 'name' | string = 'full'
): FieldRule[] => [
	...nameFields(),
	...( details === 'name' ? [] : phoneAndAddressFields() ),
];

const nameFields = (): FieldRule[] => [
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
];

const phoneAndAddressFields = (): FieldRule[] => [
	{
		path: 'contactInformation.phone',
		label: __( 'Phone', 'formation-orders' ),
		rules: 'required|phoneNumber|maxLength:30',
	},
	...addressFields( 'contactInformation.address', { backendCheck: true } ),
];
