/**
 * How a request is written to the request log. Tokenizer requests keep the card's last four digits only;
 * passwords, secrets and file contents are replaced by markers.
 */
import { TOKENIZE_PATH } from './api-routes';
import { maskCardData } from './card-mask';
import { headerObject, queryObject } from './http-util';
import { maskSecrets } from './secret-mask';
import type { NewLoggedRequest } from './request-log';
import type { SandboxRequest } from './state';

export function logEntryFor( request: SandboxRequest ): NewLoggedRequest {
	const entry: NewLoggedRequest = {
		method: request.method,
		path: request.path,
		query: queryObject( request.query ),
		headers: headerObject( request.headers ),
		body: request.body.valid ? request.body.value : request.body.text,
	};
	if ( request.path !== TOKENIZE_PATH ) {
		return {
			...entry,
			query: maskSecrets( entry.query ) as Record< string, string >,
			body: maskSecrets( entry.body ),
		};
	}
	const masked = maskCardData( entry.query.data ?? '' );
	if ( entry.query.data !== undefined ) {
		entry.query.data = masked.data;
	}
	// The tokenizer takes its card in the query; anything sent as a body could be card data too.
	entry.body = entry.body === null ? null : '[tokenizer body, not logged]';
	return { ...entry, cardLast4: masked.cardLast4 };
}
