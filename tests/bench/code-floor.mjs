/**
 * How small a form that sells nothing could ever be with the fixed libraries: run by bin/bench.sh (part
 * `codefloor`) against a real stack on BENCH_WP_PORT. In Chromium, the login page (the smallest such form) is filled
 * in and sent, with V8's code coverage on; a build of the same sources with source maps (made here, in
 * .stack/code-floor-build) says which source each byte of the served scripts comes from. Printed, gzipped at zlib's
 * default level:
 *   - what the page downloaded of our scripts by the time the login was sent;
 *   - our code that ran (src/, blocks/), counted function by function: what no split into files can go below;
 *   - mobx whole (one module, which no tree-shaking takes apart: the deep observables every store uses reach its
 *     arrays, maps and sets), and what ran of the rest (mobx-react-lite, React's shim, webpack's runtime);
 *   - the floor: those three compressed as one, against the 35 KB budget of a form that sells nothing.
 * Needs `npm run build` of the current sources: it stops when the served scripts differ from its own build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

// The one account the sandbox's process_login accepts (built by `npm run build`).
import { SANDBOX_LOGIN as ACCOUNT } from '../../sandbox/dist/form-routes.js';
import { CHROMIUM } from './pages/chromium.mjs';
import { JS_FORM_MUST, kb } from './pages/figures.mjs';

const WP = process.env.WP_URL;
const ROOT = join( import.meta.dirname, '../..' );
const MAP_BUILD = join( ROOT, '.stack/code-floor-build' );
const OWN_SCRIPT =
	/\/wp-content\/plugins\/formation-orders\/build\/(.+\.js)(\?|$)/;

const BASE64 =
	'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The source of every mapped segment of a generated file, from a source map's `mappings` (base64 VLQ): for each
 * generated line, the segments' [column, source index], in order.
 * @param {string} mappings The source map's mappings.
 */
function segmentsOf( mappings ) {
	const lines = [];
	let source = 0;
	for ( const line of mappings.split( ';' ) ) {
		const segments = [];
		let column = 0;
		for ( const segment of line.split( ',' ) ) {
			if ( ! segment ) {
				continue;
			}
			const fields = [];
			let value = 0;
			let shift = 0;
			for ( const char of segment ) {
				// Five bits of the number a digit, lowest first; the sixth says another digit follows. The
				// number's lowest bit is its sign.
				const digit = BASE64.indexOf( char );
				value += ( digit % 32 ) * 2 ** shift;
				if ( digit >= 32 ) {
					shift += 5;
				} else {
					const magnitude = Math.floor( value / 2 );
					fields.push( value % 2 ? -magnitude : magnitude );
					value = 0;
					shift = 0;
				}
			}
			column += fields[ 0 ];
			if ( fields.length > 1 ) {
				source += fields[ 1 ];
				segments.push( [ column, source ] );
			} else {
				segments.push( [ column, -1 ] );
			}
		}
		lines.push( segments );
	}
	return lines;
}

/** Our code, mobx, or the rest (mobx-react-lite, React's shim, webpack's runtime and chunk tables). */
function groupOf( source ) {
	const path = source.replace( /^webpack:\/\/[^/]*\/(\.\/)?/, '' );
	// webpack's tables of the chunks an import() can fetch are named after the folder they list.
	if ( /^(src|blocks)\//.test( path ) && ! / (lazy|sync) /.test( path ) ) {
		return 'ours';
	}
	return path.includes( 'node_modules/mobx/' ) ? 'mobx' : 'rest';
}

/**
 * Splits one served script into the bytes that ran and those that did not, by group.
 * @param {string} code     The served script.
 * @param {Object} coverage Its V8 coverage entry (block coverage: later ranges refine earlier ones).
 * @param {Object} map      Its source map.
 * @param {Object} texts    Per group, { ran, all } strings, added to.
 */
