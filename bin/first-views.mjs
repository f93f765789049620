/**
 * Draws the first view of every order form on the given pages, the way the block editor does after a save: opens
 * each page, logged in as the administrator, with the query that asks its script to send each form's first render
 * to the server (src/first-view-request.ts, includes/First_Views.php). A form whose view is stored already is not
 * asked for again. Run by bin/stack-up.sh once the demo pages are seeded:
 *
 *   WP_URL=http://127.0.0.1:8888 node bin/first-views.mjs http://127.0.0.1:8888/login/ …
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, request } from '@playwright/test';

const CHROMIUM = JSON.parse(
	readFileSync(
		join( import.meta.dirname, '..', 'tests', 'chromium.json' ),
		'utf8'
	)
);
const TIMEOUT_MS = 30_000;
/** Pages drawn at once: the machine has few cores. */
const AT_ONCE = 3;
const CAPTURE_QUERY = 'formation-orders-first-view';
const ASKING = '.formation-orders[data-formation-orders-first-view]';
const ROUTE = '/formation-orders/v1/first-views';

async function administratorState( baseURL ) {
	const context = await request.newContext( { baseURL } );
	// wp-login.php refuses a login without its test cookie, which the form's page sets.
	await context.get( '/wp-login.php' );
	const response = await context.post( '/wp-login.php', {
		form: {
			log: 'admin',
			pwd: 'password',
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		maxRedirects: 0,
	} );
	if ( response.status() !== 302 ) {
		throw new Error(
			`wp-login.php refused admin (${ response.status() })`
		);
	}
	const state = await context.storageState();
	await context.dispose();
	return state;
}

/** Opens `url` to draw its forms; resolves to the HTTP status of each form's answer. */
async function drawForms( context, url ) {
	const page = await context.newPage();
	const statuses = [];
	page.on( 'response', ( response ) => {
		if (
			response.url().includes( ROUTE ) ||
			response.url().includes( encodeURIComponent( ROUTE ) )
		) {
			statuses.push( response.status() );
		}
	} );
	try {
		const address = new URL( url );
		address.searchParams.set( CAPTURE_QUERY, '1' );
		await page.goto( address.href, { timeout: TIMEOUT_MS } );
		const asking = await page.locator( ASKING ).count();
		const deadline = Date.now() + TIMEOUT_MS;
		while ( statuses.length < asking && Date.now() < deadline ) {
			await page.waitForTimeout( 100 );
		}
		if ( statuses.length < asking ) {
			throw new Error(
				`${ url }: ${ asking } forms asked, ${ statuses.length } answered`
			);
		}
		return statuses;
	} finally {
		await page.close();
	}
}

async function main() {
	const urls = process.argv.slice( 2 );
	const baseURL = process.env.WP_URL ?? new URL( urls[ 0 ] ).origin;
	const browser = await chromium.launch( CHROMIUM );
	let stored = 0;
	const refused = [];
	try {
		const context = await browser.newContext( {
			storageState: await administratorState( baseURL ),
		} );
		for ( let start = 0; start < urls.length; start += AT_ONCE ) {
			const batch = urls.slice( start, start + AT_ONCE );
			const answers = await Promise.all(
				batch.map( ( url ) => drawForms( context, url ) )
			);
			answers.forEach( ( statuses, index ) => {
				stored += statuses.filter(
					( status ) => status === 201
				).length;
				if ( statuses.some( ( status ) => status !== 201 ) ) {
					refused.push(
						`${ batch[ index ] } (${ statuses.join( ', ' ) })`
					);
				}
			} );
		}
	} finally {
		await browser.close();
	}
	process.stdout.write( `first views: ${ stored } drawn and stored\n` );
	if ( refused.length ) {
		throw new Error(
			`the server refused the views of ${ refused.join( '; ' ) }`
		);
	}
}

main().catch( ( error ) => {
	process.stderr.write( `first views: ${ error.message }\n` );
	process.exitCode = 1;
} );
