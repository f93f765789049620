/*
 * @jest-environment node
 */
import { maskCardData, UNREADABLE_DATA } from '../../../sandbox/src/card-mask';
import {
	digitsOfCardNumber,
	findCardErrors,
	passesLuhn,
	tokenize,
	TokenVault,
} from '../../../sandbox/src/tokenizer';

const NOW = new Date( '2026-06-15T12:00:00Z' );
const TEST_KEY = 'test_key_sandbox';
const options = { testKey: TEST_KEY, now: NOW };

function request(
	card: Record< string, unknown > = {},
	extra: Record< string, unknown > = {}
) {
	return {
		card: {
			first_name: 'Ada',
			last_name: 'Lovelace',
			number: '4242424242424242',
			cvc: '123',
			exp_month: '12',
			exp_year: '2030',
			...card,
		},
		billing_address: {
			line1: '12 Babbage Way',
			city: 'San Francisco',
			state: 'CA',
			zipcode: '94105',
			country: 'US',
		},
		test_key: TEST_KEY,
		...extra,
	};
}

describe( 'Luhn check', () => {
	it.each( [
		[ '4242424242424242', true ],
		[ '4000000000000002', true ],
		[ '378282246310005', true ],
		[ '5555555555554444', true ],
		[ '4242424242424241', false ],
		[ '1234567812345678', false ],
		[ '79927398713', false ], // Luhn-valid but too short for a card.
		[ '', false ],
	] )( '%s → %p', ( digits, valid ) => {
		expect( passesLuhn( digits ) ).toBe( valid );
	} );

	it( 'strips spaces and dashes, refuses letters', () => {
		expect( digitsOfCardNumber( '4242 4242-4242 4242' ) ).toBe(
			'4242424242424242'
		);
		expect( digitsOfCardNumber( '4242 abcd' ) ).toBeNull();
	} );
} );

describe( 'tokenize', () => {
	it( 'trades a good card for a token and a customer id the vault knows', () => {
		const vault = new TokenVault();
		const answer = tokenize(
			request( { number: '4242 4242 4242 4242' } ),
			options,
			vault
		);
		expect( answer ).toEqual( {
			success: true,
			token: expect.stringMatching( /^tok_[0-9a-f]{24}$/ ),
			customer_id: expect.stringMatching( /^cus_[0-9a-f]{16}$/ ),
		} );
		if ( answer.success ) {
			expect( vault.status( answer.token, answer.customer_id ) ).toBe(
				'usable'
			);
			expect( vault.status( answer.token, 'cus_other' ) ).toBe(
				'other-customer'
			);
			vault.markUsed( answer.token );
			expect( vault.status( answer.token, answer.customer_id ) ).toBe(
				'used'
			);
		}
		expect( vault.status( 'tok_never', 'cus_x' ) ).toBe( 'unknown' );
	} );

	it( 'gives a new token each time', () => {
		const vault = new TokenVault();
		const first = tokenize( request(), options, vault );
		const second = tokenize( request(), options, vault );
		expect(
			first.success && second.success && first.token !== second.token
		).toBe( true );
	} );

	it( 'declines the decline test card', () => {
		expect(
			tokenize(
				request( { number: '4000000000000002' } ),
				options,
				new TokenVault()
			)
		).toEqual( {
			success: false,
			errors: { number: [ 'was declined' ] },
		} );
	} );

	it.each( [
		[
			'a Luhn-invalid number',
			{ number: '4242424242424241' },
			{ number: [ 'is invalid' ] },
		],
		[
			'letters in the number',
			{ number: '4242x' },
			{ number: [ 'is invalid' ] },
		],
		[ 'a short cvc', { cvc: '12' }, { cvc: [ 'is invalid' ] } ],
		[ 'a long cvc', { cvc: '12345' }, { cvc: [ 'is invalid' ] } ],
		[ 'no cvc', { cvc: undefined }, { cvc: [ 'is invalid' ] } ],
		[
			'last month',
			{ exp_month: '5', exp_year: '2026' },
			{ exp_month: [ 'is expired' ] },
		],
		[
			'last year, two digits',
			{ exp_month: '12', exp_year: '25' },
			{ exp_month: [ 'is expired' ] },
		],
		[ 'month 13', { exp_month: '13' }, { exp_month: [ 'is invalid' ] } ],
		[
			'a three-digit year',
			{ exp_year: '202' },
			{ exp_year: [ 'is invalid' ] },
		],
		[
			'no first name',
			{ first_name: ' ' },
			{ first_name: [ "can't be blank" ] },
		],
	] )( 'rejects %s', ( _name, card, errors ) => {
		expect( findCardErrors( request( card ), options ) ).toEqual( errors );
	} );

	it( 'accepts a card expiring this month, as numbers or two-digit year', () => {
		expect(
			findCardErrors(
				request( { exp_month: '6', exp_year: '2026' } ),
				options
			)
		).toEqual( {} );
		expect(
			findCardErrors( request( { exp_month: 6, exp_year: 26 } ), options )
		).toEqual( {} );
	} );

	it( 'wants the whole billing address', () => {
		const data = request();
		data.billing_address.city = '';
		expect( findCardErrors( data, options ) ).toEqual( {
			billing_address: [ 'is incomplete' ],
		} );
		expect(
			findCardErrors( { ...data, billing_address: undefined }, options )
		).toEqual( {
			billing_address: [ 'is incomplete' ],
		} );
	} );

	it( 'checks the test key only when one is configured', () => {
		expect(
			findCardErrors( request( {}, { test_key: 'wrong' } ), options )
		).toEqual( {
			test_key: [ 'is invalid' ],
		} );
		expect(
			findCardErrors( request( {}, { test_key: undefined } ), {
				...options,
				testKey: '',
			} )
		).toEqual( {} );
	} );

	it( 'reports every field error together, and no decline for invalid input', () => {
		expect(
			findCardErrors(
				request( {
					number: '4000000000000002',
					cvc: 'x',
					exp_month: '1',
					exp_year: '2020',
				} ),
				options
			)
		).toEqual( { cvc: [ 'is invalid' ], exp_month: [ 'is expired' ] } );
	} );

	it( 'answers errors.data for data that is not an object', () => {
		expect( tokenize( undefined, options, new TokenVault() ) ).toEqual( {
			success: false,
			errors: { data: [ 'is invalid' ] },
		} );
	} );
} );

describe( 'what the request log keeps of a tokenizer request', () => {
	it( 'keeps the last four digits only and hides the cvc', () => {
		const masked = maskCardData(
			JSON.stringify(
				request( { number: '4242 4242 4242 4242', cvc: '987' } )
			)
		);
		expect( masked.cardLast4 ).toBe( '4242' );
		expect( masked.data ).not.toContain( '4242 4242' );
		expect( masked.data ).not.toContain( '987' );
		expect( JSON.parse( masked.data ) ).toMatchObject( {
			card: { number: '****4242', cvc: '***', first_name: 'Ada' },
			billing_address: { zipcode: '94105' },
		} );
	} );

	it( 'keeps nothing of data it cannot read', () => {
		expect(
			maskCardData( '{"card":{"number":"4242424242424242"' )
		).toEqual( {
			data: UNREADABLE_DATA,
			cardLast4: null,
		} );
	} );
} );
