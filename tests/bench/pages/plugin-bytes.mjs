/**
 * The plugin's own JavaScript and CSS a page makes the visitor download, raw and gzip-compressed:
 *   - every response whose URL is under /wp-content/plugins/formation-orders/ (files, including chunks loaded later
 *     on, up to the moment the network goes quiet after the form is usable);
 *   - the CSS and scripts WordPress prints inline with a `formation-orders-` id (it inlines small block
 *     stylesheets into the page instead of linking them), which travel inside the HTML; the form's configuration,
 *     JSON in a script element, counts as data (`other`), not as script.
 * PHP's built-in server compresses nothing, so gzip (zlib's default level, as web servers use) is computed here,
 * per file, on the bodies.
 */
import { gzipSync } from 'node:zlib';

const PLUGIN_PATH = '/wp-content/plugins/formation-orders/';

/** Kind of a plugin file by its URL: js, css or other (fonts, images, JSON). */
function kindOf( url ) {
	const path = new URL( url ).pathname;
	if ( path.endsWith( '.js' ) ) {
		return 'js';
	}
	return path.endsWith( '.css' ) ? 'css' : 'other';
}

const emptyCount = () => ( { raw: 0, gzip: 0, files: 0, inline: 0 } );

function add( count, body, where ) {
	count.raw += body.length;
	count.gzip += gzipSync( body ).length;
	count[ where ] += 1;
}

/**
 * Starts recording the plugin's responses of `page`; call before the navigation. The returned function, called
 * once the page is done, sums them with the inline CSS and scripts: { js, css, other }, each
 * { raw, gzip, files, inline } (bytes, and how many files and inline elements they came from).
 */
export function recordPluginBytes( page ) {
	const responses = [];
	page.on( 'response', ( response ) => {
		if ( new URL( response.url() ).pathname.startsWith( PLUGIN_PATH ) ) {
			responses.push( response );
		}
	} );
	return async () => {
		const counts = {
			js: emptyCount(),
			css: emptyCount(),
			other: emptyCount(),
		};
		for ( const response of responses ) {
			if ( response.status() !== 200 ) {
				throw new Error(
					`${ response.url() } answered ${ response.status() }`
				);
			}
			add(
				counts[ kindOf( response.url() ) ],
				await response.body(),
				'files'
			);
		}
		const inline = await page.evaluate( () => {
			const inlineKindOf = ( element ) => {
				if ( element.tagName === 'STYLE' ) {
					return 'css';
				}
				// The form's configuration (its steps, texts and catalog of prices) is JSON the view script
				// reads, not a script the browser runs: it counts with the other data.
				return element.getAttribute( 'type' ) === 'application/json'
					? 'other'
					: 'js';
			};
			return [
				...document.querySelectorAll(
					'style[id^="formation-orders-"], script[id^="formation-orders-"]:not([src])'
				),
			].map( ( element ) => ( {
				kind: inlineKindOf( element ),
				text: element.textContent ?? '',
			} ) );
		} );
		for ( const { kind, text } of inline ) {
			add( counts[ kind ], Buffer.from( text ), 'inline' );
		}
		return counts;
	};
}

/** Everything of the plugin the page downloaded, in bytes (raw). */
export function rawTotal( counts ) {
	return counts.js.raw + counts.css.raw + counts.other.raw;
}
