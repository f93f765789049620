/**
 * Reliability run (issue 12), by bin/bench.sh against its stack with two web servers on one database:
 * 100 orders at once, each submitted twice (a double click, the second copy to the other server), with one
 * first placement in ten answered too late by the marketing API (the sandbox's placeThenTimeout fault: the order
 * is placed, WordPress gives up after 2 s). A visitor whose answer was a timeout submits again, as the page lets
 * them. Loopback only, bounded: 100 orders, at most one retry each.
 *
 * Prints: orders at the sandbox = distinct order keys, 0 duplicates, every request answered. Then the reload run:
 * 100 more orders, every one answered late; each visitor reloads the page on the other server, which first asks
 * what became of its order key (formation_orders_order_outcome, as the page does on load) and takes the visitor
 * where the answer says, and then sends the order once more with the same key and a new card token (the card is
 * typed again after a reload): 0 duplicates, 100 placed, every visitor at their own placed order. Then the rate
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
/** How often a reloaded page asks about an outcome WordPress is still waiting for (the page: 5 times, 2 s apart). */
const OUTCOME_ASKS = 10;

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

/**
 * process_signup's fields for one order, paid with a fresh token of the test card (or none: what the page sends
 * when it asks about an order's outcome, since the card is never kept).
 * @param {string}  orderKey
 * @param {string}  nonce
 * @param {boolean} withCard
 */
async function orderFields( orderKey, nonce, withCard = true ) {
	const card = withCard
		? await cardToken( SANDBOX, fixture.payment.billing_address )
		: { token: '', customer_id: '' };
	return {
		action: 'process_signup',
		nonce,
		pageID: '0',
		formType: 'registered-agent-signup',
		orderKey,
		signupData: JSON.stringify( {
			...fixture,
			payment: {
				...fixture.payment,
				token: card.token,
				customer_id: card.customer_id,
			},
		} ),
	};
}

const newKey = () => crypto.randomUUID().replace( /-/g, '' );

/** An order's life: two copies at once on the two servers, then one more try after a timeout. */
async function placeOrder( index, nonce ) {
	const orderKey = newKey();
	const fields = await orderFields( orderKey, nonce );
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
		await reloadRun( nonce );
	} finally {
		await sandbox( '/__sandbox/faults', 'DELETE' );
		setSiteSetting( 'http_timeout', '20' );
		setSiteSetting( 'rate_limit_submissions', '500' );
		setSiteSetting( 'rate_limit_lookups', '5000' );
	}
	await rateLimitAcrossServers();
}

/**
 * What a reloaded page asks first: what became of its order key. Asked again while WordPress still waits for
 * the API (pending), as the page does.
 * @param {string} server
 * @param {Object} fields the order's fields, without a card
 */
async function askOutcome( server, fields ) {
	let answer;
	for ( let ask = 1; ask <= OUTCOME_ASKS; ask++ ) {
		answer = await submit( server, {
			...fields,
			action: 'formation_orders_order_outcome',
			orderAction: 'process_signup',
		} );
		if ( answer.body?.outcome !== 'pending' ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	}
	return answer;
}

/** One visitor of the reload run: the order answered late, the reload on the other server, the resubmission. */
async function reloadedOrder( index, nonce ) {
	const orderKey = newKey();
	const first = SERVERS[ index % 2 ];
	const other = SERVERS[ ( index + 1 ) % 2 ];
	const late = await submit( first, await orderFields( orderKey, nonce ) );
	const outcome = await askOutcome(
		other,
		await orderFields( orderKey, nonce, false )
	);
	// Where the reloaded page takes the visitor: the placed order's answer (its login URL), if placed.
	const landedOn =
		outcome.body?.outcome === 'placed'
			? ( outcome.body.answer?.result ?? null )
			: null;
	const resubmitted = await submit(
		other,
		await orderFields( orderKey, nonce )
	);
	return { orderKey, late, outcome, landedOn, resubmitted };
}

async function reloadRun( nonce ) {
	setSiteSetting( 'rate_limit_lookups', '100000' );
	await sandbox( '/__sandbox/orders', 'DELETE' );
	await sandbox( '/__sandbox/faults', 'PUT', {
		'/api/process_signup': {
			placeThenTimeout: true,
			timeoutEvery: 1,
			delayMs: LATE_ANSWER_MS,
		},
	} );
	const start = performance.now();
	const results = await Promise.all(
		Array.from( { length: ORDERS }, ( _, index ) =>
			reloadedOrder( index, nonce )
		)
	);
	const seconds = ( performance.now() - start ) / 1000;
	const book = await sandbox( '/__sandbox/orders' );
	const accountByKey = new Map(
		book.orders.map( ( order ) => [
			order.idempotency_key,
			order.account_id,
		] )
	);
	const keys = book.orders.map( ( order ) => order.idempotency_key );
	const duplicates = keys.length - new Set( keys ).size;
	const late = results.filter( ( result ) => result.late.status === 504 );
	const placed = results.filter( ( result ) =>
		accountByKey.has( result.orderKey )
	);
	const landed = results.filter(
		( result ) =>
			result.landedOn !== null &&
			result.landedOn.account_id ===
				accountByKey.get( result.orderKey ) &&
			result.landedOn.login_url?.endsWith(
				`account=${ result.landedOn.account_id }`
			)
	);
	const resubmittedSame = results.filter(
		( result ) =>
			result.resubmitted.body?.result?.account_id ===
			accountByKey.get( result.orderKey )
	);
	const ok =
		duplicates === 0 &&
		book.orders.length === ORDERS &&
		placed.length === ORDERS &&
		landed.length === ORDERS &&
		resubmittedSame.length === ORDERS;
	const out = ( text ) => process.stdout.write( `RELIABILITY ${ text }\n` );
	out(
		`reload run: ${ ORDERS } orders over the two web servers, each answered late (after WordPress's ${ WORDPRESS_TIMEOUT_S } s timeout), then the page reloaded on the other server and the order sent again, in ${ seconds.toFixed( 1 ) } s`
	);
	out(
		`reload run: first answers 504 ${ late.length } of ${ ORDERS }; outcomes on reload ${ JSON.stringify( countBy( results, ( result ) => result.outcome.body?.outcome ?? result.outcome.status ) ) }`
	);
	out(
		`reload run: orders at the sandbox ${ book.orders.length }, duplicates ${ duplicates }, placed ${ placed.length } of ${ ORDERS }; visitors taken to their placed order ${ landed.length } of ${ ORDERS }; resubmissions answered with that same order ${ resubmittedSame.length } of ${ ORDERS }`
	);
	out( `reload run, orders placed once each: ${ ok ? 'PASS' : 'FAIL' }` );
	if ( ! ok ) {
		process.exitCode = 1;
	}
}

function countBy( items, keyOf ) {
	const counts = {};
	items.forEach( ( item ) => {
		const key = keyOf( item );
		counts[ key ] = ( counts[ key ] ?? 0 ) + 1;
	} );
	return counts;
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
