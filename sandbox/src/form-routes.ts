/**
 * The marketing API's non-order form calls (login, password reset, contact, application, client profile), as
 * WordPress forwards them:
 * strict JSON checks with a 400 naming the first problem, and plausible answers.
 */
import type { ServerResponse } from 'node:http';

import { DEFAULT_PLACE_THEN_TIMEOUT_MS } from './faults';
import {
	answerLate,
	isJsonContentType,
	sendError,
	sendJson,
} from './http-util';
import {
	arrayAt,
	fail,
	type JsonObject,
	objectAt,
	objectOrEmptyListAt,
	onlyKeys,
	PayloadProblem,
	stringAt,
} from './json-checks';
import { idempotencyKeyOf } from './keyed-answers';
import type {
	ReceivedMessage,
	Route,
	SandboxRequest,
	SandboxState,
} from './state';

/** The one account process_login accepts. */
export const SANDBOX_LOGIN = {
	username: 'ada',
	password: 'Analytical-Engine-1',
};
/** process_application refuses a job listing link containing this, to show an Application Error. */
export const CLOSED_POSITION_MARKER = 'closed-position';

function websiteOf( body: JsonObject, state: SandboxState ): void {
	if ( String( body.website ) !== state.config.websiteId ) {
		fail(
			`website must be the configured website id ${ state.config.websiteId }`
		);
	}
}

function urlAt( value: unknown, path: string ): string {
	const text = stringAt( value, path );
	if ( ! /^https?:\/\/[^\s]+$/.test( text ) ) {
		fail( `${ path } must be an http(s) URL` );
	}
	return text;
}

function checkLogin( body: JsonObject, state: SandboxState ): JsonObject {
	onlyKeys(
		body,
		[ 'url', 'username', 'password', 'website', 'formType' ],
		''
	);
	websiteOf( body, state );
	urlAt( body.url, 'url' );
	stringAt( body.username, 'username' );
	stringAt( body.password, 'password' );
	return body;
}

function checkReset( body: JsonObject, state: SandboxState ): JsonObject {
	onlyKeys( body, [ 'url', 'email', 'website', 'formType' ], '' );
	websiteOf( body, state );
	urlAt( body.url, 'url' );
	if (
		! /^[^@\s&]+@[^@\s]+\.[^@\s]+$/.test( stringAt( body.email, 'email' ) )
	) {
		fail( 'email must be an email address' );
	}
	return body;
}

function checkMessage( field: string ) {
	return ( body: JsonObject, state: SandboxState ): JsonObject => {
		onlyKeys(
			body,
			[ 'website', 'client_ip', 'formType', 'pageID', field ],
			''
		);
		websiteOf( body, state );
		stringAt( body.client_ip, 'client_ip' );
		stringAt( body.formType, 'formType' );
		objectOrEmptyListAt( body[ field ], field );
		return body;
	};
}

function checkFile( value: unknown, path: string ): void {
	const file = objectAt( value, path );
	onlyKeys( file, [ 'name', 'type', 'size', 'content_base64' ], path );
	if ( ! /\.pdf$/i.test( stringAt( file.name, `${ path }.name` ) ) ) {
		fail( `${ path }.name must end in .pdf` );
	}
	const bytes = Buffer.from(
		stringAt( file.content_base64, `${ path }.content_base64` ),
		'base64'
	);
	if ( ! bytes.subarray( 0, 5 ).equals( Buffer.from( '%PDF-' ) ) ) {
		fail( `${ path }.content_base64 is not a PDF` );
	}
	if ( file.size !== bytes.length ) {
		fail( `${ path }.size must be the decoded length ${ bytes.length }` );
	}
}

function checkApplication( body: JsonObject, state: SandboxState ): JsonObject {
	onlyKeys(
		body,
		[ 'website', 'client_ip', 'formType', 'applicationData', 'files' ],
		''
	);
	websiteOf( body, state );
	const data = objectAt( body.applicationData, 'applicationData' );
	onlyKeys(
		data,
		[
			'contact_information',
			'applicant_details',
			'projects',
			'job_listing_link',
		],
		'applicationData'
	);
	objectOrEmptyListAt(
		data.contact_information,
		'applicationData.contact_information'
	);
	objectOrEmptyListAt(
		data.applicant_details,
		'applicationData.applicant_details'
	);
	// Every application is for a position: one of the listed ones, or one the applicant names.
	const details = data.applicant_details as JsonObject;
	const named = [ details.position, details.custom_position ].some(
		( value ) => typeof value === 'string' && value.trim() !== ''
	);
	if ( ! named ) {
		fail(
			'applicationData.applicant_details must name a position or a custom_position'
		);
	}
	arrayAt( data.projects, 'applicationData.projects' );
	stringAt( data.job_listing_link, 'applicationData.job_listing_link' );
	const files = objectAt( body.files, 'files' );
	for ( const name of [ 'resume', 'coverLetter' ] ) {
		checkFile( files[ name ], `files.${ name }` );
	}
	for ( const [ name, file ] of Object.entries( files ) ) {
		if ( ! [ 'resume', 'coverLetter' ].includes( name ) ) {
			if ( ! /^project-[1-9]\d*$/.test( name ) ) {
				fail( `unexpected file files.${ name }` );
			}
			checkFile( file, `files.${ name }` );
		}
	}
	return body;
}

