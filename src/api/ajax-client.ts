import type { SignupAnswer } from './types';
import { NETWORK_MESSAGES } from '../errors/network';

/** What the client needs from the page configuration; `nonce` is replaced when it is renewed. */
export interface AjaxSettings {
	ajaxUrl: string;
	nonce: string;
	pageId: number;
}

/** The admin-ajax action that hands out a fresh nonce (includes/Ajax/Fresh_Nonce.php). */
export const FRESH_NONCE_ACTION = 'formation_orders_nonce';

export type AjaxFields = Record< string, string | Blob >;

/** Called as a request body goes out, with the share sent so far (0 to 1). */
export type UploadProgress = ( sent: number ) => void;

interface AjaxReply {
	status: number;
	answer: SignupAnswer & { nonce?: string };
}

/**
 * Posts with XMLHttpRequest, the one browser API that reports how much of a request body has been sent (fetch
 * does not): used for uploads, whose progress the visitor sees.
 */
function sendWithProgress(
	url: string,
	body: FormData,
	onProgress: UploadProgress
): Promise< AjaxReply > {
	return new Promise( ( resolve, reject ) => {
		const request = new XMLHttpRequest();
		request.open( 'POST', url );
		request.withCredentials = true;
		request.upload.onprogress = ( event ) => {
			if ( event.lengthComputable && event.total > 0 ) {
				onProgress( event.loaded / event.total );
			}
		};
		request.onerror = () => reject( new Error( NETWORK_MESSAGES.network ) );
		request.onload = () => {
			let answer: AjaxReply[ 'answer' ] = {};
			try {
				answer = JSON.parse( request.responseText );
			} catch {
				// A non-JSON answer is read as an empty one, like fetch's path does.
			}
			resolve( { status: request.status, answer } );
		};
		request.send( body );
	} );
}

async function send(
	settings: AjaxSettings,
	action: string,
	fields: AjaxFields,
	onProgress?: UploadProgress
): Promise< AjaxReply > {
	const body = new FormData();
	body.append( 'action', action );
	body.append( 'nonce', settings.nonce );
	body.append( 'pageID', String( settings.pageId ) );
	for ( const [ name, value ] of Object.entries( fields ) ) {
		body.append( name, value );
	}
	if ( onProgress ) {
		return sendWithProgress( settings.ajaxUrl, body, onProgress );
	}

	let response: Response;
	try {
		response = await fetch( settings.ajaxUrl, {
			method: 'POST',
			body,
			credentials: 'same-origin',
		} );
	} catch {
		throw new Error( NETWORK_MESSAGES.network );
	}
	try {
		return {
			status: response.status,
			answer: ( await response.json() ) as AjaxReply[ 'answer' ],
		};
	} catch {
		return { status: response.status, answer: {} };
	}
}

/**
 * Asks WordPress for a fresh nonce; true when the settings now carry one.
 */
async function renewNonce( settings: AjaxSettings ): Promise< boolean > {
	try {
		const { answer } = await send( settings, FRESH_NONCE_ACTION, {} );
		if ( typeof answer.nonce === 'string' && answer.nonce !== '' ) {
			settings.nonce = answer.nonce;
			return true;
		}
	} catch {
		// The caller answers with the original refusal.
	}
	return false;
}

/**
 * Posts an admin-ajax action as form data and reads its JSON answer, whatever the status. A page served from a
 * full-page cache may carry an expired nonce: on an "invalid_nonce" refusal the client renews the nonce once and
 * resends, so the visitor never sees it.
 */
export async function postAction(
	settings: AjaxSettings,
	action: string,
	fields: AjaxFields,
	onProgress?: UploadProgress
): Promise< SignupAnswer > {
	const first = await send( settings, action, fields, onProgress );
	if (
		first.status !== 403 ||
		first.answer.code !== 'invalid_nonce' ||
		! ( await renewNonce( settings ) )
	) {
		return first.answer;
	}
	return ( await send( settings, action, fields, onProgress ) ).answer;
}
