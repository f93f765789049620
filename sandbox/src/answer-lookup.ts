/**
 * GET /api/idempotent_answer?path=process_signup, with the Idempotency-Key header: what the API answered the
 * request it accepted with that key on that path (200 `{status, body}`), or 404 when it accepted none. As a
 * payment API offers it: a caller that gave up waiting finds out whether its request went through without
 * sending it again. WordPress asks it when a visitor's page wants to know what became of an order whose answer
 * came too late.
 */
import type { ServerResponse } from 'node:http';

import { SIGNUP_PATH } from './api-routes';
import { sendError, sendJson } from './http-util';
import { idempotencyKeyOf } from './keyed-answers';
import type { Route, SandboxRequest, SandboxState } from './state';

export const ANSWER_LOOKUP_PATH = '/api/idempotent_answer';

/** The calls whose answers are kept by key. */
const KEYED_PATHS = [
	'process_signup',
	'process_reset_password',
	'process_contact',
	'process_client_profile',
	'process_application',
];

function lookUp(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	const path = request.query.get( 'path' ) ?? '';
	if ( ! KEYED_PATHS.includes( path ) ) {
		sendError(
			response,
			400,
			`path must be one of ${ KEYED_PATHS.join( ', ' ) }`
		);
		return;
	}
	const key = idempotencyKeyOf( request );
	if ( key === null ) {
		sendError( response, 400, 'the Idempotency-Key header is required' );
		return;
	}
	if ( request.query.get( 'website_id' ) !== state.config.websiteId ) {
		sendError(
			response,
			400,
			`website_id must be the configured website id ${ state.config.websiteId }`
		);
		return;
	}
	const fullPath = `/api/${ path }`;
	const order = fullPath === SIGNUP_PATH ? state.orders.peek( key ) : null;
	const kept = order
		? { status: 200, body: { result: order } }
		: state.keyedAnswers.peek( fullPath, key );
	if ( kept === null ) {
		sendError(
			response,
			404,
			'no request was accepted with this Idempotency-Key'
		);
		return;
	}
	sendJson( response, 200, { status: kept.status, body: kept.body } );
}

export const answerLookupRoutes: Route[] = [
	{ method: 'GET', path: ANSWER_LOOKUP_PATH, handle: lookUp },
];
