/**
 * The gateway under the conditions real visitors bring: a page from a full-page cache with an expired nonce, an
 * order sent twice, and an order or a contact message the marketing API received but answered too late for, with
 * and without a reload of the page before the visitor learns what became of it.
 */
import {
	expect,
	test,
	type Page,
	type Request,
	type Route,
} from '@playwright/test';

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
	keepRedirectWait,
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

// The site's outside-service timeout, back to its default of 20 s after the tests that shorten it.
test.afterEach( () => setSiteSetting( 'http_timeout', '20' ) );

/**
 * WordPress gives up on `path` after 2 s while the marketing API takes the request and answers after 8 s: the
 * outcome is unknown to the page.
 * @param path The sandbox route, e.g. "/api/process_signup".
 */
async function answerAfterTimeout( path: string ): Promise< void > {
	setSiteSetting( 'http_timeout', '2' );
	await setFaults( { [ path ]: { placeThenTimeout: true, delayMs: 8000 } } );
}

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
	// The page's answer is read while "Redirecting…" shows.
	await keepRedirectWait( page );

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

const ORDER_MAY_HAVE_GONE_THROUGH =
	'We did not get an answer in time, so your order may have gone through. We are checking now. Please do not submit it again.';
const OUTCOME_ACTION = 'formation_orders_order_outcome';

/**
 * The page's questions about an outcome are held for a moment (so that what the page says while it asks can be
 * read), then answered, or dropped as on a network that loses them. Returns a function that stops it.
 */
async function holdOutcomeQuestions(
	page: Page,
	then: 'answer' | 'drop'
): Promise< () => Promise< void > > {
	const hold = async ( route: Route ) => {
		if ( actionOf( route.request() ) !== OUTCOME_ACTION ) {
			return route.fallback();
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
		return then === 'answer' ? route.fallback() : route.abort();
	};
	await page.route( '**/wp-admin/admin-ajax.php', hold );
	return () => page.unroute( '**/wp-admin/admin-ajax.php', hold );
}

/** Statuses of the admin-ajax answers to one action, in order. */
function statusesOf( page: Page, action: string ): number[] {
	const statuses: number[] = [];
	page.on( 'response', ( response ) => {
		if ( actionOf( response.request() ) === action ) {
			statuses.push( response.status() );
		}
	} );
	return statuses;
}

async function placeRegisteredAgentOrder( page: Page ): Promise< void > {
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
}

test( 'timed out but placed upstream: the page says it may have gone through, finds the order and goes to it; the second web server answers the same', async ( {
	page,
} ) => {
	await answerAfterTimeout( '/api/process_signup' );
	const signups: Request[] = [];
	const statuses = statusesOf( page, 'process_signup' );
	page.on( 'request', ( request ) => {
		if ( actionOf( request ) === 'process_signup' ) {
			signups.push( request );
		}
	} );
	await holdOutcomeQuestions( page, 'answer' );
	// "Taking you to it…" shows while the visitor waits to be redirected.
	await keepRedirectWait( page );
	await placeRegisteredAgentOrder( page );
	await expect( page.getByRole( 'status' ) ).toContainText(
		ORDER_MAY_HAVE_GONE_THROUGH
	);
	await expect(
		page.getByText( 'Your order went through. Taking you to it…' )
	).toBeVisible();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxOrders();
	expect( orders ).toHaveLength( 1 );
	expect( statuses ).toEqual( [ 504 ] );
	expect( page.url() ).toContain( `account=${ orders[ 0 ].account_id }` );
	await expect( page.getByRole( 'alert' ) ).toHaveCount( 0 );

	// The order's bytes again, at the other web server: it answers from the shared database, not the API.
	const elsewhere = await page.request.post(
		`${ secondServerUrl() }${ new URL( signups[ 0 ].url() ).pathname }`,
		{
			headers: {
				'content-type': signups[ 0 ].headers()[ 'content-type' ],
			},
			data: signups[ 0 ].postDataBuffer() ?? '',
		}
	);
	expect( elsewhere.status() ).toBe( 200 );
	expect( ( await elsewhere.json() ).result.account_id ).toBe(
		orders[ 0 ].account_id
	);
	expect( await sandboxOrders() ).toEqual( orders );
} );

test( 'an order answered after the timeout, then a reload: the page finds the one order placed and takes the visitor to it', async ( {
	page,
} ) => {
	await answerAfterTimeout( '/api/process_signup' );
	const statuses = statusesOf( page, 'process_signup' );
	const restore = await holdOutcomeQuestions( page, 'drop' );
	await placeRegisteredAgentOrder( page );
	await expect( page.getByRole( 'status' ) ).toContainText(
		ORDER_MAY_HAVE_GONE_THROUGH
	);
	// This page cannot find out: it says so, and keeps the key.
	await expect(
		page.getByText(
			'We could not find out yet whether your order went through. Please wait a minute and submit again: you will not be charged twice.'
		)
	).toBeVisible();
	expect( await sandboxOrders() ).toHaveLength( 1 );

	await restore();
	await page.reload();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxOrders();
	expect( orders ).toHaveLength( 1 );
	expect( statuses ).toEqual( [ 504 ] );
	expect( page.url() ).toContain( `account=${ orders[ 0 ].account_id }` );
} );

test( 'a contact message answered after the timeout, then a reload: the page finds it received once and thanks the visitor', async ( {
	page,
} ) => {
	await answerAfterTimeout( '/api/process_contact' );
	const statuses = statusesOf( page, 'process_contact' );
	const restore = await holdOutcomeQuestions( page, 'drop' );
	await page.goto( '/contact/' );
	await fillContact( page );
	await page.getByLabel( "I'm not a robot" ).check();
	await page.getByRole( 'button', { name: 'Submit' } ).click();

	await expect( page.getByRole( 'status' ) ).toContainText(
		'We did not get an answer in time, so your message may have been sent. We are checking now. Please do not send it again.'
	);
	await expect(
		page.getByText(
			'We could not find out yet whether your message was sent.',
			{ exact: false }
		)
	).toBeVisible();
	expect( await sandboxMessages() ).toHaveLength( 1 );

	await restore();
	await page.reload();
	await page.waitForURL( /\/contact-thank-you\/$/ );

	expect( statuses ).toEqual( [ 504 ] );
	expect( await sandboxMessages() ).toEqual( [
		{ kind: 'contact', formType: 'contact', replays: 0 },
	] );
} );

test( 'a browser without a cryptographic random source is told the form cannot take it, and nothing is sent', async ( {
	page,
} ) => {
	await page.addInitScript( () =>
		Object.defineProperty( window.crypto, 'getRandomValues', {
			value: undefined,
		} )
	);
	const sent = statusesOf( page, 'process_contact' );
	await page.goto( '/contact/' );
	await fillContact( page );
	await page.getByLabel( "I'm not a robot" ).check();
	await page.getByRole( 'button', { name: 'Submit' } ).click();

	await expect( page.getByRole( 'alert' ) ).toContainText(
		'This browser cannot send this form safely. Please use an up-to-date browser, or contact us.'
	);
	expect( sent ).toEqual( [] );
	expect( await sandboxMessages() ).toEqual( [] );
} );
