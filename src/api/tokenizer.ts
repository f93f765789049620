import type { TokenizerAnswer, TokenizerRequest } from './types';
import { NETWORK_MESSAGES } from '../errors/network';
import { absoluteHttpUrl } from '../safe-url';

const TIMEOUT_MS = 30000;
let callbackCount = 0;

/**
 * Sends the card straight from the browser to the tokenizer as JSONP, so it never touches WordPress.
 */
export function tokenizeCard(
	tokenizerUrl: string,
	request: TokenizerRequest
): Promise< TokenizerAnswer > {
	return new Promise( ( resolve, reject ) => {
		// The card goes only to an http(s) address (the site owner's setting), never to a data: or javascript: one.
		const url = absoluteHttpUrl( tokenizerUrl );
		if ( ! url ) {
			reject( new Error( NETWORK_MESSAGES.network ) );
			return;
		}
		callbackCount += 1;
		const callbackName = `formationOrdersTokenizer${ Date.now() }_${ callbackCount }`;
		const script = document.createElement( 'script' );
		const globals = window as unknown as Record< string, unknown >;

		const cleanUp = () => {
			window.clearTimeout( timer );
			delete globals[ callbackName ];
			script.remove();
		};
		const timer = window.setTimeout( () => {
			cleanUp();
			reject( new Error( NETWORK_MESSAGES.timeout( TIMEOUT_MS ) ) );
		}, TIMEOUT_MS );

		globals[ callbackName ] = ( answer: TokenizerAnswer ) => {
			cleanUp();
			resolve( answer );
		};
		script.onerror = () => {
			cleanUp();
			reject( new Error( NETWORK_MESSAGES.network ) );
		};

		const query = new URLSearchParams( {
			callback: callbackName,
			data: JSON.stringify( request ),
		} );
		script.src = `${ url }?${ query.toString() }`;
		document.head.appendChild( script );
	} );
}
