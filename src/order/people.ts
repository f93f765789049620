import type { BillingAddress } from '../api/types';
import {
	readAt,
	type AddressPath,
	type CompanyAddressPath,
	type FormDataPath,
} from '../form-data/typed-paths';
import { addressChoiceInForce } from '../company/company-questions';
import { formatPhone } from '../form-data/phone-format';
import { isYes, text } from '../form-data/read-answers';

/** The token the API reads as "the registered agent's address" (the registered-agent address choice "ra"). */
export const REGISTERED_AGENT_ADDRESS = 'REGISTERED_AGENT_ADDRESS';

export interface FormAddress {
	line1?: string;
	city?: string;
	state?: string;
	zip?: string;
	country?: string;
}

export interface OrderAddress {
	kind: 'primary' | 'billing' | 'mailing';
	label: string;
	line1: string;
	city: string;
	zip_postal_code: string;
	state_province_region: string;
	country: string;
	text: string;
}

export interface OrderPhone {
	kind: 'primary' | 'alternate' | 'fax';
	phone_number: string;
}

export const addressAt = ( values: object, path: AddressPath ): FormAddress => {
	const value = readAt( values, path );
	return value !== null && typeof value === 'object' ? value : {};
};

/**
 * The one-line display text of an address.
 */
export function formatAddress( address: FormAddress ): string {
	return [
		address.line1,
		address.city,
		[ address.state, address.zip ].filter( Boolean ).join( ' ' ),
		address.country,
	]
		.filter( Boolean )
		.join( ', ' );
}

/**
 * Whether an address can be sent: line1, city, zip, state and country all filled.
 */
export function addressComplete( address: FormAddress ): boolean {
	return [
		address.line1,
		address.city,
		address.zip,
		address.state,
		address.country ?? 'US',
	].every( ( part ) => typeof part === 'string' && part.trim() !== '' );
}

/**
 * An address as the API reads it: line1, city, zip_postal_code, state_province_region, country and the display text.
 */
export function orderAddress(
	kind: OrderAddress[ 'kind' ],
	label: string,
	address: FormAddress
): OrderAddress {
	const country = address.country || 'US';
	return {
		kind,
		label,
		line1: address.line1 ?? '',
		city: address.city ?? '',
		zip_postal_code: address.zip ?? '',
		state_province_region: address.state ?? '',
		country,
		text: formatAddress( { ...address, country } ),
	};
}

/**
 * The address the card is billed to: the contact address unless the visitor gave another one.
 */
export function billingAddressOf( values: object ): BillingAddress {
	const address =
		readAt( values, 'paymentInformation.differentAddress' ) === true
			? addressAt( values, 'paymentInformation.billingAddress' )
			: addressAt( values, 'contactInformation.address' );
	return {
		line1: address.line1 ?? '',
		city: address.city ?? '',
		state: address.state ?? '',
		zipcode: address.zip ?? '',
		country: address.country || 'US',
	};
}

/**
 * Where the company's mail goes: the registered agent's address unless the visitor chose their own
 * ("mailing": the contact address) or typed one ("specify"), or the company's state refuses the agent's address
 * (then the contact's). The agent's address travels as a token.
 * @param path Form-data path of the address choice, e.g. companyInformation.mailingAddress.
 */
export function chosenAddress(
	values: object,
	path: CompanyAddressPath
): FormAddress | typeof REGISTERED_AGENT_ADDRESS {
	const choice = addressChoiceInForce(
		text( values, `${ path }.choice` ),
		text( values, 'companyInformation.state.key' )
	);
	if ( choice === 'mailing' ) {
		return addressAt( values, 'contactInformation.address' );
	}
	if ( choice === 'specify' ) {
		return addressAt( values, path );
	}
	return REGISTERED_AGENT_ADDRESS;
}

/**
 * Primary (contact), billing (when the card is billed elsewhere) and mailing (when the visitor gave the
 * company a mailing address of its own).
 */
export function orderAddresses( values: object ): OrderAddress[] {
	const addresses = [
		orderAddress(
			'primary',
			'Primary',
			addressAt( values, 'contactInformation.address' )
		),
	];
	if ( readAt( values, 'paymentInformation.differentAddress' ) === true ) {
		addresses.push(
			orderAddress(
				'billing',
				'Billing',
				addressAt( values, 'paymentInformation.billingAddress' )
			)
		);
	}
	const mailing = chosenAddress(
		values,
		'companyInformation.mailingAddress'
	);
	if ( mailing !== REGISTERED_AGENT_ADDRESS && addressComplete( mailing ) ) {
		addresses.push( orderAddress( 'mailing', 'Mailing', mailing ) );
	}
	return addresses;
}

/**
 * The contact's name, and the opt-ins the contact ticked (a quote for business insurance, a business checking
 * account): only a tick is consent, so an opt-in left unticked or never offered is not sent.
 */
export function orderContact( values: object ): {
	first_name: string;
	last_name: string;
	insurance_opt_in?: true;
	checking_opt_in?: true;
} {
	const ticked = ( path: FormDataPath ) => readAt( values, path ) === true;
	return {
		first_name: text( values, 'contactInformation.firstName' ),
		last_name: text( values, 'contactInformation.lastName' ),
		...( ticked( 'contactInformation.insuranceOptIn' )
			? { insurance_opt_in: true as const }
			: {} ),
		...( ticked( 'contactInformation.checkingOptIn' )
			? { checking_opt_in: true as const }
			: {} ),
	};
}

/**
 * Primary, alternate and fax numbers; "fax strips non-digits". Empty ones are left out.
 */
export function orderPhones( values: object ): OrderPhone[] {
	const phones: OrderPhone[] = [];
	const primary = text( values, 'contactInformation.phone' );
	const alternate = text( values, 'contactInformation.altPhone' );
	const fax = text( values, 'contactInformation.fax' ).replace( /\D/g, '' );
	phones.push( { kind: 'primary', phone_number: formatPhone( primary ) } );
	if ( alternate ) {
		phones.push( {
			kind: 'alternate',
			phone_number: formatPhone( alternate ),
		} );
	}
	if ( fax ) {
		phones.push( { kind: 'fax', phone_number: fax } );
	}
	return phones;
}

/**
 * The attorney to notify, when the visitor asked for it.
 */
export function orderEmails(
	values: object
): Array< { kind: 'attorney'; email_address: string } > {
	const attorney = text( values, 'companyInformation.attorneyEmail' );
	return isYes( readAt( values, 'companyInformation.notifyAttorney' ) ) &&
		attorney
		? [ { kind: 'attorney', email_address: attorney } ]
		: [];
}
