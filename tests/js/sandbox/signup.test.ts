/*
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isKnownProductId } from '../../../sandbox/src/catalog';
import {
	buildSampleOrder,
	SAMPLE_CUSTOMER_ID,
	SAMPLE_TOKEN,
} from '../../../sandbox/src/sample-order';
import {
	findSignupProblem,
	type SignupRules,
} from '../../../sandbox/src/signup';

const USED_TOKEN = 'tok_used';

const rules: SignupRules = {
	websiteId: '1',
	isKnownProduct: isKnownProductId,
	tokenStatus( token, customerId ) {
		if ( token === USED_TOKEN ) {
			return 'used';
		}
		if ( token !== SAMPLE_TOKEN ) {
			return 'unknown';
		}
		return customerId === SAMPLE_CUSTOMER_ID ? 'usable' : 'other-customer';
	},
};

const REMOVE = Symbol( 'remove' );

/**
 * A copy of the sample order with the value at a dotted path (array indexes as numbers) replaced or removed.
 * @param path  e.g. "companies.0.products.0.quantity".
 * @param value New value, or REMOVE.
 */
function sampleWith( path: string, value: unknown ): unknown {
	const order = JSON.parse( JSON.stringify( buildSampleOrder() ) ) as Record<
		string,
		unknown
	>;
	const keys = path.split( '.' );
	const last = keys.pop() as string;
	const parent = keys.reduce(
		( node, key ) => ( node as Record< string, unknown > )[ key ],
		order as unknown
	) as Record< string, unknown >;
	if ( value === REMOVE ) {
		delete parent[ last ];
	} else {
		parent[ last ] = value;
	}
	return order;
}

