/**
 * Interaction benchmark, run by bin/bench.sh against a real stack on BENCH_WP_PORT: how long the page takes to
 * answer a visitor's input, as Chromium's Event Timing API reports it (INP: from the input until the next frame
 * is painted, input delay + our handlers + React's render + the browser's paint).
 *   1. ticking the 50th state on the multi-state registered-agent page, 49 already ticked (the cart is rebuilt
 *      with 50 lines, the bulk price applies, the summary and the running total re-render);
 *   2. opening the phone "Total" bar on the registered-agent page at phone width (the summary panel opens).
 * Each is measured BENCH_INP_RUNS times (default 10), each in a fresh page; prints the median and the worst, and
 * their ratio to the 50 ms goal. Never fails on time, only when a page or an interaction cannot be driven.
 */
import { chromium } from '@playwright/test';

import { CHROMIUM } from './pages/chromium.mjs';

const WP = process.env.WP_URL;
const RUNS = Number( process.env.BENCH_INP_RUNS ?? 10 );
const GOAL_MS = 50;
const TIMEOUT_MS = 15_000;
const PHONE = { width: 390, height: 844 };

/**
 * Installed before any page script: keeps every Event Timing entry that belongs to an interaction (a click, a
 * key press), longest per interaction, as the INP definition does.
 */
function installEventTiming() {
	window.__foInteractions = new Map();
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( ! entry.interactionId ) {
				continue;
			}
			const known = window.__foInteractions.get( entry.interactionId );
			if ( ! known || entry.duration > known.duration ) {
				window.__foInteractions.set( entry.interactionId, {
					name: entry.name,
					duration: entry.duration,
					startTime: entry.startTime,
				} );
			}
		}
	} ).observe( { type: 'event', durationThreshold: 16, buffered: true } );
}

/**
 * The longest interaction that started after `since` (performance.now() in the page), once the browser has
 * reported it: entries arrive after the next paint, so wait for two frames and a short settle.
 */
async function interactionAfter( page, since ) {
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				window.requestAnimationFrame( () =>
					window.requestAnimationFrame( () =>
						setTimeout( resolve, 200 )
					)
				)
			)
	);
	return page.evaluate( ( start ) => {
		const after = [ ...window.__foInteractions.values() ].filter(
			( entry ) => entry.startTime >= start
		);
		// Below the 16 ms threshold nothing is reported: the answer took less than that.
		return after.length
			? Math.max( ...after.map( ( entry ) => entry.duration ) )
			: 16;
	}, since );
}

async function formReady( page, path ) {
	await page.goto( `${ WP }${ path }` );
	await page
		.locator( '.formation-orders.is-ready' )
		.first()
		.waitFor( { timeout: TIMEOUT_MS } );
	await page
		.locator( '.fo-form [aria-busy="true"]' )
		.first()
		.waitFor( { state: 'detached', timeout: TIMEOUT_MS } )
		.catch( () => undefined );
}

/** Ticks 49 states, then measures ticking the 50th. */
async function tickFiftiethState( page ) {
	await formReady( page, '/multi-state-registered-agent/' );
	const boxes = page.locator( '.fo-multi-state input[type="checkbox"]' );
	const count = await boxes.count();
	if ( count < 50 ) {
		throw new Error(
			`the multi-state picker offers ${ count } states, not 50`
		);
	}
	for ( let index = 0; index < 49; index++ ) {
		await boxes.nth( index ).check();
	}
	const since = await page.evaluate( () => performance.now() );
	await boxes.nth( 49 ).click();
	const inp = await interactionAfter( page, since );
	if ( ! ( await boxes.nth( 49 ).isChecked() ) ) {
		throw new Error( 'the 50th state did not tick' );
	}
	return inp;
}

/** At phone width, opens the "Total" bar's summary. */
async function openPhoneSummary( page ) {
	await page.setViewportSize( PHONE );
	await formReady( page, '/registered-agent/' );
	await page
		.locator( '.fo-form select' )
		.first()
		.selectOption( { index: 5 } );
	const toggle = page.locator( '.fo-running-total__toggle' );
	await toggle.waitFor( { timeout: TIMEOUT_MS } );
	const since = await page.evaluate( () => performance.now() );
	await toggle.click();
	const inp = await interactionAfter( page, since );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		throw new Error( 'the phone summary did not open' );
	}
	return inp;
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

async function measure( browser, name, interact ) {
	const runs = [];
	for ( let run = 0; run < RUNS; run++ ) {
		const context = await browser.newContext();
		await context.addInitScript( installEventTiming );
		try {
			runs.push( await interact( await context.newPage() ) );
		} finally {
			await context.close();
		}
	}
	const middle = median( runs );
	const worst = Math.max( ...runs );
	process.stdout.write(
		`BENCH inp ${ name }: median ${ middle } ms, worst ${ worst } ms over ${ RUNS } runs; ${ (
			middle / GOAL_MS
		).toFixed( 2 ) }x the ${ GOAL_MS } ms goal (worst ${ (
			worst / GOAL_MS
		).toFixed( 2 ) }x)\n`
	);
}

async function main() {
	if ( ! WP ) {
		throw new Error(
			'WP_URL must name a running stack (bin/bench.sh sets it)'
		);
	}
	const browser = await chromium.launch( CHROMIUM );
	try {
		await measure(
			browser,
			'tick the 50th state (multi-state page)',
			tickFiftiethState
		);
		await measure(
			browser,
			'open the phone summary (registered-agent page, 390 px)',
			openPhoneSummary
		);
	} finally {
		await browser.close();
	}
}

main().catch( ( error ) => {
	process.stderr.write( `interaction bench failed: ${ error.message }\n` );
	process.exitCode = 1;
} );
