/**
 * Strict check of the full order payload posted to process_signup.
 * It answers the first problem as an explicit sentence naming the path, or null when the order is acceptable.
 */
import { isIP } from 'node:net';

import {
	arrayAt,
	booleanAt,
	fail,
	isObject,
	isPositiveInteger,
	objectAt,
	objectOrEmptyListAt,
	oneOfAt,
	onlyKeys,
	PayloadProblem,
	stringAt,
} from './json-checks';
import { checkCompanies } from './signup-company';
import { checkLegalPlans } from './signup-legal';
import {
	checkAccount,
	checkAddresses,
	checkContact,
	checkEmails,
	checkPhones,
	checkPostalAddress,
} from './signup-people';

export type TokenStatus = 'usable' | 'unknown' | 'used' | 'other-customer';

/** What the check needs to know about the rest of the sandbox. */
export interface SignupRules {
	websiteId: string;
	isKnownProduct: ( productId: number ) => boolean;
	/** Whether a product_option_id names one of the product's filing methods; unchecked when absent. */
	isProductOption?: ( productId: number, optionId: number ) => boolean;
	tokenStatus: ( token: string, customerId: string ) => TokenStatus;
	/** Whether the product forms a company, so its line must carry the formation data; unchecked when absent. */
	isFormationProduct?: ( productId: number ) => boolean;
	/** Whether the product is a legal plan, whose line carries the subscriber's intake; unchecked when absent. */
	isLegalPlan?: ( productId: number ) => boolean;
}

const REQUIRED_KEYS = [
	'website',
	'client_ip',
	'companies',
	'account',
	'contact',
	'phones',
	'addresses',
	'emails',
	'payment',
	'test',
	'cancel_services',
	'formType',
] as const;
/**
 * Optional: the affiliate block and NYOP; formFileName (also a process_signup field); and what pricing the
 * order needs beyond the payload's list, named as the form data names them: billingType ("yearly" or "monthly") and
 * couponCodes (the coupon ids applied, in the order the visitor entered them).
 */
const OPTIONAL_KEYS = [
	'affiliate',
	'nyop',
	'formFileName',
	'billingType',
	'couponCodes',
] as const;
const BILLING_TYPES = [ 'yearly', 'monthly' ] as const;

const TOKEN_PROBLEMS: Record< Exclude< TokenStatus, 'usable' >, string > = {
	unknown: 'payment.token was not issued by the tokenizer',
	used: 'payment.token was already used',
	'other-customer':
		'payment.customer_id does not match the customer the tokenizer gave with payment.token',
};

export function findSignupProblem(
	payload: unknown,
	rules: SignupRules
): string | null {
	try {
		checkSignup( payload, rules );
		return null;
	} catch ( error ) {
		if ( error instanceof PayloadProblem ) {
			return error.message;
		}
		throw error;
	}
}

function checkSignup( payload: unknown, rules: SignupRules ): void {
	if ( ! isObject( payload ) ) {
		fail( 'body must be a JSON object' );
	}
	onlyKeys( payload, [ ...REQUIRED_KEYS, ...OPTIONAL_KEYS ], '' );
	checkWebsite( payload.website, rules.websiteId );
	checkClientIp( payload.client_ip );
	stringAt( payload.formType, 'formType', { nonEmpty: true } );
	checkCompanies( payload.companies, rules );
	if ( rules.isLegalPlan ) {
		checkLegalPlans( payload, rules.isLegalPlan );
	}
	checkAccount( payload.account );
	checkContact( payload.contact );
	checkPhones( payload.phones );
	checkAddresses( payload.addresses );
	checkEmails( payload.emails );
	checkPayment( payload.payment, rules );
	booleanAt( payload.test, 'test' );
	booleanAt( payload.cancel_services, 'cancel_services' );
	if ( payload.affiliate !== undefined ) {
		checkAffiliate( payload.affiliate );
	}
	if ( payload.nyop !== undefined ) {
		objectOrEmptyListAt( payload.nyop, 'nyop' );
	}
	if ( payload.formFileName !== undefined ) {
		stringAt( payload.formFileName, 'formFileName' );
	}
	if ( payload.billingType !== undefined ) {
		oneOfAt( payload.billingType, 'billingType', BILLING_TYPES );
	}
	if ( payload.couponCodes !== undefined ) {
		arrayAt( payload.couponCodes, 'couponCodes' ).forEach(
			( code, index ) =>
				stringAt( code, `couponCodes[${ index }]`, { nonEmpty: true } )
		);
	}
}

function checkWebsite( value: unknown, websiteId: string ): void {
	const isNumericString =
		typeof value === 'string' && /^[1-9]\d*$/.test( value );
	if ( value === undefined ) {
		fail( 'website is required' );
	}
	if ( ! isPositiveInteger( value ) && ! isNumericString ) {
		fail( 'website must be a positive integer' );
	}
	if ( String( value ) !== websiteId ) {
		fail(
			`website ${ String( value ) } is not the configured website id ${ websiteId }`
		);
	}
}

function checkClientIp( value: unknown ): void {
	if ( isIP( stringAt( value, 'client_ip' ) ) === 0 ) {
		fail( 'client_ip must be an IPv4 or IPv6 address' );
	}
}

function checkPayment( value: unknown, rules: SignupRules ): void {
	const payment = objectAt( value, 'payment' );
	onlyKeys(
		payment,
		[ 'processor', 'token', 'customer_id', 'currency', 'billing_address' ],
		'payment'
	);
	stringAt( payment.processor, 'payment.processor', { nonEmpty: true } );
	const token = stringAt( payment.token, 'payment.token', {
		nonEmpty: true,
	} );
	const customerId = stringAt( payment.customer_id, 'payment.customer_id', {
		nonEmpty: true,
	} );
	if ( stringAt( payment.currency, 'payment.currency' ) !== 'USD' ) {
		fail( 'payment.currency must be USD' );
	}
	const billing = objectAt(
		payment.billing_address,
		'payment.billing_address'
	);
	const keys = {
		line1: 'line1',
		city: 'city',
		zip: 'zipcode',
		state: 'state',
		country: 'country',
	};
	onlyKeys( billing, Object.values( keys ), 'payment.billing_address' );
	checkPostalAddress( billing, 'payment.billing_address', keys );
	const status = rules.tokenStatus( token, customerId );
	if ( status !== 'usable' ) {
		fail( TOKEN_PROBLEMS[ status ] );
	}
}

function checkAffiliate( value: unknown ): void {
	const affiliate = objectAt( value, 'affiliate' );
	onlyKeys(
		affiliate,
		[
			'platform',
			'order_number',
			'affiliate_code',
			'xtype',
			'cartTotalForAffiliate',
		],
		'affiliate'
	);
	stringAt( affiliate.platform, 'affiliate.platform', { nonEmpty: true } );
	stringAt( affiliate.affiliate_code, 'affiliate.affiliate_code', {
		nonEmpty: true,
	} );
	const total = affiliate.cartTotalForAffiliate;
	if (
		total !== undefined &&
		( typeof total !== 'number' || ! Number.isFinite( total ) || total < 0 )
	) {
		fail(
			'affiliate.cartTotalForAffiliate must be a number of dollars, 0 or more'
		);
	}
}
