import {
	CheckoutError,
	contactLink,
	genericError,
	missingRequiredPropertyError,
	reportMissingOptionalProducts,
	unhandledUiError,
} from '../../../src/errors/checkout-errors';
import {
	applicationError,
	asCheckoutError,
	captchaError,
	captchaMissingError,
	formTypeNotSetError,
	mailError,
	paymentError,
	signupError,
	tooManyAttemptsError,
} from '../../../src/errors/submission-errors';
import { tokenizerError } from '../../../src/errors/card-errors';
import {
	isNetworkFailure,
	NETWORK_MESSAGES,
} from '../../../src/errors/network';

const CHECK_PAYMENT =
	'Please check your billing address and payment information. If the error persists, please contact us.';

describe( 'error catalogue', () => {
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

	it( 'code 31: a Payment Error asks to check payment information and billing address', () => {
		const error = paymentError();
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

	it( 'generic dialog without the submission code: the same dialog as any lost request', () => {
		const texts = ( error: CheckoutError ) => ( {
			code: error.code,
			title: error.title,
			message: error.message,
			details: error.details,
			asksToContact: error.asksToContact,
		} );
		expect( texts( genericError( 'Network Error' ) ) ).toEqual(
			texts( asCheckoutError( new Error( 'Network Error' ) ) )
		);
		expect( genericError( '' ).details ).toEqual( [] );
	} );

	it( 'generic dialog: a captcha message is shown as it is', () => {
		const message =
			'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.';
		expect( asCheckoutError( new Error( message ) ).message ).toBe(
			message
		);
	} );
} );

describe( 'every checkout error class (codes 10 to 33)', () => {
	const CONTACT_US =
		'An error has occurred. Please refresh and try again. If the problem persists, please contact us.';
	const TRY_LATER =
		'An error has occurred. Please try again in a few minutes.';

	it.each( [
		[
			'code 10 MissingRequiredPropertyError',
			() => missingRequiredPropertyError( 'Form steps' ),
			10,
			'Error',
			CONTACT_US,
		],
		[
			'code 20 TokenizerResponseError',
			() => tokenizerError( {} ),
			20,
			'Error processing payment',
			CHECK_PAYMENT,
		],
		[
			'code 30 SignupResponseError',
			() => signupError( 'Email in use' ),
			30,
			'Signup Error',
			'Email in use',
		],
		[
			'code 31 PaymentError',
			paymentError,
			31,
			'Payment Error',
			CHECK_PAYMENT,
		],
		[
			'code 32 MailError, default',
			() => mailError(),
			32,
			'Server Error',
			TRY_LATER,
		],
		[
			'code 32 MailError, with a reason',
			() => mailError( 'Mail server down.' ),
			32,
			'Server Error',
			'Mail server down.',
		],
		[
			'code 33 ApplicationError, default',
			() => applicationError(),
			33,
			'Application Error',
			TRY_LATER,
		],
		[
			'code 33 ApplicationError, with a reason',
			() => applicationError( 'The resume is not a PDF.' ),
			33,
			'Application Error',
			'The resume is not a PDF. Please check your file(s) and try again. If the problem persists, please contact us.',
		],
		[
			'captcha failure, default',
			() => captchaError(),
			0,
			'Error',
			'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.',
		],
		[
			'captcha failure, server text',
			() => captchaError( 'Captcha expired' ),
			0,
			'Error',
			'Captcha expired',
		],
		[
			'captcha missing',
			captchaMissingError,
			0,
			'Error',
			'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.',
		],
		[
			'form type unset',
			formTypeNotSetError,
			0,
			'Error',
			'Form type not set. Aborting.',
		],
		[
			'unhandled UI error',
			unhandledUiError,
			0,
			'Error',
			'Something went wrong. Please try again later.',
		],
	] )( '%s', ( _name, make, code, title, message ) => {
		const error = make();
		expect( [ error.code, error.title, error.message ] ).toEqual( [
			code,
			title,
			message,
		] );
	} );

	// Every message that ends "please contact us" gets the contact page's link after it; the others do not.
	it.each( [
		[ 'code 10', () => missingRequiredPropertyError( 'Form steps' ), true ],
		[ 'code 20', () => tokenizerError( { number: [ 'x' ] } ), true ],
		[ 'code 30 unknown', () => signupError( undefined ), true ],
		[ 'code 30 server text', () => signupError( 'Name taken.' ), true ],
		[ 'code 31', () => paymentError(), true ],
		[ 'code 32', () => mailError(), false ],
		[ 'code 33 with a reason', () => applicationError( 'Too big.' ), true ],
		[ 'code 33 without a reason', () => applicationError(), false ],
		[ 'too many attempts', () => tooManyAttemptsError(), true ],
		[ 'captcha missing', () => captchaMissingError(), false ],
		[ 'captcha failed', () => captchaError(), false ],
		[ 'unhandled UI error', () => unhandledUiError(), false ],
		[ 'generic', () => asCheckoutError( new Error( 'boom' ) ), false ],
	] )( '%s: contact link %s', ( _name, make, offered ) => {
		const error = make();
		expect( contactLink( error, '/contact/' ) ).toEqual(
			offered ? { url: '/contact/', text: 'Contact us' } : undefined
		);
		// A page without a contact address shows no link at all.
		expect( contactLink( error, '' ) ).toBeUndefined();
	} );

	it( 'code 11 MissingOptionalProductsError is logged only: no title, no message', () => {
		const log = jest.fn();
		const error = reportMissingOptionalProducts(
			[ 'mailForwarding' ],
			log
		);
		expect( [ error.code, error.title, error.message ] ).toEqual( [
			11,
			'',
			'',
		] );
		expect( log ).toHaveBeenCalledWith(
			'MissingOptionalProductsError (11): mailForwarding'
		);
	} );

	it( "generic dialog: the error's own title and user message when present", () => {
		const error = asCheckoutError( {
			title: 'Price too low',
			userMessage: 'Please name a higher price.',
		} );
		expect( [ error.title, error.message ] ).toEqual( [
			'Price too low',
			'Please name a higher price.',
		] );
	} );

	it( 'generic dialog: the first card-number error when present', () => {
		const cardError = Object.assign( new Error( 'card' ), {
			errors: { number: [ 'is too short', 'is invalid' ] },
		} );
		expect( asCheckoutError( cardError ).message ).toBe(
			'Card number is too short'
		);
	} );

	it( 'a bare server error string is a signup error; its text is never matched (the code decides, see server-answer-errors)', () => {
		expect( asCheckoutError( 'Email in use' ) ).toMatchObject( {
			code: 30,
			message: 'Email in use',
		} );
		expect( asCheckoutError( 'payment failed' ) ).toMatchObject( {
			code: 30,
			title: 'Signup Error',
		} );
		expect( signupError( 'payment failed' ).code ).toBe( 30 );
	} );

	it.each( [
		NETWORK_MESSAGES.aborted,
		NETWORK_MESSAGES.network,
		NETWORK_MESSAGES.timeout( 30000 ),
	] )(
		'network failure "%s": the generic dialog, the text kept as a detail',
		( text ) => {
			expect( text ).toMatch(
				/^(Request aborted|Network Error|timeout of 30000ms exceeded)$/
			);
			const error = new Error( text );
			expect( isNetworkFailure( error ) ).toBe( true );
			expect( asCheckoutError( error ) ).toMatchObject( {
				title: 'Error',
				message:
					'An error occurred. Please verify your input and try again.',
				details: [ text ],
			} );
		}
	);
} );
