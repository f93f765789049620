import { __ } from '@wordpress/i18n';

/**
 * The error catalogue of orders-and-checkout.md §8: each error a visitor can see, with its title and message.
 */
export class CheckoutError extends Error {
	constructor(
		readonly code: number,
		readonly title: string,
		message: string,
		/** Lines shown above the message, e.g. one per card field the tokenizer refused. */
		readonly details: string[] = []
	) {
		super( message );
		this.name = 'CheckoutError';
	}
}

const CHECK_PAYMENT = () =>
	__(
		'Please check your billing address and payment information. If the error persists, please contact us.',
		'formation-orders'
	);

/**
 * Names for the tokenizer's field keys, so "number: was declined" reads "Card number was declined".
 * @param field
 */
function cardFieldName( field: string ): string {
	const names: Record< string, string > = {
		number: __( 'Card number', 'formation-orders' ),
		cvc: __( 'Security code', 'formation-orders' ),
		exp_month: __( 'Expiration month', 'formation-orders' ),
		exp_year: __( 'Expiration year', 'formation-orders' ),
		first_name: __( 'First name', 'formation-orders' ),
		last_name: __( 'Last name', 'formation-orders' ),
		billing_address: __( 'Billing address', 'formation-orders' ),
	};
	return (
		names[ field ] ??
		field
			.replace( /_/g, ' ' )
			.replace( /^./, ( first ) => first.toUpperCase() )
	);
}

/**
 * Code 20: the tokenizer refused the card. Card-number errors come first.
 * @param errors
 */
export function tokenizerError(
	errors: Record< string, string[] > = {}
): CheckoutError {
	const fields = Object.keys( errors ).sort(
		( a, b ) => Number( b === 'number' ) - Number( a === 'number' )
	);
	const details = fields.flatMap( ( field ) =>
		( errors[ field ] ?? [] ).map(
			( message ) => `${ cardFieldName( field ) } ${ message }`
		)
	);
	return new CheckoutError(
		20,
		__( 'Error processing payment', 'formation-orders' ),
		CHECK_PAYMENT(),
		details
	);
}

/**
 * Codes 30 and 31: the order was refused; "payment failed" is a payment error.
 * @param serverMessage
 */
export function signupError(
	serverMessage: string | undefined
): CheckoutError {
	if ( serverMessage?.trim().toLowerCase() === 'payment failed' ) {
		return new CheckoutError(
			31,
			__( 'Payment Error', 'formation-orders' ),
			CHECK_PAYMENT()
		);
	}
	return new CheckoutError(
		30,
		__( 'Signup Error', 'formation-orders' ),
		serverMessage ||
			__(
				'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.',
				'formation-orders'
			)
	);
}

/**
 * Anything else that went wrong on the way: the generic checkout error dialog, or the error's own texts.
 * @param error
 */
export function asCheckoutError( error: unknown ): CheckoutError {
	if ( error instanceof CheckoutError ) {
		return error;
	}
	const message = error instanceof Error ? error.message : '';
	if ( /captcha/i.test( message ) ) {
		return new CheckoutError(
			0,
			__( 'Error', 'formation-orders' ),
			message
		);
	}
	return new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__(
			'An error occurred. Please verify your input and try again.',
			'formation-orders'
		),
		message ? [ message ] : []
	);
}
