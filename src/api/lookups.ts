/**
 * The browser-side lookups: postal address check and virtual phones through admin-ajax (their keys and the
 * website id stay on the server), plates from the product API, and the public VIN service. The domain search is
 * the domain step's own (src/domains/domain-api.ts): a domain form's first module then needs none of these.
 */
import type { PageConfig } from '../config';
import { postAction } from './ajax-client';
import { NETWORK_MESSAGES } from '../errors/network';

export interface VerifiedAddress {
	line1: string;
	city: string;
	state: string;
	zip5: string;
	zip4: string;
	country: string;
}

export interface AddressInput {
	line1: string;
	city: string;
	zip: string;
	state: string;
	country: string;
}

export interface VinDecode {
	make: string | null;
	model: string | null;
	year: string | null;
}

type Answer = { result?: unknown; error?: string };

/**
 * The verified address, or the postal lookup's rejection text ('USPS Lookup: address not found' / 'request failed').
 */
export async function lookupPostalAddress(
	config: PageConfig,
	address: AddressInput
): Promise< VerifiedAddress > {
	const answer = ( await postAction( config, 'lookup_postal_address', {
		address: JSON.stringify( address ),
	} ) ) as Answer;
	if ( ! answer.result ) {
		throw new Error( answer.error ?? 'USPS Lookup: request failed' );
	}
	return answer.result as VerifiedAddress;
}

/** The admin-ajax action that lists phone numbers (includes/Ajax/Get_Virtual_Phones.php). */
export const VIRTUAL_PHONES_ACTION = 'get_virtual_phones';

/**
 * Phone numbers for an area code, through WordPress, which asks the API with the site's website id; an empty
 * list when the API has none (its 204). Rejects when the service fails, so the caller can tell "none" apart.
 */
export async function availablePhoneNumbers(
	config: PageConfig,
	areaCode: string
): Promise< string[] > {
	const answer = ( await postAction( config, VIRTUAL_PHONES_ACTION, {
		areaCode,
	} ) ) as Answer;
	if ( ! Array.isArray( answer.result ) ) {
		throw new Error( answer.error ?? NETWORK_MESSAGES.network );
	}
	return answer.result.filter(
		( number ): number is string => typeof number === 'string'
	);
}

/**
 * Organizational plate options as {key: plate id, value: plate name}, as the vehicle step's select takes them.
 */
export async function organizationalPlates(
	config: PageConfig
): Promise< Array< { key: string; value: string } > > {
	const query = new URLSearchParams( { website_id: config.websiteId } );
	const response = await fetch(
		`${ config.productApiUrl }/vehicle_organizational_plates?${ query }`,
		{ headers: { Accept: 'application/json' } }
	);
	if ( ! response.ok ) {
		throw new Error(
			`vehicle_organizational_plates answered ${ response.status }`
		);
	}
	const body = ( await response.json() ) as {
		result?: Array< { id: number; plate_name: string } >;
	};
	return ( body.result ?? [] ).map( ( plate ) => ( {
		key: String( plate.id ),
		value: plate.plate_name,
	} ) );
}

/**
 * Results[0] Make, Model and ModelYear; null for each one the service leaves empty.
 */
export async function decodeVin(
	config: PageConfig,
	vin: string
): Promise< VinDecode > {
	const response = await fetch(
		`${ config.vinServiceUrl ?? '' }/vehicles/DecodeVinValuesExtended/${ encodeURIComponent(
			vin.toUpperCase()
		) }?format=json`
	);
	if ( ! response.ok ) {
		throw new Error( `the VIN service answered ${ response.status }` );
	}
	const body = ( await response.json() ) as {
		Results?: Array< Record< string, string > >;
	};
	const first = body.Results?.[ 0 ] ?? {};
	const orNull = ( value: string | undefined ) => value || null;
	return {
		make: orNull( first.Make ),
		model: orNull( first.Model ),
		year: orNull( first.ModelYear ),
	};
}

/** The backend address check's verdict (validate_address): checked says whether the server asked anyone. */
export interface AddressVerdict {
	valid: boolean;
	checked: boolean;
	message: string;
}

/**
 * The server's check of an address: Wyoming contact addresses, when the site switched the check on.
 */
export async function validateAddress(
	config: PageConfig,
	address: AddressInput
): Promise< AddressVerdict > {
	const answer = ( await postAction( config, 'validate_address', {
		formType: config.form.formType,
		address: JSON.stringify( address ),
	} ) ) as { success?: boolean; error?: string } & Partial< AddressVerdict >;
	if ( answer.success === false || typeof answer.valid !== 'boolean' ) {
		throw new Error( answer.error ?? NETWORK_MESSAGES.network );
	}
	return {
		valid: answer.valid,
		checked: answer.checked === true,
		message: answer.message ?? '',
	};
}
