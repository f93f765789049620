/**
 * The sandbox HTTP server: stands in for the outside services the plugin talks to, and lets tests see
 * every request and inject faults. Run with `node sandbox/dist/server.js`; SANDBOX_PORT picks the port.
 */
import {
	createServer,
	type IncomingMessage,
	type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { answerLookupRoutes } from './answer-lookup';
import { apiRoutes } from './api-routes';
import { cartRoutes } from './cart-routes';
import { configFromEnv, HOST, type SandboxConfig } from './config';
import { CONTROL_PREFIX, controlRoutes } from './control-routes';
import { formRoutes } from './form-routes';
import { lookupRoutes } from './lookup-routes';
import {
	DEFAULT_FAULT_BODY,
	DEFAULT_FAULT_STATUS,
	delayBeforeHandling,
	replacesAnswer,
} from './faults';
import {
	decodeBody,
	delay,
	applicationBodyLimit,
	MAX_BODY_BYTES,
	megabytes,
	readBody,
	sendError,
	sendNoContent,
	sendRaw,
} from './http-util';
import { logEntryFor } from './log-entry';
import {
	createState,
	type Route,
	type SandboxRequest,
	type SandboxState,
} from './state';

export interface RunningSandbox {
	port: number;
	url: string;
	state: SandboxState;
	close: () => Promise< void >;
}

export type SandboxOptions = Partial< Omit< SandboxConfig, 'host' > >;

const routes: Route[] = [
	...apiRoutes,
	...answerLookupRoutes,
	...cartRoutes,
	...formRoutes,
	...lookupRoutes,
	...controlRoutes,
];

const CORS_HEADERS: Record< string, string > = {
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
	'Access-Control-Allow-Headers': 'Content-Type, Accept, X-Requested-With',
	'Access-Control-Max-Age': '600',
};

// The browser calls the product API and the VIN service itself.
const needsCors = ( path: string ): boolean =>
	path.startsWith( '/api/' ) ||
	path.startsWith( '/vin/' ) ||
	path.startsWith( CONTROL_PREFIX );

function dispatch(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): Promise< void > | void {
	const candidates = routes.filter(
		( route ) =>
			route.path === request.path ||
			( route.prefix === true && request.path.startsWith( route.path ) )
	);
	const route = candidates.find(
		( candidate ) => candidate.method === request.method
	);
	if ( route !== undefined ) {
		return route.handle( request, response, state );
	}
	if ( candidates.length === 0 ) {
		sendError(
			response,
			404,
			`no route for ${ request.method } ${ request.path }`
		);
		return;
	}
	const allowed = candidates
		.map( ( candidate ) => candidate.method )
		.join( ', ' );
	response.setHeader( 'Allow', allowed );
	sendError(
		response,
		405,
		`${ request.method } is not allowed on ${ request.path } (allowed: ${ allowed })`
	);
}

/** Applies an injected fault; true when the fault already answered. */
async function applyFault(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): Promise< boolean > {
	const fault = state.faults.forPath( request.path, request.query );
	if ( fault === undefined ) {
		return false;
	}
	const wait = delayBeforeHandling( fault );
	if ( wait > 0 ) {
		await delay( wait );
	}
	if ( ! replacesAnswer( fault ) ) {
		return false;
	}
	const status = fault.status ?? DEFAULT_FAULT_STATUS;
	sendRaw(
		response,
		status,
		'application/json; charset=utf-8',
		fault.body ?? DEFAULT_FAULT_BODY
	);
	return true;
}

async function handle(
	incoming: IncomingMessage,
	response: ServerResponse,
	state: SandboxState
): Promise< void > {
	const url = new URL( incoming.url ?? '/', 'http://sandbox.invalid' );
	const isControl = url.pathname.startsWith( CONTROL_PREFIX );
	if ( needsCors( url.pathname ) ) {
		Object.entries( CORS_HEADERS ).forEach( ( [ name, value ] ) =>
			response.setHeader( name, value )
		);
	}
	const limit =
		url.pathname === '/api/process_application'
			? applicationBodyLimit( state.config.maxUploadBytes )
			: MAX_BODY_BYTES;
	const raw = await readBody( incoming, limit );
	const request: SandboxRequest = {
		method: incoming.method ?? 'GET',
		path: url.pathname,
		query: url.searchParams,
		headers: incoming.headers,
		body: raw.tooLarge
			? {
					valid: true,
					value: `[larger than ${ megabytes( limit ) }, not logged]`,
				}
			: decodeBody( raw.text ),
	};
	if ( ! isControl ) {
		state.log.record( logEntryFor( request ) );
	}
	if ( raw.tooLarge ) {
		// As an API gateway answers: 413 with a JSON error naming the limit.
		sendError(
			response,
			413,
			`request body is larger than ${ megabytes( limit ) }`
		);
		return;
	}
	if ( request.method === 'OPTIONS' && needsCors( request.path ) ) {
		sendNoContent( response );
		return;
	}
	if ( ! isControl && ( await applyFault( request, response, state ) ) ) {
		return;
	}
	await dispatch( request, response, state );
}

function answerCrash( response: ServerResponse, error: unknown ): void {
	const message = error instanceof Error ? error.message : String( error );
	console.error( `sandbox: request failed: ${ message }` );
	if ( ! response.headersSent ) {
		sendError( response, 500, `sandbox error: ${ message }` );
	} else {
		response.destroy();
	}
}

/**
 * Starts a sandbox on 127.0.0.1. Port 0 picks a free port; the answer says which.
 * @param options Overrides of the environment's settings.
 */
export async function startSandbox(
	options: SandboxOptions = {}
): Promise< RunningSandbox > {
	const given = Object.entries( options ).filter(
		( [ , value ] ) => value !== undefined
	);
	const config: SandboxConfig = {
		...configFromEnv(),
		...Object.fromEntries( given ),
		host: HOST,
	};
	let url = '';
	const state = createState( config, () => url );
	const server = createServer( ( incoming, response ) => {
		handle( incoming, response, state ).catch( ( error: unknown ) =>
			answerCrash( response, error )
		);
	} );
	// A client that keeps connections alive (the tests' fetch) reuses an idle one until a second before the
	// timeout the server announces. With Node's 5 s, a busy machine's late timers let the server close a socket
	// the client had just picked up ("other side closed"). With a long one the client always closes first.
	server.keepAliveTimeout = 65_000;
	server.headersTimeout = 66_000;
	await new Promise< void >( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( config.port, config.host, () => {
			server.off( 'error', reject );
			resolve();
		} );
	} );
	const port = ( server.address() as AddressInfo ).port;
	url = `http://${ config.host }:${ port }`;
	const close = () =>
		new Promise< void >( ( resolve ) => {
			server.close( () => resolve() );
			// Keep-alive sockets would otherwise hold close() open until they time out.
			server.closeAllConnections();
		} );
	return { port, url, state, close };
}

function main(): void {
	startSandbox().then(
		( sandbox ) => {
			console.log( `sandbox listening on ${ sandbox.url }` );
			const stop = () => {
				sandbox.close().then( () => process.exit( 0 ) );
			};
			process.once( 'SIGTERM', stop );
			process.once( 'SIGINT', stop );
		},
		( error: unknown ) => {
			console.error(
				`sandbox could not start: ${ error instanceof Error ? error.message : String( error ) }`
			);
			process.exitCode = 1;
		}
	);
}

if ( require.main === module ) {
	main();
}
