/*
 * @jest-environment node
 */
import { parseFaults, replacesAnswer } from '../../../sandbox/src/faults';

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
	] )( 'rejects %p', ( body, error ) => {
		expect( parseFaults( body ) ).toEqual( { error } );
	} );

	it( 'replaces the answer only with a status or a body', () => {
		expect( replacesAnswer( { delayMs: 10 } ) ).toBe( false );
		expect( replacesAnswer( { paymentFailed: true } ) ).toBe( false );
		expect( replacesAnswer( { body: '' } ) ).toBe( true );
		expect( replacesAnswer( { status: 500 } ) ).toBe( true );
	} );
} );
