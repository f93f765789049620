/*
 * @jest-environment node
 */
import {
	FaultTable,
	parseFaults,
	replacesAnswer,
} from '../../../sandbox/src/faults';

describe( 'sandbox fault settings', () => {
	it( 'reads a fault table', () => {
		const parsed = parseFaults( {
			'/api/process_signup': { paymentFailed: true, delayMs: 50 },
			'/api/registered_agent_products': {
				status: 503,
				body: '{not json',
			},
		} );
		expect(
			'faults' in parsed && Object.fromEntries( parsed.faults )
		).toEqual( {
			'/api/process_signup': { paymentFailed: true, delayMs: 50 },
			'/api/registered_agent_products': {
				status: 503,
				body: '{not json',
			},
		} );
	} );

	it.each( [
		[ [], 'body must be an object' ],
		[ { 'api/x': {} }, 'fault path "api/x" must start with /' ],
		[
			{ '/x': { status: 42 } },
			'"/x".status must be an integer from 200 to 599',
		],
		[
			{ '/x': { delayMs: -1 } },
			'"/x".delayMs must be an integer from 0 to 120000',
		],
		[ { '/x': { body: {} } }, '"/x".body must be a string' ],
		[
			{ '/x': { paymentFailed: 'yes' } },
			'"/x".paymentFailed must be a boolean',
		],
		[ { '/x': { crash: true } }, 'unexpected key "/x".crash' ],
		[
			{ '/x': { whenQuery: { state_abbreviation: 5 } } },
			'"/x".whenQuery.state_abbreviation must be a string',
		],
	] )( 'rejects %p', ( body, error ) => {
		expect( parseFaults( body ) ).toEqual( { error } );
	} );

	it( 'replaces the answer only with a status or a body', () => {
		expect( replacesAnswer( { delayMs: 10 } ) ).toBe( false );
		expect( replacesAnswer( { paymentFailed: true } ) ).toBe( false );
		expect( replacesAnswer( { body: '' } ) ).toBe( true );
		expect( replacesAnswer( { status: 500 } ) ).toBe( true );
	} );

	it( 'plays a fault with whenQuery only for a request holding those query values', () => {
		const parsed = parseFaults( {
			'/api/filing_products': {
				delayMs: 2000,
				whenQuery: { state_abbreviation: 'CA' },
			},
		} );
		const table = new FaultTable();
		table.replaceAll( 'faults' in parsed ? parsed.faults : new Map() );
		const query = ( text: string ) => new URLSearchParams( text );

		expect(
			table.forPath(
				'/api/filing_products',
				query( 'website_id=1&state_abbreviation=CA' )
			)?.delayMs
		).toBe( 2000 );
		expect(
			table.forPath(
				'/api/filing_products',
				query( 'website_id=1&state_abbreviation=TX' )
			)
		).toBeUndefined();
		expect(
			table.forPath( '/api/filing_products', query( 'website_id=1' ) )
		).toBeUndefined();
		expect(
			table.forPath( '/api/coupons', query( 'state_abbreviation=CA' ) )
		).toBeUndefined();
	} );
} );
