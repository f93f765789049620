import { __ } from '@wordpress/i18n';

import { safeLink } from '../safe-url';

/**
 * The checkout error catalogue: each error a visitor can see, with its code, title and message.
 */
export class CheckoutError extends Error {
	constructor(
		readonly code: number,
		readonly title: string,
		message: string,
		/** Lines shown above the message, e.g. one per card field the tokenizer refused. */
		readonly details: string[] = [],
		/**
		 * The message asks the visitor to contact us when the problem persists, so the form shows its "Contact
		 * us" link (the order form's contact page) after it.
		 */
		readonly asksToContact = false
	) {
		super( message );
		this.name = 'CheckoutError';
	}

	/** What went wrong for the console; never shown to the visitor. */
	logDetail = '';

	withLogDetail( detail: string ): this {
		this.logDetail = detail;
		return this;
	}
}

const CONTACT_US = () =>
	__(
		'An error has occurred. Please refresh and try again. If the problem persists, please contact us.',
		'formation-orders'
	);

/**
 * Code 10: configuration the form cannot work without is missing (e.g. "Form steps").
 */
export function missingRequiredPropertyError(
	property: string
): CheckoutError {
	return new CheckoutError(
		10,
		__( 'Error', 'formation-orders' ),
		CONTACT_US(),
		[],
		true
	).withLogDetail( property );
}

/**
 * Code 11: configured optional products are missing. Logged only, never shown to the visitor.
 */
export function reportMissingOptionalProducts(
	productKeys: string[],
	log: ( message: string ) => void = ( message ) =>
		// eslint-disable-next-line no-console
		console.warn( message )
): CheckoutError {
	const error = new CheckoutError( 11, '', '' ).withLogDetail(
		productKeys.join( ', ' )
	);
	log( `MissingOptionalProductsError (11): ${ productKeys.join( ', ' ) }` );
	return error;
}

/** A rendering failure inside the form. */
export const unhandledUiError = () =>
	new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__(
			'Something went wrong. Please try again later.',
			'formation-orders'
		)
	);

/**
 * The "Contact us" link shown after an error that asks the visitor to contact us, to the order form's contact
 * page; none when the page has no contact address.
 */
export function contactLink(
	error: CheckoutError,
	contactUrl: string
): { url: string; text: string } | undefined {
	const url = safeLink( contactUrl );
	return error.asksToContact && url
		? { url, text: __( 'Contact us', 'formation-orders' ) }
		: undefined;
}

/**
 * The generic checkout error dialog, with what went wrong as a detail: also what a visitor sees when the code that
 * sends the form does not arrive, like any request that does not reach the server.
 */
export const genericError = ( detail: string ): CheckoutError =>
	new CheckoutError(
		0,
		__( 'Error', 'formation-orders' ),
		__(
			'An error occurred. Please verify your input and try again.',
			'formation-orders'
		),
		detail ? [ detail ] : []
	);
