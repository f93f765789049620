/*
 * @jest-environment node
 */
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { SAMPLE_ORDER_RULES } from './sample-rules';

const rules = SAMPLE_ORDER_RULES;

type Json = { [ key: string ]: unknown };
const isObject = ( value: unknown ): value is Json =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/** The fields the payload check lets an order leave out. */
const OPTIONAL = [ 'addresses[0].text' ];

/**
 * Every object of the sample order with its path ('' for the order itself), and every key path under them.
 * Product data is left out: its content differs per product type and the checker leaves it to the product.
 * @param value
 * @param path
 * @param found
 * @param found.objects
 * @param found.keys
 */
function walk(
	value: unknown,
	path: string,
	found: { objects: string[]; keys: string[] }
): { objects: string[]; keys: string[] } {
	if ( Array.isArray( value ) ) {
		value.forEach( ( item, index ) =>
			walk( item, `${ path }[${ index }]`, found )
		);
	} else if ( isObject( value ) ) {
		found.objects.push( path );
		for ( const [ key, child ] of Object.entries( value ) ) {
			const childPath = path === '' ? key : `${ path }.${ key }`;
			found.keys.push( childPath );
			if ( key !== 'data' ) {
				walk( child, childPath, found );
			}
		}
	}
	return found;
}

/**
 * The parent object and key at a path such as "companies[0].products[0].saveAs".
 * @param order
 * @param path
 */
function locate( order: Json, path: string ): [ Json, string ] {
	const steps = path.replace( /\[(\d+)\]/g, '.$1' ).split( '.' );
	const key = steps.pop()!;
	const parent = steps.reduce< any >( ( node, step ) => node[ step ], order );
	return [ parent as Json, key ];
}

const sample = () => buildSampleOrder() as unknown as Json;
const { objects, keys } = walk( sample(), '', { objects: [], keys: [] } );

describe( 'the strict checker of process_signup', () => {
	it( 'accepts the sample order, every object of it walked', () => {
		expect( findSignupProblem( sample(), rules ) ).toBeNull();
		expect( objects ).toEqual( [
			'',
			'companies[0]',
			'companies[0].company',
			'companies[0].products[0]',
			'account',
			'contact',
			'phones[0]',
			'addresses[0]',
			'payment',
			'payment.billing_address',
		] );
		expect( keys.length ).toBeGreaterThan( 40 );
	} );

	it.each( keys.filter( ( path ) => ! OPTIONAL.includes( path ) ) )(
		'refuses the order without %s, naming it',
		( path ) => {
			const order = sample();
			const [ parent, key ] = locate( order, path );
			delete parent[ key ];
			expect( findSignupProblem( order, rules ) ).toBe(
				`${ path } is required`
			);
		}
	);

	it.each( OPTIONAL )( 'accepts the order without %s', ( path ) => {
		const order = sample();
		const [ parent, key ] = locate( order, path );
		delete parent[ key ];
		expect( findSignupProblem( order, rules ) ).toBeNull();
	} );

	it.each( objects )(
		'refuses an unknown field in "%s", naming its path',
		( path ) => {
			const order = sample();
			const target =
				path === ''
					? order
					: ( () => {
							const [ parent, key ] = locate( order, path );
							return parent[ key ] as Json;
						} )();
			target.card_number = '4242424242424242';
			expect( findSignupProblem( order, rules ) ).toBe(
				`unexpected key ${ path === '' ? '' : `${ path }.` }card_number`
			);
		}
	);

	it.each( [
		[ 'billingType', 'monthly' ],
		[ 'billingType', 'yearly' ],
		[ 'couponCodes', [ 'SAVE20', 'AGENT10' ] ],
		[ 'couponCodes', [] ],
		[ 'formFileName', 'registered-agent' ],
	] )( 'accepts the pricing field %s = %p', ( key, value ) => {
		expect(
			findSignupProblem( { ...sample(), [ key ]: value }, rules )
		).toBeNull();
	} );

	it.each( [
		[
			'billingType',
			'weekly',
			'billingType must be one of yearly, monthly',
		],
		[ 'couponCodes', 'SAVE20', 'couponCodes must be an array' ],
		[ 'couponCodes', [ 'SAVE20', '' ], 'couponCodes[1] must not be empty' ],
		[ 'couponCodes', [ 20 ], 'couponCodes[0] must be a string' ],
	] )( 'refuses %s = %p with a reason', ( key, value, reason ) => {
		expect(
			findSignupProblem( { ...sample(), [ key ]: value }, rules )
		).toBe( reason );
	} );

	it.each( [
		[ { insurance_opt_in: true, checking_opt_in: true }, null ],
		[ { checking_opt_in: true }, null ],
		[
			{ insurance_opt_in: false },
			'contact.insurance_opt_in must be true when present',
		],
		[
			{ checking_opt_in: 'yes' },
			'contact.checking_opt_in must be true when present',
		],
	] )( 'the contact’s opt-ins %p: %p', ( optIns, problem ) => {
		const order = sample() as any;
		Object.assign( order.contact, optIns );
		expect( findSignupProblem( order, rules ) ).toBe( problem );
	} );

	it( 'knows the subscription bundles as products an order may carry', () => {
		const order = sample() as any;
		order.companies[ 0 ].products[ 0 ].product_id = 5004;
		expect( findSignupProblem( order, rules ) ).toBeNull();
	} );
} );
