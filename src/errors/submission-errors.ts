/**
 * The errors a submission can end in, from the checkout error catalogue (checkout-errors.ts): they travel with the
 * code that sends the form (src/submission/sender.ts), which the page fetches once the visitor starts on the form.
 */
import { __, sprintf } from '@wordpress/i18n';

import { CheckoutError, genericError } from './checkout-errors';

/** What to check when a card or a payment was refused. */
export const CHECK_PAYMENT = () =>
	__(
		'Please check your billing address and payment information. If the error persists, please contact us.',
		'formation-orders'
	);

/**
 * Code 30: the order was refused; the server's message (under the server's title when it sent one), or the
 * unknown-error text. A refused order is worth a word with us whatever the reason, so it offers the contact link.
 */
export function signupError(
	serverMessage: string | undefined,
	serverTitle?: string
): CheckoutError {
	return new CheckoutError(
		30,
		serverTitle || __( 'Signup Error', 'formation-orders' ),
		serverMessage ||
			__(
				'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.',
				'formation-orders'
			),
		[],
		true
	);
}

/** Code 31: the card was refused when the order was placed. */
export const paymentError = () =>
	new CheckoutError(
		31,
		__( 'Payment Error', 'formation-orders' ),
		CHECK_PAYMENT(),
		[],
		true
	);

const TRY_AGAIN_LATER = () =>
	__(
		'An error has occurred. Please try again in a few minutes.',
		'formation-orders'
	);

/**
 * Code 32: the server could not send mail; the given reason, or the try-again text.
 */
export function mailError( reason?: string ): CheckoutError {
	return new CheckoutError(
		32,
		__( 'Server Error', 'formation-orders' ),
		reason || TRY_AGAIN_LATER()
	);
}

/**
 * Code 33: a job application was refused. With a reason the message asks to contact us; without one it asks to
 * try again later.
 */
export function applicationError( reason?: string ): CheckoutError {
	return new CheckoutError(
		33,
		__( 'Application Error', 'formation-orders' ),
		reason
			? sprintf(
					/* translators: %s: why the server refused the application. */
					__(
						'%s Please check your file(s) and try again. If the problem persists, please contact us.',
						'formation-orders'
					),
					reason
				)
			: TRY_AGAIN_LATER(),
		[],
		Boolean( reason )
	);
}

/**
 * The captcha could not be verified: the server's text, or ours.
 */
export function captchaError( serverText?: string ): CheckoutError {
	return new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		serverText ||
			__(
				'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.',
				'formation-orders'
			)
	);
}

export const captchaMissingError = () =>
	new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__(
			'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.',
			'formation-orders'
		)
	);

export const formTypeNotSetError = () =>
	new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__( 'Form type not set. Aborting.', 'formation-orders' )
	);

/**
 * The sixth Submit of a page load (orders go out only while attempts <= 5).
 * The visitor is told instead of the button silently doing nothing.
 */
export const tooManyAttemptsError = () =>
	new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__(
			'This form has been submitted too many times. Please refresh the page and try again. If the problem persists, please contact us.',
			'formation-orders'
		),
		[],
		true
	);

/**
 * The browser has no cryptographic random source for the order key (src/api/order-key.ts), without which a
 * retry could not be told from a second order: the form takes no order rather than risk charging twice.
 */
export const cannotTakeOrderError = () =>
	new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__(
			'This browser cannot send this form safely. Please use an up-to-date browser, or contact us.',
			'formation-orders'
		),
		[],
		true
	);

interface ErrorWithTexts {
	title?: unknown;
	userMessage?: unknown;
	errors?: Record< string, unknown >;
}

/**
 * Anything else that went wrong on the way: the generic checkout error dialog, or the error's own texts.
 */
export function asCheckoutError( error: unknown ): CheckoutError {
	if ( error instanceof CheckoutError ) {
		return error;
	}
	if ( typeof error === 'string' ) {
		// A bare server error string carries no code: a signup error with that text.
		return signupError( error );
	}
	const message = error instanceof Error ? error.message : '';
	const texts = ( error ?? {} ) as ErrorWithTexts;
	if (
		typeof texts.userMessage === 'string' &&
		texts.userMessage &&
		typeof texts.title === 'string'
	) {
		return new CheckoutError( 0, texts.title, texts.userMessage );
	}
	if ( /captcha/i.test( message ) ) {
		return new CheckoutError(
			0,
			__( 'Error', 'formation-orders' ),
			message
		);
	}
	const cardNumberErrors = texts.errors?.number;
	const firstCardNumberError = Array.isArray( cardNumberErrors )
		? cardNumberErrors.find( ( item ) => typeof item === 'string' )
		: undefined;
	if ( ! firstCardNumberError ) {
		return genericError( message );
	}
	return new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		`${ __( 'Card number', 'formation-orders' ) } ${ firstCardNumberError }`,
		message ? [ message ] : []
	);
}
