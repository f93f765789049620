/**
 * Reading requests and writing answers with node's http module only.
 */
import type {
	IncomingHttpHeaders,
	IncomingMessage,
	ServerResponse,
} from 'node:http';

/** The limit of every request body but a job application's: an order or a message is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Files an application carries at most, as the product sends them: resume, cover letter, a project. */
export const APPLICATION_FILES = 3;

/**
 * The largest job application the product can send: three files at the largest upload size WordPress is
 * configured with, each as base64 (4 bytes for every 3), plus the form's own fields. A stand-in that refused less
 * would hide the product's real limits from the tests; one that accepted more would hide a request too large.
 * @param maxUploadBytes WordPress's upload size limit in bytes.
 */
export function applicationBodyLimit( maxUploadBytes: number ): number {
	return (
		APPLICATION_FILES * 4 * Math.ceil( maxUploadBytes / 3 ) + MAX_BODY_BYTES
	);
}

/** A byte count as the refusal names it, e.g. "1 MB" or "20.1 MB". */
export function megabytes( bytes: number ): string {
	const value = bytes / ( 1024 * 1024 );
	return `${ Number.isInteger( value ) ? value : value.toFixed( 1 ) } MB`;
}

export type RawBody = { tooLarge: false; text: string } | { tooLarge: true };

/** A JSON body as decoded; `valid` is false when there was text that is not JSON. */
export type DecodedBody =
	{ valid: true; value: unknown } | { valid: false; text: string };

/**
 * Reads the whole body, keeping at most `limit` bytes. Beyond that the rest is drained unread, so the
 * client can finish sending and still receive the 413 answer.
 * @param request Incoming request.
 * @param limit   The most bytes accepted.
 */
export function readBody(
	request: IncomingMessage,
	limit: number
): Promise< RawBody > {
	return new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		request.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size <= limit ) {
				chunks.push( chunk );
			}
		} );
		request.on( 'end', () =>
			resolve(
				size > limit
					? { tooLarge: true }
					: {
							tooLarge: false,
							text: Buffer.concat( chunks ).toString( 'utf8' ),
						}
			)
		);
		request.on( 'error', reject );
	} );
}

export function decodeBody( text: string ): DecodedBody {
	if ( text.trim() === '' ) {
		return { valid: true, value: null };
	}
	try {
		return { valid: true, value: JSON.parse( text ) as unknown };
	} catch {
		return { valid: false, text };
	}
}

export function queryObject(
	params: URLSearchParams
): Record< string, string > {
	return Object.fromEntries( params.entries() );
}

export function headerObject(
	headers: IncomingHttpHeaders
): Record< string, string > {
	const flat: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( headers ) ) {
		if ( value !== undefined ) {
			flat[ name ] = Array.isArray( value ) ? value.join( ', ' ) : value;
		}
	}
	return flat;
}

export function isJsonContentType( headers: IncomingHttpHeaders ): boolean {
	const type = headers[ 'content-type' ] ?? '';
	return type.split( ';' )[ 0 ].trim().toLowerCase() === 'application/json';
}

export function sendRaw(
	response: ServerResponse,
	status: number,
	contentType: string,
	body: string,
	headers: Record< string, string > = {}
): void {
	response.writeHead( status, {
		...headers,
		'Content-Type': contentType,
		'Content-Length': Buffer.byteLength( body ),
		'Cache-Control': 'no-store',
	} );
	response.end( body );
}

export function sendJson(
	response: ServerResponse,
	status: number,
	value: unknown,
	headers: Record< string, string > = {}
): void {
	sendRaw(
		response,
		status,
		'application/json; charset=utf-8',
		JSON.stringify( value ),
		headers
	);
}

export function sendError(
	response: ServerResponse,
	status: number,
	message: string
): void {
	sendJson( response, status, { error: message } );
}

export function sendNoContent(
	response: ServerResponse,
	headers: Record< string, string > = {}
): void {
	response.writeHead( 204, headers );
	response.end();
}

export const delay = ( milliseconds: number ): Promise< void > =>
	new Promise( ( resolve ) => setTimeout( resolve, milliseconds ) );

/**
 * Holds an answer as an upstream that did the work but answered too late would: until the wait is over or the
 * caller has given up and gone.
 * @param response
 * @param milliseconds
 */
export function answerLate(
	response: ServerResponse,
	milliseconds: number
): Promise< void > {
	return new Promise( ( resolve ) => {
		const timer = setTimeout( resolve, milliseconds );
		response.once( 'close', () => {
			clearTimeout( timer );
			resolve();
		} );
	} );
}
