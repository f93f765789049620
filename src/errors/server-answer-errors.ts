import { __ } from '@wordpress/i18n';

import { CheckoutError } from './checkout-errors';
import {
	captchaError,
	captchaMissingError,
	paymentError,
	signupError,
} from './submission-errors';

/**
 * A refusal as the gateway answers it: the visitor-facing text (already translated and cleaned), a
 * machine-readable `code` and, for refusals and faults of the marketing API, the catalogue title.
 */
export interface ServerRefusal {
	error?: string;
	code?: string;
	title?: string;
}

/** Which kind of request was refused: an order, a message that sends mail, or a job application. */
export type RequestKind = 'signup' | 'mail' | 'application';

/**
 * Codes whose error the browser knows without reading the text. The server maps the marketing API's
 * "payment failed" to `payment_failed`, so the browser never compares message texts.
 */
const BY_CODE: Record< string, ( answer: ServerRefusal ) => CheckoutError > = {
	payment_failed: () => paymentError(),
	captcha_missing: () => captchaMissingError(),
	captcha_failed: ( answer ) => captchaError( answer.error ),
	captcha_unavailable: ( answer ) => captchaError( answer.error ),
};

const TRY_AGAIN_LATER = () =>
	__(
		'An error has occurred. Please try again in a few minutes.',
		'formation-orders'
	);

/**
 * Every other refusal (`refused`, `upstream_error`, a bad request, a rate limit, an expired session ...) by the
 * kind of request: the catalogue number of that kind (30 an order, 32 mail, 33 an application), the server's
 * title when it sent one (translated on the server), and the server's text, already complete: an application
 * refusal arrives with its "Please check your file(s)" advice added.
 */
const BY_KIND: Record<
	RequestKind,
	( answer: ServerRefusal ) => CheckoutError
> = {
	signup: ( answer ) => signupError( answer.error, answer.title ),
	mail: ( answer ) =>
		new CheckoutError(
			32,
			answer.title || __( 'Server Error', 'formation-orders' ),
			answer.error || TRY_AGAIN_LATER()
		),
	// The server's application refusal already carries its "Please check your file(s) ... contact us" advice.
	application: ( answer ) =>
		new CheckoutError(
			33,
			answer.title || __( 'Application Error', 'formation-orders' ),
			answer.error || TRY_AGAIN_LATER(),
			[],
			Boolean( answer.error )
		),
};

/**
 * The error a refused answer becomes, chosen by its code and the kind of request, never by its text.
 */
export function serverAnswerError(
	answer: ServerRefusal,
	kind: RequestKind = 'signup'
): CheckoutError {
	const byCode = answer.code ? BY_CODE[ answer.code ] : undefined;
	return byCode ? byCode( answer ) : BY_KIND[ kind ]( answer );
}
