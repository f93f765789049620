/**
 * The gateway under the conditions real visitors bring: a page from a full-page cache with an expired nonce, and
 * an order sent twice.
 */
import { expect, test, type Request } from '@playwright/test';

import {
	carryNonce,
	clearSandboxOrders,
	sandboxOrders,
	staleNonce,
} from './support/gateway';
import {
	fillFields,
	fillUpToPayment,
	RA_PAGE,
	registeredAgentVisitor,
} from './support/order-form';
import { resetSandbox } from './support/sandbox';

const visitor = registeredAgentVisitor();

const actionOf = ( request: Request ): string =>
	/name="action"\r\n\r\n([^\r]*)/.exec(
		request.postDataBuffer()?.toString() ?? ''
	)?.[ 1 ] ?? '';

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a page served from a copy saved a day earlier (nonce expired) still submits', async ( {
	page,
} ) => {
	const nonce = staleNonce( 2 );
	await carryNonce( page, nonce );
	const answers: Array< [ string, number ] > = [];
	page.on( 'response', ( response ) => {
		if ( response.url().includes( 'admin-ajax.php' ) ) {
			answers.push( [
				actionOf( response.request() ),
				response.status(),
			] );
		}
	} );

	await page.goto( RA_PAGE );
	const printed = await page
		.locator( '.formation-orders__config' )
		.textContent();
	expect( JSON.parse( printed ?? '{}' ).nonce ).toBe( nonce );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	await page.waitForURL( /\/login\?account=\d+/ );
	expect( answers ).toEqual( [
		[ 'process_signup', 403 ],
		[ 'formation_orders_nonce', 200 ],
		[ 'process_signup', 200 ],
	] );
	expect( await sandboxOrders() ).toHaveLength( 1 );
} );

test( 'a double click, and the same order sent again while it runs, place one order', async ( {
	page,
} ) => {
	let replay: Promise< { status: number; body: unknown } > | undefined;
	await page.route( '**/admin-ajax.php', async ( route ) => {
		const request = route.request();
		if (
			replay === undefined &&
			actionOf( request ) === 'process_signup'
		) {
			// The same bytes again, as a retrying proxy or a second tab would send them.
			replay = page.request
				.post( request.url(), {
					headers: {
						'content-type': request.headers()[ 'content-type' ],
					},
					data: request.postDataBuffer() ?? '',
				} )
				.then( async ( response ) => ( {
					status: response.status(),
					body: await response.json(),
				} ) );
		}
		await route.continue();
	} );
	const pageAnswers: unknown[] = [];
	page.on( 'response', async ( response ) => {
		if ( actionOf( response.request() ) === 'process_signup' ) {
			pageAnswers.push( await response.json() );
		}
	} );

	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).dblclick();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxOrders();
	expect( orders ).toHaveLength( 1 );
	expect( orders[ 0 ].idempotency_key ).toMatch( /^[0-9a-f]{32}$/ );
	expect( replay ).toBeDefined();
	const replayed = await replay!;
	expect( replayed.status ).toBe( 200 );
	expect( pageAnswers ).toHaveLength( 1 );
	expect( replayed.body ).toEqual( pageAnswers[ 0 ] );
	expect( page.url() ).toContain( `account=${ orders[ 0 ].account_id }` );
} );
