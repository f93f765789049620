/**
 * The error of a card the tokenizer refused, from the checkout error catalogue: it travels with the code that
 * places an order (src/submission/order-sender.ts), so that a form that sells nothing never downloads it.
 */
import { __ } from '@wordpress/i18n';

import { CheckoutError } from './checkout-errors';
import { CHECK_PAYMENT } from './submission-errors';

/**
 * Names for the tokenizer's field keys, so "number: was declined" reads "Card number was declined".
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
		details,
		true
	);
}