type Checker = ( body: JsonObject, state: SandboxState ) => JsonObject;

/** What a route answers, and what the API received when it accepted the request (nothing for a login). */
interface FormAnswer {
	status: number;
	body: unknown;
	message?: ReceivedMessage;
}
type Answerer = ( body: JsonObject, state: SandboxState ) => FormAnswer;

const refusal = ( status: number, error: string ): FormAnswer => ( {
	status,
	body: { error },
} );

/** Records what the API received and answers it as accepted. */
function received(
	state: SandboxState,
	kind: string,
	formType: unknown,
	body: unknown
): FormAnswer {
	const message: ReceivedMessage = { kind, formType, replays: 0 };
	state.messages.push( message );
	return { status: 200, body, message };
}

function formRoute( path: string, check: Checker, answer: Answerer ): Route {
	return {
		method: 'POST',
		path,
		handle: async (
			request: SandboxRequest,
			response: ServerResponse,
			state: SandboxState
		) => {
			if ( ! isJsonContentType( request.headers ) ) {
				sendError(
					response,
					415,
					'Content-Type must be application/json'
				);
				return;
			}
			// As a payment API does, a known key gets its first answer before the body is looked at again.
			const key = idempotencyKeyOf( request );
			const kept = state.keyedAnswers.replay( path, key );
			if ( kept !== null ) {
				sendJson( response, kept.status, kept.body );
				return;
			}
			if ( ! request.body.valid ) {
				sendError( response, 400, 'body is not valid JSON' );
				return;
			}
			let body: JsonObject;
			try {
				body = check( objectAt( request.body.value, 'body' ), state );
			} catch ( problem ) {
				if ( problem instanceof PayloadProblem ) {
					sendError( response, 400, problem.message );
					return;
				}
				throw problem;
			}
			const answered = answer( body, state );
			if ( answered.message !== undefined ) {
				state.keyedAnswers.keep( path, key, {
					status: answered.status,
					body: answered.body,
					message: answered.message,
				} );
				const fault = state.faults.forPath( path );
				if ( fault?.placeThenTimeout === true ) {
					await answerLate(
						response,
						fault.delayMs ?? DEFAULT_PLACE_THEN_TIMEOUT_MS
					);
				}
			}
			if ( ! response.destroyed ) {
				sendJson( response, answered.status, answered.body );
			}
		},
	};
}

export const formRoutes: Route[] = [
	formRoute( '/api/process_login', checkLogin, ( body, state ) => {
		if (
			body.username !== SANDBOX_LOGIN.username ||
			body.password !== SANDBOX_LOGIN.password
		) {
			return refusal( 401, 'Invalid username or password.' );
		}
		return {
			status: 200,
			body: {
				result: {
					login_url: `${ state.baseUrl() }/login?account=5000`,
				},
			},
		};
	} ),
	// A reset sends an email: received (and kept for its key) like a message, so a retry sends no second email.
	formRoute( '/api/process_reset_password', checkReset, ( body, state ) =>
		received( state, 'password_reset', body.formType, {
			result: { sent: true },
		} )
	),
	formRoute(
		'/api/process_contact',
		checkMessage( 'contactData' ),
		( body, state ) =>
			received( state, 'contact', body.formType, { success: true } )
	),
	formRoute(
		'/api/process_client_profile',
		checkMessage( 'clientProfileData' ),
		( body, state ) =>
			received( state, 'client_profile', body.formType, {
				success: true,
			} )
	),
	formRoute(
		'/api/process_application',
		checkApplication,
		( body, state ) => {
			const link = String(
				( body.applicationData as JsonObject ).job_listing_link
			);
			if ( link.includes( CLOSED_POSITION_MARKER ) ) {
				return refusal( 422, 'The position is closed.' );
			}
			return received( state, 'application', body.formType, {
				success: true,
				priority: false,
			} );
		}
	),
];
