/**
 * Page benchmark of the demo pages, run by bin/bench.sh against a real stack on BENCH_WP_PORT:
 *   1. page ready: for every demo page (patterns/*.php and bin/demo-pages/*.html, seeded as /<slug>/), the time
 *      from navigation start until its order form is usable (pages/form-usable.mjs) over the load event of WordPress's bare sample page.
 *      One Chromium; each demo page run comes right after a bare page run, so drift on the shared machine hits both;
 *      median of BENCH_PAGE_RUNS (default 10) per page after one warm-up round.
 *   2. the plugin's own JS and CSS bytes each demo page downloads, raw and gzip (pages/plugin-bytes.mjs), taken in
 *      the warm-up round.
 * Every run opens a fresh browser context: an empty HTTP cache and no stored form data, as a first-time visitor
 * arrives (an order form is mostly visited once; it is also where the code a page downloads costs the most).
 * The server side is warm (PHP's opcache, the catalog cache), as on a live site.
 * Prints BENCH lines and a Markdown table; never fails on time or size, only when a page never becomes usable.
 */
import { cpus, loadavg } from 'node:os';

import { chromium } from '@playwright/test';

import { CHROMIUM } from './pages/chromium.mjs';
import { demoPages } from './pages/demo-pages.mjs';

import {
	bytesLine,
	extremesLine,
	readyLine,
	summarize,
	table,
	timingLine,
} from './pages/figures.mjs';
import {
	installUsableProbe,
	timeFormUsable,
	timeLoadEvent,
} from './pages/form-usable.mjs';
import { rawTotal, recordPluginBytes } from './pages/plugin-bytes.mjs';

const WP = process.env.WP_URL;
const RUNS = Number( process.env.BENCH_PAGE_RUNS ?? 10 );
/** WordPress's own sample page, which core creates on install: no plugin block on it. */
const BARE_PAGE = process.env.BENCH_BARE_PAGE ?? '/sample-page/';
const TIMEOUT_MS = 15_000;
/** Runs `visit( page )` in a context of its own, closed afterwards. */
async function inFreshContext( browser, visit ) {
	const context = await browser.newContext();
	await context.addInitScript( installUsableProbe );
	try {
		return await visit( await context.newPage() );
	} finally {
		await context.close();
	}
}

/** The warm-up round, which also weighs each page's plugin code (waiting for the network to go quiet). */
async function weighPage( browser, path, isForm ) {
	return inFreshContext( browser, async ( page ) => {
		const bytes = recordPluginBytes( page );
		if ( isForm ) {
			await timeFormUsable( page, `${ WP }${ path }`, TIMEOUT_MS );
		} else {
			await timeLoadEvent( page, `${ WP }${ path }`, TIMEOUT_MS );
		}
		await page.waitForLoadState( 'networkidle', { timeout: TIMEOUT_MS } );
		return bytes();
	} );
}

async function main() {
	if ( ! WP ) {
		throw new Error(
			'WP_URL must name a running stack (bin/bench.sh sets it)'
		);
	}
	// BENCH_PAGES=registered-agent,login measures only those demo pages.
	const only = ( process.env.BENCH_PAGES ?? '' )
		.split( ',' )
		.filter( Boolean );
	const pages = demoPages()
		.filter( ( page ) => only.length === 0 || only.includes( page.slug ) )
		.map( ( page ) => ( {
			...page,
			runs: [],
			bareRuns: [],
		} ) );
	const loadBefore = loadavg()[ 0 ];
	const browser = await chromium.launch( CHROMIUM );
	try {
		const bareBytes = rawTotal(
			await weighPage( browser, BARE_PAGE, false )
		);
		if ( bareBytes > 0 ) {
			throw new Error(
				`${ BARE_PAGE } loads ${ bareBytes } bytes of the plugin: it is no bare baseline (set BENCH_BARE_PAGE)`
			);
		}
		for ( const page of pages ) {
			page.bytes = await weighPage( browser, `/${ page.slug }/`, true );
		}
		for ( let round = 0; round < RUNS; round++ ) {
			// Start each round at another page, so no page always follows the same one.
			for ( let i = 0; i < pages.length; i++ ) {
				const page = pages[ ( round + i ) % pages.length ];
				page.bareRuns.push(
					await inFreshContext( browser, ( tab ) =>
						timeLoadEvent(
							tab,
							`${ WP }${ BARE_PAGE }`,
							TIMEOUT_MS
						)
					)
				);
				page.runs.push(
					await inFreshContext( browser, ( tab ) =>
						timeFormUsable(
							tab,
							`${ WP }/${ page.slug }/`,
							TIMEOUT_MS
						)
					)
				);
			}
		}
	} finally {
		await browser.close();
	}

	const results = pages.map( summarize );
	// Timings on a shared machine are only as good as its quiet: say how busy it was.
	process.stdout.write(
		`BENCH page machine: load average ${ loadBefore.toFixed( 1 ) } before, ${ loadavg()[ 0 ].toFixed( 1 ) } after, on ${ cpus().length } cores\n`
	);
	process.stdout.write(
		`BENCH page ready: bare page ${ BARE_PAGE } (load event) against each demo page (form usable), fresh browser context per run\n`
	);
	results.forEach( ( page ) => process.stdout.write( readyLine( page ) ) );
	results.forEach( ( page ) => process.stdout.write( timingLine( page ) ) );
	results.forEach( ( page ) => process.stdout.write( bytesLine( page ) ) );
	process.stdout.write( extremesLine( results ) );
	process.stdout.write(
		`\nFor docs/performance.md:\n\n${ table( results ) }\n`
	);
}

main().catch( ( error ) => {
	process.stderr.write( `page bench failed: ${ error.message }\n` );
	process.exitCode = 1;
} );
