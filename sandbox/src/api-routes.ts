/**
 * The stand-in outside services: product API, marketing API signup, card tokenizer and its login page.
 */
import type { ServerResponse } from 'node:http';

import {
	isCartProductId,
	isLegalPlanProductId,
	isProductOption,
} from './cart-catalog';
import {
	findJurisdiction,
	isKnownProductId,
	registeredAgentProducts,
	registeredAgentProductsFor,
} from './catalog';
import { NYOP_REFUSAL, nyopRefusalMinimum } from './nyop';
import { DEFAULT_PLACE_THEN_TIMEOUT_MS } from './faults';
import {
	answerLate,
	isJsonContentType,
	sendError,
	sendJson,
	sendRaw,
} from './http-util';
import { priceOrder } from './oracle';
import { findAccountSignupProblem, isAccountSignup } from './account-signup';
import { findSignupProblem } from './signup';
import { isFormationProductId } from './signup-formation';
import { idempotencyKeyOf } from './keyed-answers';

/** Accounts opened without an order (free account, affiliate signup) are numbered from here. */
const FIRST_FREE_ACCOUNT_ID = 8000;
import type { Route, SandboxRequest, SandboxState } from './state';
import { tokenize } from './tokenizer';

export const PRODUCTS_PATH = '/api/registered_agent_products';
export const SIGNUP_PATH = '/api/process_signup';
export const TOKENIZE_PATH = '/tokenizer/tokenize';
export const LOGIN_PATH = '/login';

const CALLBACK_PATTERN = /^[A-Za-z_$][\w$.]*$/;

/** The state a product id sells registered agent service in, or null for any other product. */
const agentStateOf = ( productId: unknown ): string | null =>
	registeredAgentProducts.find( ( agent ) => agent.id === productId )
		?.registered_agent.jurisdiction.abbreviation ?? null;

/** The website_id problem, or null when it names the configured website. */
export function websiteIdProblem(
	websiteId: string | null,
	configured: string
): string | null {
	if ( websiteId === null || websiteId === '' ) {
		return 'website_id is required';
	}
	if ( ! /^\d+$/.test( websiteId ) ) {
		return `website_id must be numeric, got "${ websiteId }"`;
	}
	if ( String( Number( websiteId ) ) !== configured ) {
		return `website_id ${ websiteId } is not the configured website id ${ configured }`;
	}
	return null;
}

function listRegisteredAgentProducts(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	const problem = websiteIdProblem(
		request.query.get( 'website_id' ),
		state.config.websiteId
	);
	if ( problem !== null ) {
		sendError( response, 400, problem );
		return;
	}
	const stateAbbreviation = request.query.get( 'state_abbreviation' );
	if ( stateAbbreviation === null ) {
		sendJson( response, 200, { result: registeredAgentProductsFor() } );
		return;
	}
	if ( findJurisdiction( stateAbbreviation ) === undefined ) {
		sendError(
			response,
			400,
			`state_abbreviation "${ stateAbbreviation }" is not a known jurisdiction (use an upper-case code such as CA)`
		);
		return;
	}
	sendJson( response, 200, {
		result: registeredAgentProductsFor( stateAbbreviation ),
	} );
}

