import {
	asCheckoutError,
	signupError,
	tokenizerError,
} from '../../../src/errors/checkout-errors';

const CHECK_PAYMENT =
	'Please check your billing address and payment information. If the error persists, please contact us.';

describe( 'error catalogue (orders-and-checkout.md §8)', () => {
	it( 'code 20: each tokenizer field error as "Field name message", card number first', () => {
		const error = tokenizerError( {
			cvc: [ 'is invalid' ],
			number: [ 'was declined' ],
		} );
		expect( error.code ).toBe( 20 );
		expect( error.title ).toBe( 'Error processing payment' );
		expect( error.details ).toEqual( [
			'Card number was declined',
			'Security code is invalid',
		] );
		expect( error.message ).toBe( CHECK_PAYMENT );
	} );

	it( 'code 30: the server message under "Signup Error"', () => {
		const error = signupError(
			'That email address already has an account.'
		);
		expect( [ error.code, error.title, error.message ] ).toEqual( [
			30,
			'Signup Error',
			'That email address already has an account.',
		] );
	} );

	it( 'code 30 without a server message: the unknown-error text', () => {
		expect( signupError( undefined ).message ).toBe(
			'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.'
		);
	} );

	it( 'code 31: "payment failed" becomes a Payment Error', () => {
		const error = signupError( 'payment failed' );
		expect( [ error.code, error.title, error.message ] ).toEqual( [
			31,
			'Payment Error',
			CHECK_PAYMENT,
		] );
	} );

	it( 'generic dialog: title "Error" and the default message; network texts kept as details', () => {
		const error = asCheckoutError( new Error( 'Network Error' ) );
		expect( error.title ).toBe( 'Error' );
		expect( error.message ).toBe(
			'An error occurred. Please verify your input and try again.'
		);
		expect( error.details ).toEqual( [ 'Network Error' ] );
	} );

	it( 'generic dialog: a captcha message is shown as it is', () => {
		const message =
			'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.';
		expect( asCheckoutError( new Error( message ) ).message ).toBe(
			message
		);
	} );
} );
