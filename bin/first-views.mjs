/**
 * Draws the first view of every order form on the given pages with the form's own React components, in Chromium,
 * and prints them as JSON for bin/store-first-views.php, which stores them for PHP to print into the page
 * (includes/First_Views.php). Run by bin/stack-up.sh once the demo pages are seeded:
 *
 *   node bin/first-views.mjs http://127.0.0.1:8888/login/ http://127.0.0.1:8888/contact/ > views.json
 *
 * A form PHP printed without a first view carries `data-first-view-key`; its first render (the moment React put
 * the form into the mount point, before anything drawn after the first paint) is taken, with the state of its
 * controls written into the markup (React sets a select's choice and a box's tick as properties, which
 * serialising would lose). Its buttons are printed disabled: until the script has taken the form over, nothing
 * may pretend to send it, and a disabled default button also stops Enter in a field from sending it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

const CHROMIUM = JSON.parse(
	readFileSync(
		join( import.meta.dirname, '..', 'tests', 'chromium.json' ),
		'utf8'
	)
);
const TIMEOUT_MS = 20_000;
/** Pages drawn at once: the machine has few cores. */
const AT_ONCE = 3;

/** Runs in the page before its scripts: keeps each form's first render, by its key. */
function keepFirstRenders() {
	window.firstViews = {};
	const pending = new Map();
	const take = ( mount ) => {
		const copy = mount.cloneNode( true );
		const live = mount.querySelectorAll(
			'input, select, textarea, option'
		);
		copy.querySelectorAll( 'input, select, textarea, option' ).forEach(
			( element, index ) => {
				const source = live[ index ];
				if ( element.tagName === 'OPTION' ) {
					element.toggleAttribute( 'selected', source.selected );
				} else if (
					element.type === 'checkbox' ||
					element.type === 'radio'
				) {
					element.toggleAttribute( 'checked', source.checked );
				} else if ( element.tagName === 'TEXTAREA' ) {
					element.textContent = source.value;
				} else if ( element.tagName === 'INPUT' ) {
					element.setAttribute( 'value', source.value );
				}
			}
		);
		copy.querySelectorAll( 'button' ).forEach( ( button ) =>
			button.setAttribute( 'disabled', '' )
		);
		return copy.innerHTML;
	};
	new window.MutationObserver( () => {
		document
			.querySelectorAll( '.formation-orders__mount[data-first-view-key]' )
			.forEach( ( mount ) =>
				pending.set( mount.dataset.firstViewKey, mount )
			);
		for ( const [ key, mount ] of pending ) {
			if ( ! window.firstViews[ key ] && mount.querySelector( 'form' ) ) {
				window.firstViews[ key ] = take( mount );
			}
		}
	} ).observe( document, { subtree: true, childList: true } );
}

async function firstViewsOf( browser, url ) {
	const context = await browser.newContext();
	try {
		await context.addInitScript( keepFirstRenders );
		const page = await context.newPage();
		await page.goto( url, { timeout: TIMEOUT_MS } );
		const keys = await page
			.locator( '.formation-orders__mount[data-first-view-key]' )
			.evaluateAll( ( mounts ) =>
				mounts.map( ( mount ) => mount.dataset.firstViewKey )
			);
		await page.waitForFunction(
			( expected ) =>
				expected.every( ( key ) => window.firstViews[ key ] ),
			keys,
			{ timeout: TIMEOUT_MS }
		);
		return await page.evaluate( () => window.firstViews );
	} finally {
		await context.close();
	}
}

async function main() {
	const urls = process.argv.slice( 2 );
	const browser = await chromium.launch( CHROMIUM );
	const views = [];
	try {
		for ( let start = 0; start < urls.length; start += AT_ONCE ) {
			const batch = await Promise.all(
				urls
					.slice( start, start + AT_ONCE )
					.map( ( url ) => firstViewsOf( browser, url ) )
			);
			for ( const found of batch ) {
				for ( const [ key, html ] of Object.entries( found ) ) {
					views.push( { key, html } );
				}
			}
		}
	} finally {
		await browser.close();
	}
	process.stdout.write( JSON.stringify( views ) );
}

main().catch( ( error ) => {
	process.stderr.write( `first views: ${ error.message }\n` );
	process.exitCode = 1;
} );
