/**
 * process_signup's reduced sequences: a free account sends the contact and the
 * account; an affiliate signup adds phones, addresses, the company and the affiliate information. Neither
 * carries a card nor products, so the price oracle and the card vault are not involved.
 */
import {
	arrayAt,
	fail,
	isObject,
	objectAt,
	onlyKeys,
	PayloadProblem,
	stringAt,
	booleanAt,
} from './json-checks';

export const ACCOUNT_SIGNUP_FORM_TYPES = [ 'free-account', 'affiliate-signup' ];

const FREE_ACCOUNT_KEYS = [
	'website',
	'client_ip',
	'test',
	'formType',
	'formFileName',
	'account',
	'contact',
];
const AFFILIATE_KEYS = [
	...FREE_ACCOUNT_KEYS,
	'phones',
	'addresses',
	'companies',
	'affiliateInformation',
];

export function isAccountSignup( payload: unknown ): boolean {
	return (
		isObject( payload ) &&
		ACCOUNT_SIGNUP_FORM_TYPES.includes( String( payload.formType ) )
	);
}

function checkAccountSignup( payload: unknown, websiteId: string ): void {
	const body = objectAt( payload, 'body' );
	const affiliate = body.formType === 'affiliate-signup';
	onlyKeys( body, affiliate ? AFFILIATE_KEYS : FREE_ACCOUNT_KEYS, '' );
	if ( String( body.website ) !== websiteId ) {
		fail( `website must be the configured website id ${ websiteId }` );
	}
	stringAt( body.client_ip, 'client_ip', { nonEmpty: true } );
	booleanAt( body.test, 'test' );
	const account = objectAt( body.account, 'account' );
	if (
		! /^[^@\s&]+@[^@\s]+\.[^@\s]+$/.test(
			stringAt( account.email_address, 'account.email_address' )
		)
	) {
		fail( 'account.email_address must be an email address' );
	}
	stringAt( account.password, 'account.password', { nonEmpty: true } );
	const contact = objectAt( body.contact, 'contact' );
	stringAt( contact.first_name, 'contact.first_name', { nonEmpty: true } );
	stringAt( contact.last_name, 'contact.last_name', { nonEmpty: true } );
	if ( affiliate ) {
		stringAt( account.affiliate_type, 'account.affiliate_type', {
			nonEmpty: true,
		} );
		arrayAt( body.phones, 'phones' );
		arrayAt( body.companies, 'companies' );
		objectAt( body.affiliateInformation, 'affiliateInformation' );
	}
}

export function findAccountSignupProblem(
	payload: unknown,
	websiteId: string
): string | null {
	try {
		checkAccountSignup( payload, websiteId );
		return null;
	} catch ( error ) {
		if ( error instanceof PayloadProblem ) {
			return error.message;
		}
		throw error;
	}
}
