/**
 * What a demo page would cost without our code, run by bin/bench.sh (part `floor`) against a real stack on
 * BENCH_WP_PORT. The page-ready ratio (page-stack.mjs, vitals-stack.mjs) compares the time a form is usable with the
 * load event of WordPress's bare sample page; this part shows how much of that ratio our own code could ever
 * remove. The server prints each form's first view, usable before any script runs, so every variant is timed the
 * same way: until its form is usable (pages/form-usable.mjs). Each round, in one Chromium and alternating, a fresh
 * browser context per run:
 *   - bare: the sample page's load event (as in page-stack.mjs);
 *   - served: the demo page as WordPress serves it;
 *   - without our scripts: the same HTML with every script of the plugin taken out, so only WordPress's own
 *     scripts the form asks for remain (React, ReactDOM, wp-element, wp-hooks, wp-i18n): what they cost the page
 *     before its first paint;
 *   - without the form's scripts: the same HTML with every script the bare page does not load taken out
 *     (WordPress's React and packages too): the cost of the page's own HTML and CSS (the pattern's blocks, the
 *     printed form, its inlined configuration and its stylesheet), the least any form could cost on this page.
 * Every variant goes through the same request interception (Playwright fetches the HTML and hands it over), so the
 * interception weighs on every variant alike; "served" is therefore a little slower here than in page-stack.mjs.
 * BENCH_FLOOR_PAGES picks the demo pages (default: the smallest, a registered agent and the largest),
 * BENCH_FLOOR_RUNS the rounds (default 10). Prints BENCH lines; never fails on time.
 */
import { cpus, loadavg } from 'node:os';

import { chromium } from '@playwright/test';

import { CHROMIUM } from './pages/chromium.mjs';
import { median } from './pages/figures.mjs';
import {
	installUsableProbe,
	timeFormUsable,
	timeLoadEvent,
} from './pages/form-usable.mjs';

const WP = process.env.WP_URL;
const RUNS = Number( process.env.BENCH_FLOOR_RUNS ?? 10 );
const BARE_PAGE = process.env.BENCH_BARE_PAGE ?? '/sample-page/';
const PAGES = (
	process.env.BENCH_FLOOR_PAGES ?? 'login,registered-agent,llc-formation'
)
	.split( ',' )
	.filter( Boolean );
const TIMEOUT_MS = 15_000;
const PLUGIN_PATH = '/wp-content/plugins/formation-orders/';
/** The element the server prints a form's first view in (includes/Blocks.php). */
const PRINTED_VIEW = '<formation-orders-view>';

/** Every `<script>` tag with its handle (WordPress prints `id='<handle>-js'`, and `-js-after` for inline ones). */
const SCRIPT_TAG = /<script\b[^>]*>[\s\S]*?<\/script>\s*/g;

function handleOf( tag ) {
	const id = tag.match( /\bid=['"]([^'"]+)['"]/ )?.[ 1 ] ?? '';
	const match = id.match(
		/^(.+)-js(?:-(?:after|before|extra|translations))?$/
	);
	return match ? match[ 1 ] : '';
}

/** The handles of the scripts a page prints. */
const handlesIn = ( html ) =>
	new Set(
		( html.match( SCRIPT_TAG ) ?? [] ).map( handleOf ).filter( Boolean )
	);

/** `html` without the scripts `drop( tag, handle )` names, and without the inline scripts of those handles. */
function withoutScripts( html, drop ) {
	const dropped = new Set();
	for ( const tag of html.match( SCRIPT_TAG ) ?? [] ) {
		if ( drop( tag, handleOf( tag ) ) ) {
			dropped.add( handleOf( tag ) );
		}
	}
	return html.replace( SCRIPT_TAG, ( tag ) => {
		const handle = handleOf( tag );
		return handle && dropped.has( handle ) ? '' : tag;
	} );
}

