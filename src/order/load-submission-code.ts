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
 * Fetches the order code in the background once the visitor starts on the form (the first focus, touch or
 * click inside it), in the browser's next idle moment, so that Submit rarely waits for it while a page nobody
 * fills in never downloads it. A failure here is silent: Submit asks again and reports it.
 * @param form The form's wrapper element.
 */
export function prefetchSubmissionCode( form: HTMLElement ): void {
	const load = () => {
		loadSubmissionCode().catch( () => undefined );
	};
	const { requestIdleCallback } = window as {
		requestIdleCallback?: ( callback: () => void ) => number;
	};
	const inBackground = () => {
		form.removeEventListener( 'focusin', inBackground );
		form.removeEventListener( 'pointerdown', inBackground );
		if ( requestIdleCallback ) {
			requestIdleCallback( load );
		} else {
			setTimeout( load, 1 );
		}
	};
	form.addEventListener( 'focusin', inBackground );
	form.addEventListener( 'pointerdown', inBackground );
}
