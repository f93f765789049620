/**
 * Test control under /__sandbox/: health, the request log and fault injection. Not logged themselves.
 */
import type { ServerResponse } from 'node:http';

import { parseFaults } from './faults';
import { sendError, sendJson, sendNoContent } from './http-util';
import type { Route, SandboxRequest, SandboxState } from './state';

export const CONTROL_PREFIX = '/__sandbox/';

function health( _request: SandboxRequest, response: ServerResponse ): void {
	sendJson( response, 200, { ok: true } );
}

function listRequests(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	sendJson(
		response,
		200,
		state.log.list( request.query.get( 'path' ) ?? undefined )
	);
}

function clearRequests(
	_request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	state.log.clear();
	sendNoContent( response );
}

function listFaults(
	_request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	sendJson( response, 200, state.faults );
}

function replaceFaults(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	if ( ! request.body.valid ) {
		sendError( response, 400, 'body is not valid JSON' );
		return;
	}
	const parsed = parseFaults( request.body.value );
	if ( 'error' in parsed ) {
		sendError( response, 400, parsed.error );
		return;
	}
	state.faults.replaceAll( parsed.faults );
	sendJson( response, 200, state.faults );
}

function clearFaults(
	_request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	state.faults.clear();
	sendNoContent( response );
}

function listOrders(
	_request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	sendJson( response, 200, {
		orders: state.orders.list(),
		replays: state.orders.replays,
		messages: state.messages,
	} );
}

function clearOrders(
	_request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	state.orders.clear();
	state.messages.length = 0;
	state.keyedAnswers.clear();
	sendNoContent( response );
}

export const controlRoutes: Route[] = [
	{ method: 'GET', path: '/__sandbox/orders', handle: listOrders },
	{ method: 'DELETE', path: '/__sandbox/orders', handle: clearOrders },
	{ method: 'GET', path: '/__sandbox/health', handle: health },
	{ method: 'GET', path: '/__sandbox/requests', handle: listRequests },
	{ method: 'DELETE', path: '/__sandbox/requests', handle: clearRequests },
	{ method: 'GET', path: '/__sandbox/faults', handle: listFaults },
	{ method: 'PUT', path: '/__sandbox/faults', handle: replaceFaults },
	{ method: 'DELETE', path: '/__sandbox/faults', handle: clearFaults },
];
