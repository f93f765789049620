import type { SignupAnswer } from './types';

interface AjaxSettings {
	ajaxUrl: string;
	nonce: string;
	pageId: number;
}

/**
 * Posts a `process_*` action to admin-ajax as form data and reads its JSON answer, whatever the status.
 * @param settings
 * @param action
 * @param fields
 */
export async function postAction(
	settings: AjaxSettings,
	action: string,
	fields: Record< string, string >
): Promise< SignupAnswer > {
	const body = new FormData();
	body.append( 'action', action );
	body.append( 'nonce', settings.nonce );
	body.append( 'pageID', String( settings.pageId ) );
	for ( const [ name, value ] of Object.entries( fields ) ) {
		body.append( name, value );
	}

	let response: Response;
	try {
		response = await fetch( settings.ajaxUrl, {
			method: 'POST',
			body,
			credentials: 'same-origin',
		} );
	} catch {
		throw new Error( 'Network Error' );
	}
	try {
		return ( await response.json() ) as SignupAnswer;
	} catch {
		return {};
	}
}
