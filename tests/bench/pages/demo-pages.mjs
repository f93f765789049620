/**
 * The demo pages `npm start` seeds: one per block pattern (patterns/<slug>.php) and one per bin/demo-pages/<slug>.html,
 * each at /<slug>/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const DEMO_PAGES_DIR = join( import.meta.dirname, '../../../bin/demo-pages' );
/** The block patterns, one per form type: each is seeded as the demo page of its slug too. */
const PATTERNS_DIR = join( import.meta.dirname, '../../../patterns' );

/** Every seeded demo page: its slug and how many different module blocks its form uses. */
export function demoPages() {
	const files = [
		...readdirSync( PATTERNS_DIR )
			.filter( ( file ) => file.endsWith( '.php' ) )
			.map( ( file ) => join( PATTERNS_DIR, file ) ),
		...readdirSync( DEMO_PAGES_DIR )
			.filter( ( file ) => file.endsWith( '.html' ) )
			.map( ( file ) => join( DEMO_PAGES_DIR, file ) ),
	];
	return files
		.map( ( path ) => {
			const markup = readFileSync( path, 'utf8' );
			const blocks = new Set(
				[
					...markup.matchAll(
						/<!-- wp:formation-orders\/([a-z0-9-]+)/g
					),
				]
					.map( ( match ) => match[ 1 ] )
					.filter(
						( name ) =>
							name !== 'order-form' && name !== 'form-step'
					)
			);
			return {
				slug: basename( path ).replace( /\.(php|html)$/, '' ),
				modules: blocks.size,
			};
		} )
		.sort( ( a, b ) => a.slug.localeCompare( b.slug ) );
}
