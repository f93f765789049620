import type { ServerResponse } from 'node:http';

import { DEFAULT_MAX_UPLOAD_BYTES } from '../../../sandbox/src/config';
import { apiRoutes } from '../../../sandbox/src/api-routes';
import { formRoutes } from '../../../sandbox/src/form-routes';
import { createState, type Route } from '../../../sandbox/src/state';

export interface SandboxAnswer {
	status: number;
	body: Record< string, unknown >;
}

const routes: Route[] = [ ...apiRoutes, ...formRoutes ];

/**
 * What the sandbox's own route answers a JSON POST to `path` (its strict checker first, 400 naming the first
 * problem), without a server: the same handler the sandbox runs, given a request and a response that only
 * records the status and the JSON written.
 * @param path e.g. /api/process_contact
 * @param body The JSON WordPress forwards.
 */
export async function sandboxAnswer(
	path: string,
	body: unknown
): Promise< SandboxAnswer > {
	const route = routes.find(
		( candidate ) => candidate.method === 'POST' && candidate.path === path
	);
	if ( ! route ) {
		throw new Error( `the sandbox has no route ${ path }` );
	}
	const answer: SandboxAnswer = { status: 0, body: {} };
	const response = {
		writeHead: ( status: number ) => {
			answer.status = status;
			return response;
		},
		end: ( text?: string ) => {
			answer.body = text ? JSON.parse( text ) : {};
			return response;
		},
		once: () => response,
	};
	const state = createState(
		{
			port: 0,
			host: '127.0.0.1',
			websiteId: '1',
			tokenizerTestKey: '',
			maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
		},
		() => 'http://sandbox.test'
	);
	await route.handle(
		{
			method: 'POST',
			path,
			query: new URLSearchParams(),
			headers: { 'content-type': 'application/json' },
			body: { valid: true, value: JSON.parse( JSON.stringify( body ) ) },
		},
		response as unknown as ServerResponse,
		state
	);
	return answer;
}
