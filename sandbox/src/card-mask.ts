/**
 * What the request log keeps of a tokenizer request: enough for tests to prove the card came here
 * (its last four digits), never the number or the security code themselves.
 */
import { isObject } from './json-checks';

export const UNREADABLE_DATA = '[unreadable tokenizer data, not logged]';

export interface MaskedCardData {
	/** The `data` parameter re-encoded with number and cvc masked. */
	data: string;
	cardLast4: string | null;
}

function lastFourDigits( number: unknown ): string | null {
	if ( typeof number !== 'string' ) {
		return null;
	}
	const digits = number.replace( /\D/g, '' );
	return digits.length >= 4 ? digits.slice( -4 ) : null;
}

export function maskCardData( rawData: string ): MaskedCardData {
	let decoded: unknown;
	try {
		decoded = JSON.parse( rawData );
	} catch {
		// Whatever it is, it may hold a card number: keep none of it.
		return { data: UNREADABLE_DATA, cardLast4: null };
	}
	if ( ! isObject( decoded ) ) {
		return { data: UNREADABLE_DATA, cardLast4: null };
	}
	if ( ! isObject( decoded.card ) ) {
		return { data: JSON.stringify( decoded ), cardLast4: null };
	}
	const cardLast4 = lastFourDigits( decoded.card.number );
	const card = { ...decoded.card };
	if ( card.number !== undefined ) {
		card.number = cardLast4 === null ? '****' : `****${ cardLast4 }`;
	}
	if ( card.cvc !== undefined ) {
		card.cvc = '***';
	}
	return { data: JSON.stringify( { ...decoded, card } ), cardLast4 };
}