async function processSignup(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): Promise< void > {
	if ( ! isJsonContentType( request.headers ) ) {
		sendError( response, 415, 'Content-Type must be application/json' );
		return;
	}
	if ( ! request.body.valid ) {
		sendError( response, 400, 'body is not valid JSON' );
		return;
	}
	// A payment API answers a known key with its first answer before looking at the body again.
	const key = idempotencyKeyOf( request );
	const first = state.orders.replay( key );
	if ( first !== null ) {
		sendJson( response, 200, { result: first } );
		return;
	}
	const keptAccount = state.keyedAnswers.replay( SIGNUP_PATH, key );
	if ( keptAccount !== null ) {
		sendJson( response, keptAccount.status, keptAccount.body );
		return;
	}
	if ( isAccountSignup( request.body.value ) ) {
		const accountProblem = findAccountSignupProblem(
			request.body.value,
			state.config.websiteId
		);
		if ( accountProblem !== null ) {
			sendError( response, 400, accountProblem );
			return;
		}
		const formType = ( request.body.value as { formType: unknown } )
			.formType;
		const message = { kind: 'account', formType, replays: 0 };
		state.messages.push( message );
		const accountId =
			FIRST_FREE_ACCOUNT_ID +
			state.messages.filter( ( received ) => received.kind === 'account' )
				.length;
		const body = {
			result: {
				account_id: accountId,
				login_url: `${ state.baseUrl() }/login?account=${ accountId }`,
			},
		};
		state.keyedAnswers.keep( SIGNUP_PATH, key, {
			status: 200,
			body,
			message,
		} );
		sendJson( response, 200, body );
		return;
	}
	const problem = findSignupProblem( request.body.value, {
		websiteId: state.config.websiteId,
		isKnownProduct: ( id ) =>
			isKnownProductId( id ) || isCartProductId( id ),
		isProductOption,
		isFormationProduct: isFormationProductId,
		isLegalPlan: isLegalPlanProductId,
		tokenStatus: ( token, customerId ) =>
			state.vault.status( token, customerId ),
	} );
	if ( problem !== null ) {
		sendError( response, 400, problem );
		return;
	}
	// A declined charge leaves the token unused, as a real processor would.
	const fault = state.faults.forPath( SIGNUP_PATH );
	if ( fault?.paymentFailed === true ) {
		sendError( response, 402, 'payment failed' );
		return;
	}
	// Name Your Own Price: the API refuses a price under its minimum and names the minimum.
	if ( fault?.nyopMin !== undefined ) {
		sendJson( response, 400, {
			error: NYOP_REFUSAL,
			min: fault.nyopMin,
		} );
		return;
	}
	const minimum = nyopRefusalMinimum( request.body.value, agentStateOf );
	if ( minimum !== null ) {
		sendJson( response, 400, { error: NYOP_REFUSAL, min: minimum } );
		return;
	}
	const payment = ( request.body.value as { payment: { token: string } } )
		.payment;
	state.vault.markUsed( payment.token );
	const result = state.orders.place( key, priceOrder( request.body.value ) );
	if (
		fault?.placeThenTimeout === true &&
		state.orders.count % ( fault.timeoutEvery ?? 1 ) === 0
	) {
		await answerLate(
			response,
			fault.delayMs ?? DEFAULT_PLACE_THEN_TIMEOUT_MS
		);
	}
	if ( ! response.destroyed ) {
		sendJson( response, 200, { result } );
	}
}

function decodeTokenizerData( raw: string | null ): unknown {
	if ( raw === null ) {
		return undefined;
	}
	try {
		return JSON.parse( raw ) as unknown;
	} catch {
		return undefined;
	}
}

function tokenizeCard(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	const callback = request.query.get( 'callback' );
	if ( callback === null || ! CALLBACK_PATTERN.test( callback ) ) {
		sendError(
			response,
			400,
			'callback must be a JavaScript identifier such as handleToken'
		);
		return;
	}
	const answer = tokenize(
		decodeTokenizerData( request.query.get( 'data' ) ),
		{ testKey: state.config.tokenizerTestKey, now: new Date() },
		state.vault
	);
	sendRaw(
		response,
		200,
		'application/javascript; charset=utf-8',
		`${ callback }(${ JSON.stringify( answer ) });`,
		{
			'X-Content-Type-Options': 'nosniff',
		}
	);
}

const LOGIN_PAGE = [
	'<!doctype html>',
	'<html lang="en"><head><meta charset="utf-8"><title>Log in</title></head>',
	'<body><h1>Log in to your account</h1></body></html>',
].join( '\n' );

function showLoginPage(
	_request: SandboxRequest,
	response: ServerResponse
): void {
	sendRaw( response, 200, 'text/html; charset=utf-8', LOGIN_PAGE );
}

export const apiRoutes: Route[] = [
	{ method: 'GET', path: PRODUCTS_PATH, handle: listRegisteredAgentProducts },
	{ method: 'POST', path: SIGNUP_PATH, handle: processSignup },
	{ method: 'GET', path: TOKENIZE_PATH, handle: tokenizeCard },
	{ method: 'GET', path: LOGIN_PATH, handle: showLoginPage },
];
