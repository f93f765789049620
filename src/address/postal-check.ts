import type { AddressInput, VerifiedAddress } from '../api/lookups';
import { postalCheckPossible } from '../validation/field-rules';
import { STATE_LIST_DEFAULTS } from '../state-lists/state-lists';

/** An address as the form keeps it; the backend check's answer rides along. */
export interface TypedAddress {
	line1?: string;
	city?: string;
	state?: string;
	zip?: string;
	country?: string;
	backendValidationStatus?: BackendValidationStatus;
}

/** The WY backend check: not complete while asked, then complete with its verdict and message. */
export interface BackendValidationStatus {
	complete: boolean;
	valid: boolean;
	message: string;
}

const trimmed = ( value: unknown ) =>
	typeof value === 'string' ? value.trim() : '';

/**
 * The address as the lookups take it, once it can be checked by the postal service (a US address with line1 and
 * zip of at least 3 characters, a city and a state); null before.
 */
export function postalLookupInput(
	address: TypedAddress | undefined
): AddressInput | null {
	if ( ! address ) {
		return null;
	}
	const input = {
		line1: trimmed( address.line1 ),
		city: trimmed( address.city ),
		zip: trimmed( address.zip ),
		state: trimmed( address.state ),
		country: trimmed( address.country ) || 'US',
	};
	return postalCheckPossible( input ) && input.city && input.state
		? input
		: null;
}

/** The zip the verified address carries: ZIP+4 when the service knows the 4. */
export const verifiedZip = ( verified: VerifiedAddress ): string =>
	verified.zip4 ? `${ verified.zip5 }-${ verified.zip4 }` : verified.zip5;

/**
 * Whether the postal service's address is the one typed: the same line, city and state, and the typed zip is its
 * ZIP or ZIP+4. Differences of letter case count, as accepting the prompt would change what is filed.
 */
export function sameAsVerified(
	typed: AddressInput,
	verified: VerifiedAddress
): boolean {
	return (
		typed.line1 === verified.line1 &&
		typed.city === verified.city &&
		typed.state === verified.state &&
		( typed.zip === verified.zip5 || typed.zip === verifiedZip( verified ) )
	);
}

/**
 * "Backend address check runs only for state WY": the server checks US addresses in the site's address check
 * states (WY by default, Settings → State lists), and only when the site switched the check on.
 */
export const backendCheckApplies = (
	input: AddressInput | null,
	enabled: boolean,
	states: readonly string[] = STATE_LIST_DEFAULTS.addressCheck
): input is AddressInput =>
	enabled &&
	!! input &&
	input.country === 'US' &&
	states.includes( input.state.toUpperCase() );