describe( 'process_signup payload check', () => {
	it( 'accepts the sample order', () => {
		expect( findSignupProblem( buildSampleOrder(), rules ) ).toBeNull();
	} );

	it( 'matches the JSON fixture the PHP tests read', () => {
		const fixture = JSON.parse(
			readFileSync(
				join( __dirname, '../../fixtures/signup-payload.json' ),
				'utf8'
			)
		) as unknown;
		expect( fixture ).toEqual( buildSampleOrder() );
	} );

	it.each( [
		[ 'website as a numeric string', 'website', '1' ],
		[ 'an IPv6 client address', 'client_ip', '::1' ],
		[
			'an empty company name (registered-agent signup)',
			'companies.0.company.name',
			'',
		],
		[
			'product data emptied by PHP into []',
			'companies.0.products.0.data',
			[],
		],
		[
			'a product option id',
			'companies.0.products.0.product_option_id',
			7,
		],
		[ 'company notes', 'companies.0.notes', 'Call after 5pm' ],
		[ 'an address without text', 'addresses.0.text', REMOVE ],
		[
			'an attorney email',
			'emails',
			[ { kind: 'attorney', email_address: 'law@example.com' } ],
		],
		[
			'an affiliate',
			'affiliate',
			{
				platform: 'network-a',
				affiliate_code: 'abc',
				cartTotalForAffiliate: 149,
			},
		],
		[ 'an NYOP block', 'nyop', { requested_price: 99 } ],
		[ 'an NYOP block emptied by PHP into []', 'nyop', [] ],
	] )( 'accepts %s', ( _name, path, value ) => {
		expect(
			findSignupProblem( sampleWith( path, value ), rules )
		).toBeNull();
	} );

	it.each( [
		[ 'card_number', true, 'unexpected key card_number' ],
		[ 'website', REMOVE, 'website is required' ],
		[ 'website', -3, 'website must be a positive integer' ],
		[ 'website', '2', 'website 2 is not the configured website id 1' ],
		[
			'client_ip',
			'localhost',
			'client_ip must be an IPv4 or IPv6 address',
		],
		[ 'formType', '', 'formType must not be empty' ],
		[ 'companies', [], 'companies must not be empty' ],
		[
			'companies.0.products',
			[],
			'companies[0].products must not be empty',
		],
		[
			'companies.0.products.0.product_id',
			'1004',
			'companies[0].products[0].product_id must be a positive integer',
		],
		[
			'companies.0.products.0.product_id',
			999,
			'companies[0].products[0].product_id 999 is not a product of the catalog',
		],
		[
			'companies.0.products.0.product_option_id',
			'gold',
			'companies[0].products[0].product_option_id must be a positive integer',
		],
		[
			'companies.0.products.0.quantity',
			0,
			'companies[0].products[0].quantity must be a positive integer',
		],
		[
			'companies.0.products.0.data',
			'CA',
			'companies[0].products[0].data must be an object',
		],
		[
			'companies.0.products.0.saveAs',
			REMOVE,
			'companies[0].products[0].saveAs is required',
		],
		[
			'companies.0.products.0.price',
			1,
			'unexpected key companies[0].products[0].price',
		],
		[
			'companies.0.company.entity_type',
			null,
			'companies[0].company.entity_type must be a string',
		],
		[
			'companies.0.company.ab_test_rolled_variants',
			{},
			'companies[0].company.ab_test_rolled_variants must be an array',
		],
		[
			'account.email_address',
			'ada.example.com',
			'account.email_address must be a valid email address',
		],
		[
			'account.password',
			'short',
			'account.password must be at least 8 characters',
		],
		[
			'account.affiliate_type',
			3,
			'account.affiliate_type must be a string or null',
		],
		[ 'contact.last_name', '  ', 'contact.last_name must not be empty' ],
		[ 'phones', [], 'phones must not be empty' ],
		[
			'phones.0.kind',
			'mobile',
			'phones[0].kind must be one of primary, alternate, fax',
		],
		[
			'phones.0.phone_number',
			'555-0134',
			'phones[0].phone_number must have at least 10 digits',
		],
		[ 'phones.0.kind', 'alternate', 'phones must include a primary phone' ],
		[
			'addresses.0.zip_postal_code',
			REMOVE,
			'addresses[0].zip_postal_code is required',
		],
		[
			'addresses.0.state_province_region',
			'',
			'addresses[0].state_province_region must not be empty',
		],
		[
			'addresses.0.kind',
			'billing',
			'addresses must include a primary address',
		],
		[
			'emails',
			[ { kind: 'personal', email_address: 'a@example.com' } ],
			'emails[0].kind must be one of attorney',
		],
		[ 'payment.currency', 'EUR', 'payment.currency must be USD' ],
		[
			'payment.number',
			'4242424242424242',
			'unexpected key payment.number',
		],
		[
			'payment.billing_address.zipcode',
			'',
			'payment.billing_address.zipcode must not be empty',
		],
		[
			'payment.token',
			'tok_forged',
			'payment.token was not issued by the tokenizer',
		],
		[ 'payment.token', USED_TOKEN, 'payment.token was already used' ],
		[
			'payment.customer_id',
			'cus_someone_else',
			'payment.customer_id does not match the customer the tokenizer gave with payment.token',
		],
		[ 'test', 'yes', 'test must be a boolean' ],
		[ 'cancel_services', REMOVE, 'cancel_services is required' ],
		[
			'affiliate',
			{ affiliate_code: 'abc' },
			'affiliate.platform is required',
		],
		[ 'nyop', 5, 'nyop must be an object' ],
	] )( 'rejects %s = %p', ( path, value, reason ) => {
		expect( findSignupProblem( sampleWith( path, value ), rules ) ).toBe(
			reason
		);
	} );

	it( 'rejects a body that is not an object', () => {
		expect( findSignupProblem( [ buildSampleOrder() ], rules ) ).toBe(
			'body must be a JSON object'
		);
		expect( findSignupProblem( null, rules ) ).toBe(
			'body must be a JSON object'
		);
	} );

	it( 'allows an empty region outside the US', () => {
		const order = buildSampleOrder();
		order.addresses[ 0 ] = {
			...order.addresses[ 0 ],
			country: 'GB',
			state_province_region: '',
		};
		expect( findSignupProblem( order, rules ) ).toBeNull();
	} );

	it( 'reports the first problem only', () => {
		const order = sampleWith( 'contact.first_name', '' ) as Record<
			string,
			unknown
		>;
		order.test = 'no';
		expect( findSignupProblem( order, rules ) ).toBe(
			'contact.first_name must not be empty'
		);
	} );
} );
