import { NETWORK_MESSAGES } from '../errors/network';

export type SubmissionCode = typeof import( './submission-code' );

/** The one request for the chunk; forgotten when it fails, so that the next Submit asks again. */
let pending: Promise< SubmissionCode > | null = null;

/**
 * The code that places an order, fetched once. A chunk that does not arrive fails like any request that does
 * not reach the server: the visitor sees the usual network error and can press Submit again.
 */
export function loadSubmissionCode(): Promise< SubmissionCode > {
	pending ??= import(
		/* webpackChunkName: "order-form/submission" */ './submission-code'
	).catch( () => {
		pending = null;
		throw new Error( NETWORK_MESSAGES.network );
	} );
	return pending;
}

/**
 * Fetches the order code while the visitor fills the form, once the browser has nothing else to do, so that
 * Submit rarely waits for it. A failure here is silent: Submit asks again and reports it.
 */
export function prefetchSubmissionCode(): void {
	const load = () => {
		loadSubmissionCode().catch( () => undefined );
	};
	const { requestIdleCallback } = window as {
		requestIdleCallback?: ( callback: () => void ) => number;
	};
	if ( requestIdleCallback ) {
		requestIdleCallback( load );
	} else {
		setTimeout( load, 1 );
	}
}
