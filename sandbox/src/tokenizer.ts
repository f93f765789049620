/**
 * The card tokenizer (its field errors become checkout error 20, "Error processing payment"): checks a card and
 * billing address and trades them for a one-time token. Only this service ever sees the card number.
 */
import { randomBytes } from 'node:crypto';

import { isObject, type JsonObject } from './json-checks';
import type { TokenStatus } from './signup';

export const APPROVED_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';

export type FieldErrors = Record< string, string[] >;

export type TokenizerAnswer =
	| { success: true; token: string; customer_id: string }
	| { success: false; errors: FieldErrors };

export interface TokenizerOptions {
	/** When non-empty, requests must carry this test_key. */
	testKey: string;
	now: Date;
}

const BILLING_FIELDS = [
	'line1',
	'city',
	'state',
	'zipcode',
	'country',
] as const;
const MAX_YEARS_AHEAD = 20;

export function digitsOfCardNumber( number: string ): string | null {
	const compact = number.replace( /[\s-]/g, '' );
	return /^\d+$/.test( compact ) ? compact : null;
}

export function passesLuhn( digits: string ): boolean {
	if ( ! /^\d{12,19}$/.test( digits ) ) {
		return false;
	}
	let sum = 0;
	[ ...digits ].reverse().forEach( ( character, index ) => {
		let value = Number( character );
		if ( index % 2 === 1 ) {
			value *= 2;
			if ( value > 9 ) {
				value -= 9;
			}
		}
		sum += value;
	} );
	return sum % 10 === 0;
}

/** Parses "1".."12" or 1..12; null when it is not a month. */
function monthOf( value: unknown ): number | null {
	const text = typeof value === 'number' ? String( value ) : value;
	if ( typeof text !== 'string' || ! /^\d{1,2}$/.test( text.trim() ) ) {
		return null;
	}
	const month = Number( text );
	return month >= 1 && month <= 12 ? month : null;
}

/** Parses a two- or four-digit year; null when it is not plausible. */
function yearOf( value: unknown, now: Date ): number | null {
	const text = typeof value === 'number' ? String( value ) : value;
	if ( typeof text !== 'string' || ! /^(\d{2}|\d{4})$/.test( text.trim() ) ) {
		return null;
	}
	const year =
		text.trim().length === 2 ? 2000 + Number( text ) : Number( text );
	return year <= now.getUTCFullYear() + MAX_YEARS_AHEAD ? year : null;
}

function isBlank( value: unknown ): boolean {
	return typeof value !== 'string' || value.trim() === '';
}

class ErrorList {
	readonly errors: FieldErrors = {};

	add( field: string, message: string ): void {
		( this.errors[ field ] ??= [] ).push( message );
	}

	get isEmpty(): boolean {
		return Object.keys( this.errors ).length === 0;
	}
}

function checkNumber( card: JsonObject, errors: ErrorList ): void {
	const digits =
		typeof card.number === 'string'
			? digitsOfCardNumber( card.number )
			: null;
	if ( digits === null || ! passesLuhn( digits ) ) {
		errors.add( 'number', 'is invalid' );
	}
}

function checkExpiry( card: JsonObject, now: Date, errors: ErrorList ): void {
	const month = monthOf( card.exp_month );
	const year = yearOf( card.exp_year, now );
	if ( month === null ) {
		errors.add( 'exp_month', 'is invalid' );
	}
	if ( year === null ) {
		errors.add( 'exp_year', 'is invalid' );
	}
	if ( month === null || year === null ) {
		return;
	}
	// A card is good through the last day of its expiry month.
	const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
	if ( year * 12 + ( month - 1 ) < currentMonthIndex ) {
		errors.add( 'exp_month', 'is expired' );
	}
}

function checkCard(
	card: JsonObject,
	options: TokenizerOptions,
	errors: ErrorList
): void {
	for ( const field of [ 'first_name', 'last_name' ] ) {
		if ( isBlank( card[ field ] ) ) {
			errors.add( field, "can't be blank" );
		}
	}
	checkNumber( card, errors );
	if ( typeof card.cvc !== 'string' || ! /^\d{3,4}$/.test( card.cvc ) ) {
		errors.add( 'cvc', 'is invalid' );
	}
	checkExpiry( card, options.now, errors );
}

function checkBillingAddress( address: unknown, errors: ErrorList ): void {
	const complete =
		isObject( address ) &&
		BILLING_FIELDS.every( ( field ) => ! isBlank( address[ field ] ) );
	if ( ! complete ) {
		errors.add( 'billing_address', 'is incomplete' );
	}
}

/**
 * Field errors of a tokenize request, in the tokenizer's `{ field: [message] }` form; empty when valid.
 * A decline is not an input error: it is judged only once everything else is valid.
 * @param data    The decoded `data` parameter.
 * @param options Test key and clock.
 */
export function findCardErrors(
	data: unknown,
	options: TokenizerOptions
): FieldErrors {
	const errors = new ErrorList();
	if ( ! isObject( data ) ) {
		errors.add( 'data', 'is invalid' );
		return errors.errors;
	}
	if ( options.testKey !== '' && data.test_key !== options.testKey ) {
		errors.add( 'test_key', 'is invalid' );
	}
	if ( isObject( data.card ) ) {
		checkCard( data.card, options, errors );
	} else {
		errors.add( 'card', "can't be blank" );
	}
	checkBillingAddress( data.billing_address, errors );
	if ( errors.isEmpty && isDeclined( data.card ) ) {
		errors.add( 'number', 'was declined' );
	}
	return errors.errors;
}

function isDeclined( card: unknown ): boolean {
	return (
		isObject( card ) &&
		typeof card.number === 'string' &&
		digitsOfCardNumber( card.number ) === DECLINED_TEST_CARD
	);
}

const randomHex = ( bytes: number ): string =>
	randomBytes( bytes ).toString( 'hex' );

/** Remembers issued tokens so the signup check can tell real, reused and foreign tokens apart. */
export class TokenVault {
	private readonly customerByToken = new Map< string, string >();
	private readonly usedTokens = new Set< string >();

	issue(): { token: string; customer_id: string } {
		const issued = {
			token: `tok_${ randomHex( 12 ) }`,
			customer_id: `cus_${ randomHex( 8 ) }`,
		};
		this.customerByToken.set( issued.token, issued.customer_id );
		return issued;
	}

	status( token: string, customerId: string ): TokenStatus {
		const customer = this.customerByToken.get( token );
		if ( customer === undefined ) {
			return 'unknown';
		}
		if ( this.usedTokens.has( token ) ) {
			return 'used';
		}
		return customer === customerId ? 'usable' : 'other-customer';
	}

	markUsed( token: string ): void {
		this.usedTokens.add( token );
	}
}

export function tokenize(
	data: unknown,
	options: TokenizerOptions,
	vault: TokenVault
): TokenizerAnswer {
	const errors = findCardErrors( data, options );
	if ( Object.keys( errors ).length > 0 ) {
		return { success: false, errors };
	}
	return { success: true, ...vault.issue() };
}
