/**
 * Reliability run (issue 12), by bin/bench.sh against its stack with two web servers on one database:
 * 100 orders at once, each submitted twice (a double click, the second copy to the other server), with one
 * first placement in ten answered too late by the marketing API (the sandbox's placeThenTimeout fault: the order
 * is placed, WordPress gives up after 2 s). A visitor whose answer was a timeout submits again, as the page lets
 * them. Loopback only, bounded: 100 orders, at most one retry each.
 *
 * Prints: orders at the sandbox = distinct order keys, 0 duplicates, every request answered. Then the rate
 * limiter across the two servers: 100 lookups at once against a limit of 40 per address must let exactly 40 through.
 * Exits 1 when any of it does not hold.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cardToken, pageNonce } from './stack-client.mjs';

const SERVERS = [ process.env.WP_URL, process.env.WP_URL2 ];
const SANDBOX = process.env.SANDBOX_URL;
const SITE = process.env.SITE_DIR;
const ORDERS = 100;
const TIMEOUT_EVERY = 10;
const WORDPRESS_TIMEOUT_S = 2;
const LATE_ANSWER_MS = 5000;
const PAGE = '/registered-agent/';
const REPO = join( import.meta.dirname, '../..' );
const LOOKUP_BURST = 100;
const LOOKUP_LIMIT = 40;
const LIMIT_WINDOW_S = 10;

const fixture = JSON.parse(
	readFileSync( join( REPO, 'tests/fixtures/signup-payload.json' ), 'utf8' )
);

/**
 * A plugin setting on the bench site, as an administrator saving the Settings page would (test stack only).
 * @param {string} key
 * @param {string} value
 */
function setSiteSetting( key, value ) {
	execFileSync( 'php', [
		join( REPO, 'tests/e2e/support/site-setting.php' ),
		`--site=${ SITE }`,
		`--url=${ SERVERS[ 0 ] }`,
		`--key=${ key }`,
		`--value=${ value }`,
	] );
}

async function sandbox( path, method = 'GET', body = undefined ) {
	const response = await fetch( `${ SANDBOX }${ path }`, {
		method,
		headers: body ? { 'Content-Type': 'application/json' } : {},
		body: body ? JSON.stringify( body ) : undefined,
	} );
	return response.status === 204 ? null : response.json();
}

/** One submission: the status and JSON answer, or the transport error when none came. */
async function submit( server, fields ) {
	try {
		const response = await fetch( `${ server }/wp-admin/admin-ajax.php`, {
			method: 'POST',
			body: new URLSearchParams( fields ),
		} );
		const text = await response.text();
		try {
			return { status: response.status, body: JSON.parse( text ) };
		} catch {
			return { status: response.status, body: null, text };
		}
	} catch ( error ) {
		return { status: 0, body: null, text: String( error ) };
	}
}

/** An order's life: two copies at once on the two servers, then one more try after a timeout. */
async function placeOrder( index, nonce ) {
	const { token, customer_id: customerId } = await cardToken(
		SANDBOX,
		fixture.payment.billing_address
	);
	const orderKey = crypto.randomUUID().replace( /-/g, '' );
	const fields = {
		action: 'process_signup',
		nonce,
		pageID: '0',
		formType: 'registered-agent-signup',
		orderKey,
		signupData: JSON.stringify( {
			...fixture,
			payment: { ...fixture.payment, token, customer_id: customerId },
		} ),
	};
	const first = SERVERS[ index % 2 ];
	const second = SERVERS[ ( index + 1 ) % 2 ];
	const answers = await Promise.all( [
		submit( first, fields ),
		submit( second, fields ),
	] );
	if ( answers.some( ( answer ) => answer.status === 504 ) ) {
		answers.push( await submit( first, fields ) );
	}
	return { orderKey, answers };
}

async function main() {
	if ( ! SERVERS[ 0 ] || ! SERVERS[ 1 ] || ! SANDBOX || ! SITE ) {
		throw new Error(
			'WP_URL, WP_URL2, SANDBOX_URL and SITE_DIR must name a running stack with two web servers (bin/bench.sh sets them)'
		);
	}
	// Test-only settings of the bench site: 200+ submissions come from one address (127.0.0.1) in one window.
	setSiteSetting( 'rate_limit_submissions', '100000' );
	setSiteSetting( 'http_timeout', String( WORDPRESS_TIMEOUT_S ) );
	try {
		await sandbox( '/__sandbox/orders', 'DELETE' );
		await sandbox( '/__sandbox/faults', 'PUT', {
			'/api/process_signup': {
				placeThenTimeout: true,
				timeoutEvery: TIMEOUT_EVERY,
				delayMs: LATE_ANSWER_MS,
			},
		} );
		const nonce = await pageNonce( SERVERS[ 0 ], PAGE );
		const start = performance.now();
		const results = await Promise.all(
			Array.from( { length: ORDERS }, ( _, index ) =>
				placeOrder( index, nonce )
			)
		);
		const seconds = ( performance.now() - start ) / 1000;
		report( results, await sandbox( '/__sandbox/orders' ), seconds );
	} finally {
		await sandbox( '/__sandbox/faults', 'DELETE' );
		setSiteSetting( 'http_timeout', '20' );
		setSiteSetting( 'rate_limit_submissions', '500' );
	}
	await rateLimitAcrossServers();
}