function attribute( code, coverage, map, texts ) {
	const ran = new Uint8Array( code.length );
	for ( const fn of coverage.functions ) {
		for ( const range of fn.ranges ) {
			ran.fill(
				range.count > 0 ? 1 : 0,
				range.startOffset,
				range.endOffset
			);
		}
	}
	const lineStarts = [ 0 ];
	for ( let i = 0; i < code.length; i++ ) {
		if ( code[ i ] === '\n' ) {
			lineStarts.push( i + 1 );
		}
	}
	const flat = segmentsOf( map.mappings ).flatMap( ( segments, line ) =>
		segments.map( ( [ column, source ] ) => [
			lineStarts[ line ] + column,
			source,
		] )
	);
	flat.forEach( ( [ start, source ], i ) => {
		const end = flat[ i + 1 ]?.[ 0 ] ?? code.length;
		const group =
			source < 0 ? 'rest' : groupOf( map.sources[ source ] ?? '' );
		for ( let k = start; k < end; k++ ) {
			texts[ group ].all += code[ k ];
			if ( ran[ k ] ) {
				texts[ group ].ran += code[ k ];
			}
		}
	} );
}

const gz = ( text ) => gzipSync( text ).length;

/** A script without its build's hash (a build with source maps has another) and trailing space. */
const withoutBuildHash = ( code ) =>
	code.replace( /=\(\)=>"[0-9a-f]{20}"/g, '=()=>""' ).trimEnd();

execFileSync(
	'npx',
	[
		'wp-scripts',
		'build',
		'--webpack-src-dir=blocks',
		`--output-path=${ MAP_BUILD }`,
		'--devtool=source-map',
	],
	{ cwd: ROOT, stdio: 'ignore' }
);

const browser = await chromium.launch( CHROMIUM );
const page = await browser.newPage();
await page.coverage.startJSCoverage( { resetOnNavigation: false } );
await page.goto( `${ WP }/login/` );
await page.getByLabel( 'Username or Email' ).fill( ACCOUNT.username );
await page.getByLabel( 'Password', { exact: true } ).fill( ACCOUNT.password );
// Taken once the login's answer has come, before the page goes on to the account (1.5 s later): a page that has
// gone takes its scripts' coverage with it.
await Promise.all( [
	page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			( response.request().postData() ?? '' ).includes( 'process_login' )
	),
	page.getByRole( 'button', { name: 'Log In' } ).click(),
] );
await page.getByText( 'Redirecting…' ).waitFor();
const coverage = await page.coverage.stopJSCoverage();
await browser.close();

const texts = {
	ours: { ran: '', all: '' },
	mobx: { ran: '', all: '' },
	rest: { ran: '', all: '' },
};
let downloaded = 0;
const files = [];
for ( const entry of coverage ) {
	const file = OWN_SCRIPT.exec( entry.url )?.[ 1 ];
	if ( ! file ) {
		continue;
	}
	const built = readFileSync( join( MAP_BUILD, file ), 'utf8' ).replace(
		/\n?\/\/# sourceMappingURL=.*\s*$/,
		''
	);
	if ( withoutBuildHash( entry.source ) !== withoutBuildHash( built ) ) {
		throw new Error(
			`The served ${ file } is not a build of the current sources: run \`npm run build\` first.`
		);
	}
	attribute(
		entry.source,
		entry,
		JSON.parse(
			readFileSync( join( MAP_BUILD, `${ file }.map` ), 'utf8' )
		),
		texts
	);
	downloaded += gz( entry.source );
	files.push( file );
}

if ( ! files.includes( 'order-form/view.js' ) ) {
	throw new Error( `/login/ ran none of our scripts: is it a login form?` );
}
const floor = gz( texts.ours.ran + texts.mobx.all + texts.rest.ran );
console.log(
	`BENCH code floor login: downloaded ${ kb( downloaded ) } gzip by the time it was sent (${ files.join(
		', '
	) })`
);
console.log(
	`BENCH code floor login: our code that ran ${ kb(
		gz( texts.ours.ran )
	) } of ${ kb( gz( texts.ours.all ) ) } downloaded; mobx whole ${ kb(
		gz( texts.mobx.all )
	) } (${ kb( gz( texts.mobx.ran ) ) } of it ran); the rest that ran ${ kb(
		gz( texts.rest.ran )
	) } (mobx-react-lite, React's shim, webpack's runtime and chunk tables)`
);
console.log(
	`BENCH code floor login: nothing but the code that runs, with mobx whole, ${ kb(
		floor
	) } gzip, against the budget of ${ kb( JS_FORM_MUST ) }: ${
		floor <= JS_FORM_MUST ? 'within it' : 'over it'
	}`
);
