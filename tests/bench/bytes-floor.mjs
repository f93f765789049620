/**
 * The plugin's JS per demo page, without a browser, run by bin/bench.sh (part `floor`) against a real stack on
 * BENCH_WP_PORT. For every demo page it reads the forms' layouts from the served HTML and weighs the built files
 * (build/order-form, gzip at zlib's default level, per file, as pages/plugin-bytes.mjs weighs what a browser
 * downloads):
 *   - on arrival: the view script and the chunks PHP prints with the page (includes/Blocks.php), which it names in
 *     the form's configuration (`modulesOnArrival`). Where the first view is printed, that is the first module's
 *     (and the order summary's, when the running total shows it): the other printed modules stand in until their
 *     code comes at the visitor's first interaction. Without a printed view, the first step's or the single page's;
 *   - the whole form: the view script and the chunks of every module the page's forms use, which a visitor who
 *     goes through the form downloads;
 *   - the view script alone (the engine, the stores and mobx), which every page downloads before any module.
 * BENCH_PAGES picks demo pages (default all). Prints BENCH lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { JS_FORM_MUST, JS_ORDER_MUST, kb } from './pages/figures.mjs';
import { demoPages } from './pages/demo-pages.mjs';

const WP = process.env.WP_URL;
const BUILD = join( import.meta.dirname, '../../build/order-form' );
const VIEW_SCRIPT = 'view.js';
/** The products, cart, pricing and running total: the view script fetches it before it builds a selling form. */
const COMMERCE_CHUNK = 'commerce.js';
/** The module the running total draws beside the steps. */
const SUMMARY_MODULE = 'order-summary';
const CONFIG =
	/<script type="application\/json" class="formation-orders__config"[^>]*>([\s\S]*?)<\/script>/g;

const gzipOf = ( file ) =>
	gzipSync( readFileSync( join( BUILD, file ) ) ).length;

/** Each order form's page configuration on the served page. */
async function formsOn( slug ) {
	const html = await ( await fetch( `${ WP }/${ slug }/` ) ).text();
	const forms = [ ...html.matchAll( CONFIG ) ].map( ( match ) =>
		JSON.parse( match[ 1 ] )
	);
	if ( forms.length === 0 ) {
		throw new Error( `/${ slug }/ has no order form configuration` );
	}
	return forms;
}

/** The modules a form uses, and those whose code comes with the page (PHP names them in the configuration). */
function modulesOf( config ) {
	const { steps } = config.form;
	// Only a form that prices an order carries the catalog; there the running total loads the order summary's
	// module, on every step, whether or not a step places it.
	const summary =
		config.engine?.runningTotal && config.catalog ? [ SUMMARY_MODULE ] : [];
	const all = [
		...steps.flatMap( ( step ) =>
			step.modules.map( ( module ) => module.name )
		),
		...summary,
	];
	if ( ! Array.isArray( config.modulesOnArrival ) ) {
		throw new Error( 'the configuration names no modulesOnArrival' );
	}
	// Only a form that sells something carries the catalog, and only such a form loads the commerce chunk.
	return {
		all,
		firstView: config.modulesOnArrival,
		sells: Boolean( config.catalog ),
	};
}

async function main() {
	if ( ! WP ) {
		throw new Error(
			'WP_URL must name a running stack (bin/bench.sh sets it)'
		);
	}
	const manifest = JSON.parse(
		readFileSync( join( BUILD, 'module-chunks.json' ), 'utf8' )
	);
	const sizes = new Map();
	const sizeOf = ( file ) => {
		if ( ! sizes.has( file ) ) {
			sizes.set( file, gzipOf( file ) );
		}
		return sizes.get( file );
	};
	/** The view script, the commerce chunk for a form that sells, and the chunks of these modules, each file once. */
	const weigh = ( modules, sells ) => {
		const files = new Set( [
			VIEW_SCRIPT,
			...( sells ? [ COMMERCE_CHUNK ] : [] ),
		] );
		modules.forEach( ( name ) =>
			( manifest[ name ] ?? [] ).forEach( ( chunk ) =>
				files.add( chunk.file )
			)
		);
		return [ ...files ].reduce( ( sum, file ) => sum + sizeOf( file ), 0 );
	};
	const only = ( process.env.BENCH_PAGES ?? '' )
		.split( ',' )
		.filter( Boolean );
	const pages = demoPages().filter(
		( page ) => only.length === 0 || only.includes( page.slug )
	);
	const results = [];
	for ( const { slug } of pages ) {
		const forms = ( await formsOn( slug ) ).map( modulesOf );
		const sells = forms.some( ( form ) => form.sells );
		results.push( {
			slug,
			sells,
			served: weigh(
				forms.flatMap( ( form ) => form.all ),
				sells
			),
			firstView: weigh(
				forms.flatMap( ( form ) => form.firstView ),
				sells
			),
			firstViewModules: [
				...new Set( forms.flatMap( ( form ) => form.firstView ) ),
			],
		} );
	}
	const viewScript = sizeOf( VIEW_SCRIPT );
	// A form that sells nothing is held to its budget for the whole form; an order form to its own before the
	// visitor's first interaction, which is what it downloads on arrival.
	const budgetOf = ( page ) => ( page.sells ? JS_ORDER_MUST : JS_FORM_MUST );
	const heldTo = ( page ) => ( page.sells ? page.firstView : page.served );
	for ( const page of results ) {
		process.stdout.write(
			`BENCH bytes floor ${ page.slug } (${ page.sells ? 'order form' : 'sells nothing' }, budget ${ kb( budgetOf( page ) ) }): JS gzip on arrival ${ kb( page.firstView ) } (${ page.firstViewModules.join( ', ' ) }); the whole form ${ kb( page.served ) }; ${ heldTo( page ) <= budgetOf( page ) ? 'met' : 'MISSED' }\n`
		);
	}
	process.stdout.write(
		`BENCH bytes floor: ${ VIEW_SCRIPT } alone ${ kb( viewScript ) } gzip on every page, ${ COMMERCE_CHUNK } ${ kb( sizeOf( COMMERCE_CHUNK ) ) } more on an order form; within the budget of their kind (${ kb( JS_FORM_MUST ) } sells nothing, ${ kb( JS_ORDER_MUST ) } order form): ${ results.filter( ( page ) => heldTo( page ) <= budgetOf( page ) ).length } of ${ results.length } demo pages\n`
	);
}

main().catch( ( error ) => {
	process.stderr.write( `bytes floor bench failed: ${ error.message }\n` );
	process.exitCode = 1;
} );
