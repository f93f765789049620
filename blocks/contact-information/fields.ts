import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import {
	PERSON_CONTACT_FIELDS,
	personContactFields,
} from '../../src/modules/person-contact-fields';
import type { FieldRule } from '../../src/validation/validate';
import { addressFields } from '../../src/modules/address-fields';

/** Which of the optional contact questions the block asks, beyond the name, phone and address. */
export interface ContactExtras {
	askSecondaryPhone: boolean;
	askFax: boolean;
	offerInsuranceOptIn: boolean;
	offerCheckingOptIn: boolean;
}

const NO_EXTRAS: ContactExtras = {
	askSecondaryPhone: false,
	askFax: false,
	offerInsuranceOptIn: false,
	offerCheckingOptIn: false,
};

/** The optional contact fields, each asked only when the block says so; an empty one is never an error. */
export const CONTACT_EXTRA_FIELDS = {
	secondaryPhone: (): FieldRule => ( {
		path: 'contactInformation.altPhone',
		label: __( 'Secondary Phone', 'formation-orders' ),
		rules: FIELD_RULES.optionalPhone,
	} ),
	fax: (): FieldRule => ( {
		path: 'contactInformation.fax',
		label: __( 'Fax', 'formation-orders' ),
		rules: FIELD_RULES.fax,
	} ),
	insuranceOptIn: (): FieldRule => ( {
		path: 'contactInformation.insuranceOptIn',
		label: __(
			'Send me a free business insurance quote',
			'formation-orders'
		),
		rules: '',
	} ),
	checkingOptIn: (): FieldRule => ( {
		path: 'contactInformation.checkingOptIn',
		label: __(
			'Tell me about opening a business checking account',
			'formation-orders'
		),
		rules: '',
	} ),
};

/**
 * The contact's fields: the name, then the phone (a secondary phone and a fax where asked) and the address unless
 * the block asks for the name alone. A form whose request carries only the name (a free account sends the
 * contact's name with the account, nothing else) asks for nothing it would not send.
 */
export const contactInformationFields = (
	details: 'full' | 'name' | string = 'full',
	extras: ContactExtras = NO_EXTRAS
): FieldRule[] => [
	...personContactFields( { email: false, phone: false } ),
	...( details === 'name' ? [] : phoneAndAddressFields( extras ) ),
];

const phoneAndAddressFields = ( extras: ContactExtras ): FieldRule[] => [
	PERSON_CONTACT_FIELDS.phone(),
	...( extras.askSecondaryPhone
		? [ CONTACT_EXTRA_FIELDS.secondaryPhone() ]
		: [] ),
	...( extras.askFax ? [ CONTACT_EXTRA_FIELDS.fax() ] : [] ),
	...addressFields( 'contactInformation.address', { backendCheck: true } ),
];
