/**
 * Stack benchmark of the gateway (issue 3), run by bin/bench.sh against a real stack on BENCH_WP_PORT:
 *   1. admin-ajax overhead of the busiest action, process_signup (a full order: nonce, rate limit, order key,
 *      JSON checks, the marketing-API call to the sandbox), against a bare admin-ajax no-op (an action nobody
 *      handles: WordPress boots, loads the plugin and answers "0"), measured alternately in one run;
 *   2. marketing-API calls per cached page view (goal 0): server-side page views counted in the sandbox's log.
 * Prints BENCH lines; never fails on time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cardToken, pageNonce } from './stack-client.mjs';

const WP = process.env.WP_URL;
const SANDBOX = process.env.SANDBOX_URL;
const RUNS = Number( process.env.BENCH_RUNS ?? 60 );
const WARMUP = 10;
const RATIO_GOAL = 1.1;
const PAGE = '/registered-agent/';

const fixture = JSON.parse(
	readFileSync(
		join( import.meta.dirname, '../fixtures/signup-payload.json' ),
		'utf8'
	)
);

const median = ( times ) => {
	const sorted = [ ...times ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};
const p95 = ( times ) => {
	const sorted = [ ...times ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * 0.95 ) )
	];
};

async function timedPost( fields ) {
	const body = new URLSearchParams( fields );
	const start = performance.now();
	const response = await fetch( `${ WP }/wp-admin/admin-ajax.php`, {
		method: 'POST',
		body,
	} );
	const text = await response.text();
	return { ms: performance.now() - start, status: response.status, text };
}

async function freshOrder() {
	const { token, customer_id: customerId } = await cardToken(
		SANDBOX,
		fixture.payment.billing_address
	);
	return {
		...fixture,
		payment: { ...fixture.payment, token, customer_id: customerId },
	};
}

/** The marketing API's own answer time (the sandbox), which the gateway waits for but does not add. */
async function upstreamOnce() {
	const order = await freshOrder();
	const start = performance.now();
	const response = await fetch( `${ SANDBOX }/api/process_signup`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( order ),
	} );
	await response.text();
	if ( response.status !== 200 ) {
		throw new Error(
			`the sandbox refused the bench order: ${ response.status }`
		);
	}
	return performance.now() - start;
}

async function signupOnce( nonce ) {
	const order = await freshOrder();
	const answer = await timedPost( {
		action: 'process_signup',
		nonce,
		pageID: '0',
		formType: 'registered-agent-signup',
		orderKey: crypto.randomUUID().replace( /-/g, '' ),
		signupData: JSON.stringify( order ),
	} );
	if ( answer.status !== 200 ) {
		throw new Error(
			`process_signup answered ${ answer.status }: ${ answer.text }`
		);
	}
	return answer.ms;
}

async function noopOnce() {
	const answer = await timedPost( { action: 'formation_orders_bench_noop' } );
	if ( answer.text !== '0' ) {
		throw new Error(
			`the no-op answered ${ answer.status }: ${ answer.text }`
		);
	}
	return answer.ms;
}

async function sandboxApiCalls() {
	const log = await (
		await fetch( `${ SANDBOX }/__sandbox/requests` )
	).json();
	return log.filter( ( entry ) => entry.path.startsWith( '/api/' ) ).length;
}

async function main() {
	if ( ! WP || ! SANDBOX ) {
		throw new Error(
			'WP_URL and SANDBOX_URL must name a running stack (bin/bench.sh sets them)'
		);
	}
	const nonce = await pageNonce( WP, PAGE );
	const noop = [];
	const signup = [];
	const upstream = [];
	for ( let i = 0; i < WARMUP + RUNS; i++ ) {
		// Alternating keeps drift (other stacks on the machine, opcache warm-up) out of the ratio.
		const a = await noopOnce();
		const b = await signupOnce( nonce );
		const c = await upstreamOnce();
		if ( i >= WARMUP ) {
			noop.push( a );
			signup.push( b );
			upstream.push( c );
		}
	}
	const ratio = median( signup ) / median( noop );
	const overhead = ( median( signup ) - median( upstream ) ) / median( noop );
	const line = ( name, times ) =>
		`BENCH ${ name }: median ${ median( times ).toFixed( 2 ) } ms, p95 ${ p95( times ).toFixed( 2 ) } ms over ${ times.length } runs\n`;
	process.stdout.write(
		line( 'admin-ajax no-op (WordPress + plugin boot)', noop )
	);
	process.stdout.write(
		line( 'admin-ajax process_signup (full order via the sandbox)', signup )
	);
	process.stdout.write(
		line( 'marketing API alone (sandbox process_signup, direct)', upstream )
	);
	process.stdout.write(
		`BENCH process_signup / no-op ratio, marketing API's own time excluded: ${ overhead.toFixed( 2 ) }x  goal <= ${ RATIO_GOAL }x: ${ overhead <= RATIO_GOAL ? 'met' : 'MISSED' }\n`
	);
	process.stdout.write(
		`BENCH process_signup / no-op ratio, end to end (includes the sandbox's answer time): ${ ratio.toFixed( 2 ) }x\n`
	);

	// Cached page views: warm the catalog, then count what the server asks the marketing API per view.
	await fetch( `${ WP }${ PAGE }` );
	await fetch( `${ SANDBOX }/__sandbox/requests`, { method: 'DELETE' } );
	const views = 20;
	const pageTimes = [];
	for ( let i = 0; i < views; i++ ) {
		const start = performance.now();
		await ( await fetch( `${ WP }${ PAGE }` ) ).text();
		pageTimes.push( performance.now() - start );
	}
	const perView = ( await sandboxApiCalls() ) / views;
	process.stdout.write( line( 'cached order page view', pageTimes ) );
	process.stdout.write(
		`BENCH marketing-API calls per cached page view: ${ perView } over ${ views } views  goal 0: ${ perView === 0 ? 'met' : 'MISSED' }\n`
	);
}

main().catch( ( error ) => {
	process.stderr.write( `gateway stack bench failed: ${ error.message }\n` );
	process.exitCode = 1;
} );
