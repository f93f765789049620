/**
 * The gateway under the conditions real visitors bring: a page from a full-page cache with an expired nonce, an
 * order sent twice, and an order or a contact message the marketing API received but answered too late for.
 */
import { expect, test, type Request } from '@playwright/test';

import {
	carryNonce,
	clearSandboxOrders,
	sandboxMessages,
	sandboxOrders,
	secondServerUrl,
	setSiteSetting,
	staleNonce,
} from './support/gateway';
import {
	fillContact,
	fillFields,
	fillUpToPayment,
	RA_PAGE,
	registeredAgentVisitor,
	reviewOrder,
} from './support/order-form';
import { resetSandbox, setFaults } from './support/sandbox';

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
	await reviewOrder( page );
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
	// The page's answer is read while "Redirecting…" shows: the visitor's real wait, not the test stack's none.
	await page.context().clearCookies( { name: 'fo_test_redirect_delay_ms' } );

	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
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

test( 'timed out but placed upstream, retried: one order, and the same answer from the second web server', async ( {
	page,
} ) => {
	// WordPress gives up after 2 s; the API places the order and answers after 8 s.
	setSiteSetting( 'http_timeout', '2' );
	await setFaults( {
		'/api/process_signup': { placeThenTimeout: true, delayMs: 8000 },
	} );
	const signups: Array< { status: number; request: Request } > = [];
	page.on( 'response', ( response ) => {
		if ( actionOf( response.request() ) === 'process_signup' ) {
			signups.push( {
				status: response.status(),
				request: response.request(),
			} );
		}
	} );
	try {
		await page.goto( RA_PAGE );
		await fillUpToPayment( page, visitor );
		await fillFields( page, visitor.payment );
		await reviewOrder( page );
		await page.getByRole( 'button', { name: 'Submit Order' } ).click();

		await expect(
			page.getByRole( 'alert' ).filter( { hasText: 'Signup Error' } )
		).toContainText(
			'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.'
		);
		expect( signups.map( ( signup ) => signup.status ) ).toEqual( [ 504 ] );
		expect( await sandboxOrders() ).toHaveLength( 1 );

		await page.getByRole( 'button', { name: 'Submit Order' } ).click();
		await page.waitForURL( /\/login\?account=\d+/ );
	} finally {
		setSiteSetting( 'http_timeout', '20' );
	}

	const orders = await sandboxOrders();
	expect( orders ).toHaveLength( 1 );
	expect( orders[ 0 ].replays ).toBe( 1 );
	expect( signups.map( ( signup ) => signup.status ) ).toEqual( [
		504, 200,
	] );
	expect( page.url() ).toContain( `account=${ orders[ 0 ].account_id }` );

	// The retry's bytes again, at the other web server: it answers from the shared database, not the API.
	const retry = signups[ 1 ].request;
	const elsewhere = await page.request.post(
		`${ secondServerUrl() }${ new URL( retry.url() ).pathname }`,
		{
			headers: { 'content-type': retry.headers()[ 'content-type' ] },
			data: retry.postDataBuffer() ?? '',
		}
	);
	expect( elsewhere.status() ).toBe( 200 );
	expect( ( await elsewhere.json() ).result.account_id ).toBe(
		orders[ 0 ].account_id
	);
	expect( await sandboxOrders() ).toEqual( orders );
} );

test( 'a contact message received upstream but answered too late, sent again: received once, then thanked', async ( {
	page,
} ) => {
	// WordPress gives up after 2 s; the API receives the message and answers after 8 s.
	setSiteSetting( 'http_timeout', '2' );
	await setFaults( {
		'/api/process_contact': { placeThenTimeout: true, delayMs: 8000 },
	} );
	const statuses: number[] = [];
	page.on( 'response', ( response ) => {
		if ( actionOf( response.request() ) === 'process_contact' ) {
			statuses.push( response.status() );
		}
	} );
	const captcha = page.getByLabel( "I'm not a robot" );
	try {
		await page.goto( '/contact/' );
		await fillContact( page );
		await captcha.check();
		await page.getByRole( 'button', { name: 'Submit' } ).click();

		await expect(
			page.getByRole( 'alert' ).filter( { hasText: 'Server Error' } )
		).toContainText(
			'An error has occurred. Please try again in a few minutes.'
		);
		expect( statuses ).toEqual( [ 504 ] );
		expect( await sandboxMessages() ).toHaveLength( 1 );

		// The provider's answer was spent on the first try: the visitor ticks the box again and sends again.
		await captcha.check();
		await page.getByRole( 'button', { name: 'Submit' } ).click();
		await page.waitForURL( /\/contact-thank-you\/$/ );
	} finally {
		setSiteSetting( 'http_timeout', '20' );
	}

	expect( statuses ).toEqual( [ 504, 200 ] );
	expect( await sandboxMessages() ).toEqual( [
		{ kind: 'contact', formType: 'contact', replays: 1 },
	] );
} );
