/*
 * @jest-environment node
 */
import type { LoggedRequest } from '../../../sandbox/src/request-log';
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';
import { tokenizeUrl, tokenOf } from './tokenize';

let sandbox: RunningSandbox;

beforeAll( async () => {
	sandbox = await startSandbox( {
		port: 0,
		websiteId: '1',
		tokenizerTestKey: 'test_key_sandbox',
	} );
} );

afterAll( () => sandbox.close() );

async function tokenizeOverHttp(
	number: string
): Promise< { token: string; customer_id: string } > {
	const response = await fetch( tokenizeUrl( sandbox.url, number ) );
	expect( response.headers.get( 'content-type' ) ).toMatch(
		/^application\/javascript/
	);
	return tokenOf( await response.text() )!;
}

const postSignup = ( body: unknown ) =>
	fetch( `${ sandbox.url }/api/process_signup`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );

describe( 'sandbox over HTTP', () => {
	it( 'serves a product, tokenizes a card, places the order and logs it without the card', async () => {
		const products = await fetch(
			`${ sandbox.url }/api/registered_agent_products?website_id=1&state_abbreviation=CA`
		);
		expect( products.headers.get( 'access-control-allow-origin' ) ).toBe(
			'*'
		);
		expect( await products.json() ).toEqual( {
			result: [ expect.objectContaining( { id: 1004, price: 149 } ) ],
		} );

		const card = await tokenizeOverHttp( '4242424242424242' );
		expect( card ).toEqual( expect.objectContaining( { success: true } ) );
		const order = buildSampleOrder( {
			token: card.token,
			customerId: card.customer_id,
		} );

		await fetch( `${ sandbox.url }/__sandbox/faults`, {
			method: 'PUT',
			body: JSON.stringify( {
				'/api/process_signup': { paymentFailed: true },
			} ),
		} );
		const failed = await postSignup( order );
		expect( [ failed.status, await failed.json() ] ).toEqual( [
			402,
			{ error: 'payment failed' },
		] );
		await fetch( `${ sandbox.url }/__sandbox/faults`, {
			method: 'DELETE',
		} );

		const placed = await postSignup( order );
		expect( placed.status ).toBe( 200 );
		expect( await placed.json() ).toEqual( {
			result: {
				invoice_numbers: [ 'INV-100001' ],
				account_id: 5001,
				login_url: `${ sandbox.url }/login?account=5001`,
			},
		} );
		const again = await postSignup( order );
		expect( [ again.status, await again.json() ] ).toEqual( [
			400,
			{ error: 'payment.token was already used' },
		] );

		const logged = await fetch( `${ sandbox.url }/__sandbox/requests` );
		const log = ( await logged.json() ) as LoggedRequest[];
		expect(
			log.map( ( entry ) => `${ entry.method } ${ entry.path }` )
		).toEqual( [
			'GET /api/registered_agent_products',
			'GET /tokenizer/tokenize',
			'POST /api/process_signup',
			'POST /api/process_signup',
			'POST /api/process_signup',
		] );
		expect( log[ 1 ].cardLast4 ).toBe( '4242' );
		// The request log keeps no passwords either.
		expect( log[ 2 ].body ).toEqual( {
			...order,
			account: { ...order.account, password: '***' },
		} );
		expect( JSON.stringify( log ) ).not.toContain( '4242424242424242' );
		expect( JSON.stringify( log ) ).not.toContain( '"cvc":"123"' );
	} );
} );