/**
 * The per-address counter is one atomic statement in the shared database: a burst spread over both servers gets
 * exactly the limit through, never more.
 */
async function rateLimitAcrossServers() {
	// A short window, waited out, so the burst starts a fresh count whatever earlier runs left.
	setSiteSetting( 'rate_limit_window', String( LIMIT_WINDOW_S ) );
	setSiteSetting( 'rate_limit_lookups', String( LOOKUP_LIMIT ) );
	try {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, ( LIMIT_WINDOW_S + 1 ) * 1000 )
		);
		const answers = await Promise.all(
			Array.from( { length: LOOKUP_BURST }, ( _, index ) =>
				submit( SERVERS[ index % 2 ], {
					action: 'formation_orders_nonce',
				} )
			)
		);
		const through = answers.filter( ( answer ) => answer.status === 200 );
		const refused = answers.filter( ( answer ) => answer.status === 429 );
		const ok =
			through.length === LOOKUP_LIMIT &&
			refused.length === LOOKUP_BURST - LOOKUP_LIMIT;
		process.stdout.write(
			`RELIABILITY rate limit across both servers: ${ LOOKUP_BURST } lookups at once, limit ${ LOOKUP_LIMIT } per address: ${ through.length } answered, ${ refused.length } refused with 429, ${ LOOKUP_BURST - through.length - refused.length } other: ${ ok ? 'PASS' : 'FAIL' }\n`
		);
		if ( ! ok ) {
			process.exitCode = 1;
		}
	} finally {
		setSiteSetting( 'rate_limit_window', '600' );
		setSiteSetting( 'rate_limit_lookups', '5000' );
	}
}

function report( results, book, seconds ) {
	const answers = results.flatMap( ( result ) => result.answers );
	const statuses = {};
	answers.forEach( ( answer ) => {
		statuses[ answer.status ] = ( statuses[ answer.status ] ?? 0 ) + 1;
	} );
	const unanswered = answers.filter(
		( answer ) => answer.status === 0 || answer.body === null
	).length;
	const keys = new Set( results.map( ( result ) => result.orderKey ) );
	const orderKeys = book.orders.map( ( order ) => order.idempotency_key );
	const duplicates = orderKeys.length - new Set( orderKeys ).size;
	const placedEveryKey = [ ...keys ].every( ( key ) =>
		orderKeys.includes( key )
	);
	// Each order's last answer is the one its visitor keeps: it must be the order, and the same order as the sandbox's.
	const accountByKey = new Map(
		book.orders.map( ( order ) => [
			order.idempotency_key,
			order.account_id,
		] )
	);
	const endedPlaced = results.filter( ( result ) => {
		const last = result.answers[ result.answers.length - 1 ];
		return (
			last.body?.result?.account_id ===
			accountByKey.get( result.orderKey )
		);
	} ).length;
	const timeouts = statuses[ 504 ] ?? 0;
	const priced = book.orders.filter(
		( order ) =>
			order.pricing.totalCents === 14900 &&
			order.pricing.problems.length === 0
	).length;
	const ok =
		book.orders.length === keys.size &&
		duplicates === 0 &&
		unanswered === 0 &&
		placedEveryKey &&
		endedPlaced === results.length;
	const out = ( text ) => process.stdout.write( `RELIABILITY ${ text }\n` );
	out(
		`${ results.length } orders, each submitted twice at once to the two web servers, 1 in ${ TIMEOUT_EVERY } first placements answered late (WordPress timeout ${ WORDPRESS_TIMEOUT_S } s), in ${ seconds.toFixed( 1 ) } s`
	);
	out(
		`requests ${ answers.length } (${ results.length * 2 } + ${ answers.length - results.length * 2 } retries after a timeout), statuses ${ JSON.stringify( statuses ) }, unanswered ${ unanswered }`
	);
	out(
		`orders at the sandbox ${ book.orders.length } = distinct order keys ${ keys.size }: ${ book.orders.length === keys.size ? 'yes' : 'NO' }; duplicates ${ duplicates }; answers replayed by the sandbox for a known key ${ book.replays }`
	);
	out(
		`timeouts shown ${ timeouts }; orders whose last answer is their placed order ${ endedPlaced } of ${ results.length }; priced by the sandbox at $149.00 with no problem ${ priced }`
	);
	out( `orders placed once each: ${ ok ? 'PASS' : 'FAIL' }` );
	if ( ! ok ) {
		process.exitCode = 1;
	}
}

main().catch( ( error ) => {
	process.stderr.write( `reliability run failed: ${ error.message }\n` );
	process.exitCode = 1;
} );
