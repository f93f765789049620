/**
 * The people part of the order payload: account, contact, phones, addresses and emails.
 */
import {
	arrayAt,
	fail,
	nullableStringAt,
	objectAt,
	oneOfAt,
	onlyKeys,
	stringAt,
	type JsonObject,
} from './json-checks';

const PHONE_KINDS = [ 'primary', 'alternate', 'fax' ] as const;
/** The contact's opt-ins: a business insurance quote, a business checking account. */
const CONTACT_OPT_INS = [ 'insurance_opt_in', 'checking_opt_in' ] as const;
const ADDRESS_KINDS = [ 'primary', 'billing', 'mailing' ] as const;
const EMAIL_KINDS = [ 'attorney' ] as const;
const MIN_PASSWORD_LENGTH = 8;
const MIN_PHONE_DIGITS = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkAccount( value: unknown ): void {
	const account = objectAt( value, 'account' );
	onlyKeys(
		account,
		[
			'email_address',
			'password',
			'notes',
			'affiliate_type',
			'ab_test_rolled_variants',
		],
		'account'
	);
	checkEmailAddress( account.email_address, 'account.email_address' );
	const password = stringAt( account.password, 'account.password' );
	if ( password.length < MIN_PASSWORD_LENGTH ) {
		fail(
			`account.password must be at least ${ MIN_PASSWORD_LENGTH } characters`
		);
	}
	stringAt( account.notes, 'account.notes' );
	nullableStringAt( account.affiliate_type, 'account.affiliate_type' );
	arrayAt(
		account.ab_test_rolled_variants,
		'account.ab_test_rolled_variants'
	);
}

function checkEmailAddress( value: unknown, path: string ): void {
	if ( ! EMAIL_PATTERN.test( stringAt( value, path, { nonEmpty: true } ) ) ) {
		fail( `${ path } must be a valid email address` );
	}
}

export function checkContact( value: unknown ): void {
	const contact = objectAt( value, 'contact' );
	onlyKeys(
		contact,
		[ 'first_name', 'last_name', ...CONTACT_OPT_INS ],
		'contact'
	);
	stringAt( contact.first_name, 'contact.first_name', { nonEmpty: true } );
	stringAt( contact.last_name, 'contact.last_name', { nonEmpty: true } );
	// An opt-in is consent: sent only when ticked, so only true is an answer.
	for ( const optIn of CONTACT_OPT_INS ) {
		if ( contact[ optIn ] !== undefined && contact[ optIn ] !== true ) {
			fail( `contact.${ optIn } must be true when present` );
		}
	}
}

export function checkPhones( value: unknown ): void {
	const kinds = arrayAt( value, 'phones', { nonEmpty: true } ).map(
		( entry, index ) => {
			const path = `phones[${ index }]`;
			const phone = objectAt( entry, path );
			onlyKeys( phone, [ 'kind', 'phone_number' ], path );
			const kind = oneOfAt( phone.kind, `${ path }.kind`, PHONE_KINDS );
			const digits = stringAt(
				phone.phone_number,
				`${ path }.phone_number`
			).replace( /\D/g, '' );
			if ( digits.length < MIN_PHONE_DIGITS ) {
				fail(
					`${ path }.phone_number must have at least ${ MIN_PHONE_DIGITS } digits`
				);
			}
			return kind;
		}
	);
	if ( ! kinds.includes( 'primary' ) ) {
		fail( 'phones must include a primary phone' );
	}
}

export function checkAddresses( value: unknown ): void {
	const kinds = arrayAt( value, 'addresses', { nonEmpty: true } ).map(
		( entry, index ) => {
			const path = `addresses[${ index }]`;
			const address = objectAt( entry, path );
			onlyKeys(
				address,
				[
					'kind',
					'label',
					'line1',
					'city',
					'zip_postal_code',
					'state_province_region',
					'country',
					'text',
				],
				path
			);
			const kind = oneOfAt(
				address.kind,
				`${ path }.kind`,
				ADDRESS_KINDS
			);
			stringAt( address.label, `${ path }.label` );
			checkPostalAddress( address, path, {
				line1: 'line1',
				city: 'city',
				zip: 'zip_postal_code',
				state: 'state_province_region',
				country: 'country',
			} );
			if ( address.text !== undefined ) {
				stringAt( address.text, `${ path }.text` );
			}
			return kind;
		}
	);
	if ( ! kinds.includes( 'primary' ) ) {
		fail( 'addresses must include a primary address' );
	}
}

export interface AddressKeys {
	line1: string;
	city: string;
	zip: string;
	state: string;
	country: string;
}

export function checkPostalAddress(
	address: JsonObject,
	path: string,
	keys: AddressKeys
): void {
	for ( const key of [ keys.line1, keys.city, keys.zip, keys.country ] ) {
		stringAt( address[ key ], `${ path }.${ key }`, { nonEmpty: true } );
	}
	// Outside the US a region is optional; inside it the state is part of a deliverable address.
	const inUs = address[ keys.country ] === 'US';
	stringAt( address[ keys.state ], `${ path }.${ keys.state }`, {
		nonEmpty: inUs,
	} );
}

export function checkEmails( value: unknown ): void {
	arrayAt( value, 'emails' ).forEach( ( entry, index ) => {
		const path = `emails[${ index }]`;
		const email = objectAt( entry, path );
		onlyKeys( email, [ 'kind', 'email_address' ], path );
		oneOfAt( email.kind, `${ path }.kind`, EMAIL_KINDS );
		checkEmailAddress( email.email_address, `${ path }.email_address` );
	} );
}
