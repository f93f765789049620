/**
 * What a demo page would cost without our code, run by bin/bench.sh (part `floor`) against a real stack on
 * BENCH_WP_PORT. The page-ready ratio (page-stack.mjs) compares a form that is usable with WordPress's bare sample
 * page; this part shows how much of that ratio our own code could ever remove. Each round, in one Chromium and
 * alternating, fresh browser context per run:
 *   - bare: the sample page's load event (as in page-stack.mjs);
 *   - served: the demo page as WordPress serves it, until its form is usable (pages/form-usable.mjs);
 *   - without our scripts: the same HTML with every script of the plugin taken out, so only WordPress's own
 *     scripts the form asks for remain (React, ReactDOM, wp-element, wp-hooks, wp-i18n): its load event. No form
 *     mounts; it is the least any form built on them could cost on this page;
 *   - without the form's scripts: the same HTML with every script the bare page does not load taken out (WordPress's
 *     React and packages too): its load event, the cost of the page's own HTML and CSS (the pattern's blocks, the
 *     form's inlined configuration and its stylesheet);
 *   - first step in the HTML: the served HTML with the form's first render (taken once from this browser) already
 *     in its mount point, as a server that printed the first step's fields would send it; every script stays and
 *     takes the form over. Until the form is usable. It projects what printing the first step would give; no
 *     such server side exists yet.
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

/** The page's mount point as PHP prints it: the form's stored first view, or "Loading the order form…". */
const MOUNT_POINT =
	/(<div class="formation-orders__mount"[^>]*>)[\s\S]*?<\/(?:noscript|formation-orders-view)><\/div>/;

/**
 * The markup of `slug`'s form as its first render drew it (on a single page, its first step only), taken from
 * the browser the moment the form became usable.
 */
async function firstRenderOf( browser, slug ) {
	const context = await browser.newContext();
	try {
		await context.addInitScript( installUsableProbe );
		await context.addInitScript( () => {
			new window.MutationObserver( () => {
				const probe = window.formationOrdersBench?.probe;
				const mount = document.querySelector(
					'.formation-orders__mount'
				);
				if (
					probe?.usableAt !== undefined &&
					mount &&
					! window.firstRender
				) {
					window.firstRender = mount.innerHTML;
				}
			} ).observe( document, {
				subtree: true,
				childList: true,
				attributes: true,
			} );
		} );
		const page = await context.newPage();
		await timeFormUsable( page, `${ WP }/${ slug }/`, TIMEOUT_MS );
		return await page.evaluate( () => window.firstRender );
	} finally {
		await context.close();
	}
}

/** The variants of one demo page: each a name, the HTML to hand over, and whether a form must mount. */
async function variantsOf( browser, slug, bareHtml ) {
	const served = await ( await fetch( `${ WP }/${ slug }/` ) ).text();
	const firstRender = await firstRenderOf( browser, slug );
	if ( ! firstRender || ! MOUNT_POINT.test( served ) ) {
		throw new Error(
			`${ slug }: no first render or no mount point to put it in`
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
			form: false,
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
			form: false,
		},
		{
			name: 'first step in the HTML',
			path: `/${ slug }/`,
			html: served.replace(
				MOUNT_POINT,
				( _all, open ) => `${ open }${ firstRender }</div>`
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
			const variants = await variantsOf( browser, slug, bareHtml );
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