/** The variants of one demo page: each a name, the HTML to hand over, and whether it is timed until its form is usable (the bare page: until its load event). */
async function variantsOf( slug, bareHtml ) {
	const served = await ( await fetch( `${ WP }/${ slug }/` ) ).text();
	if ( ! served.includes( PRINTED_VIEW ) ) {
		throw new Error(
			`${ slug }: the page prints no first view (bin/first-views.mjs draws them after a build)`
		);
	}
	const bareHandles = handlesIn( bareHtml );
	const ours = ( tag, handle ) =>
		tag.includes( PLUGIN_PATH ) || handle.startsWith( 'formation-orders' );
	return [
		{ name: 'bare', path: BARE_PAGE, html: bareHtml, form: false },
		{ name: 'served', path: `/${ slug }/`, html: served, form: true },
		{
			name: 'without our scripts',
			path: `/${ slug }/`,
			html: withoutScripts( served, ours ),
			form: true,
		},
		{
			name: "without the form's scripts",
			path: `/${ slug }/`,
			html: withoutScripts(
				served,
				( tag, handle ) =>
					ours( tag, handle ) ||
					( handle !== '' && ! bareHandles.has( handle ) )
			),
			form: true,
		},
	];
}

/** One run of one variant in a fresh context: milliseconds until the form is usable, or until the load event. */
async function timeVariant( browser, variant ) {
	const context = await browser.newContext();
	try {
		await context.addInitScript( installUsableProbe );
		const url = `${ WP }${ variant.path }`;
		await context.route( url, async ( route ) => {
			const response = await route.fetch();
			await route.fulfill( { response, body: variant.html } );
		} );
		const page = await context.newPage();
		if ( variant.form ) {
			const { usable, domReady } = await timeFormUsable(
				page,
				url,
				TIMEOUT_MS
			);
			return { time: usable, domReady };
		}
		const { load, domReady } = await timeLoadEvent( page, url, TIMEOUT_MS );
		return { time: load, domReady };
	} finally {
		await context.close();
	}
}

async function main() {
	if ( ! WP ) {
		throw new Error(
			'WP_URL must name a running stack (bin/bench.sh sets it)'
		);
	}
	const bareHtml = await ( await fetch( `${ WP }${ BARE_PAGE }` ) ).text();
	if ( bareHtml.includes( PLUGIN_PATH ) ) {
		throw new Error(
			`${ BARE_PAGE } loads the plugin: it is no bare baseline`
		);
	}
	const loadBefore = loadavg()[ 0 ];
	const browser = await chromium.launch( CHROMIUM );
	const results = [];
	try {
		for ( const slug of PAGES ) {
			const variants = await variantsOf( slug, bareHtml );
			const runs = variants.map( () => [] );
			// One warm-up round, then RUNS rounds, the variants one after the other.
			for ( let round = 0; round <= RUNS; round++ ) {
				for ( let i = 0; i < variants.length; i++ ) {
					const run = await timeVariant( browser, variants[ i ] );
					if ( round > 0 ) {
						runs[ i ].push( run );
					}
				}
			}
			results.push( { slug, variants, runs } );
		}
	} finally {
		await browser.close();
	}
	process.stdout.write(
		`BENCH floor machine: load average ${ loadBefore.toFixed( 1 ) } before, ${ loadavg()[ 0 ].toFixed( 1 ) } after, on ${ cpus().length } cores\n`
	);
	for ( const { slug, variants, runs } of results ) {
		const bare = median( runs[ 0 ].map( ( run ) => run.time ) );
		const parts = variants.slice( 1 ).map( ( variant, index ) => {
			const times = runs[ index + 1 ];
			const time = median( times.map( ( run ) => run.time ) );
			const domReady = median( times.map( ( run ) => run.domReady ) );
			const measure = variant.form ? 'form usable' : 'load event';
			return `${ variant.name } ${ ( time / bare ).toFixed( 2 ) }x (${ measure } ${ Math.round( time ) } ms, DOMContentLoaded ${ Math.round( domReady ) } ms)`;
		} );
		process.stdout.write(
			`BENCH floor ${ slug }: against the bare page's load event ${ Math.round( bare ) } ms, median of ${ RUNS }: ${ parts.join( '; ' ) }\n`
		);
	}
}

main().catch( ( error ) => {
	process.stderr.write( `floor bench failed: ${ error.message }\n` );
	process.exitCode = 1;
} );
