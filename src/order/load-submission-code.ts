import { NETWORK_MESSAGES } from '../errors/network';
import { onFirstInteraction } from '../first-interaction';

/** The code that places an order (and sends any other form). */
export type OrderCode = typeof import( './submission-code' );
/** The code that sends a form that sells nothing. */
export type FormRequestCode =
	typeof import( '../submission/form-request-code' );
export type SubmissionCode = OrderCode | FormRequestCode;

/** The one request for each chunk; forgotten when it fails, so that the next Submit asks again. */
let pending: Promise< OrderCode > | null = null;
let pendingFormRequest: Promise< FormRequestCode > | null = null;

/** A chunk that does not arrive fails like any request that does not reach the server. */
const asNetworkFailure = (): never => {
	throw new Error( NETWORK_MESSAGES.network );
};

/**
 * The code that places an order, fetched once. A chunk that does not arrive fails like any request that does
 * not reach the server: the visitor sees the usual network error and can press Submit again.
 */
export function loadSubmissionCode(): Promise< OrderCode > {
	pending ??= import(
		/* webpackChunkName: "order-form/submission" */ './submission-code'
	).catch( () => {
		pending = null;
		return asNetworkFailure();
	} );
	return pending;
}

/**
 * The code that sends a form that sells nothing, fetched once: without the order payload builder, so that such a
 * form downloads none of the cart's code.
 */
export function loadFormRequestCode(): Promise< FormRequestCode > {
	// Its chunk is order-form/form-request (webpack.config.js), which the order code shares.
	pendingFormRequest ??= import( '../submission/form-request-code' ).catch(
		() => {
			pendingFormRequest = null;
			return asNetworkFailure();
		}
	);
	return pendingFormRequest;
}

/**
 * Fetches the order code in the background once the visitor starts on the form (src/first-interaction.ts), in the
 * browser's next idle moment, so that Submit rarely waits for it while a page nobody
 * fills in never downloads it. A failure here is silent: Submit asks again and reports it.
 * @param form     The form's wrapper element.
 * @param loadCode The form's submission code: the order code, or a form's that sells nothing.
 */
export function prefetchSubmissionCode(
	form: HTMLElement,
	loadCode: () => Promise< SubmissionCode > = loadSubmissionCode
): void {
	const load = () => {
		loadCode().catch( () => undefined );
	};
	const { requestIdleCallback } = window as {
		requestIdleCallback?: ( callback: () => void ) => number;
	};
	const inBackground = () => {
		if ( requestIdleCallback ) {
			requestIdleCallback( load );
		} else {
			setTimeout( load, 1 );
		}
	};
	onFirstInteraction( form, inBackground );
}
