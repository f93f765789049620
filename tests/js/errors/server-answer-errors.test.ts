import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import {
	serverAnswerError,
	type RequestKind,
	type ServerRefusal,
} from '../../../src/errors/server-answer-errors';

const CHECK_PAYMENT =
	'Please check your billing address and payment information. If the error persists, please contact us.';
const UNKNOWN =
	'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.';
const TRY_LATER = 'An error has occurred. Please try again in a few minutes.';
const CAPTCHA_FAILED =
	'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.';
const CAPTCHA_MISSING =
	'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.';

type Row = [ string, ServerRefusal, RequestKind, [ number, string, string ] ];

/** What the gateway answers (includes/Gateway/Upstream_Errors.php, Bad_Request.php ...) and what the visitor sees. */
const ROWS: Row[] = [
	[
		'payment_failed: the Payment Error of code 31, whatever the text',
		{
			error: 'payment failed',
			code: 'payment_failed',
			title: 'Payment Error',
		},
		'signup',
		[ 31, 'Payment Error', CHECK_PAYMENT ],
	],
	[
		'refused order: code 30 with the server title and text',
		{
			error: 'That email address already has an account.',
			code: 'refused',
			title: 'Signup Error',
		},
		'signup',
		[ 30, 'Signup Error', 'That email address already has an account.' ],
	],
	[
		'upstream_error on an order: code 30, the catalogue text the server sent',
		{ error: UNKNOWN, code: 'upstream_error', title: 'Signup Error' },
		'signup',
		[ 30, 'Signup Error', UNKNOWN ],
	],
	[
		'upstream_error without a text: the unknown-error text',
		{ code: 'upstream_error' },
		'signup',
		[ 30, 'Signup Error', UNKNOWN ],
	],
	[
		'refused mail: code 32 Server Error with the reason',
		{ error: 'Mail server down.', code: 'refused', title: 'Server Error' },
		'mail',
		[ 32, 'Server Error', 'Mail server down.' ],
	],
	[
		'upstream_error on mail: code 32 Server Error, try again later',
		{ error: TRY_LATER, code: 'upstream_error', title: 'Server Error' },
		'mail',
		[ 32, 'Server Error', TRY_LATER ],
	],
	[
		'refused application: code 33 with the server-composed advice, not repeated',
		{
			error: 'The resume is not a PDF. Please check your file(s) and try again. If the problem persists, please contact us.',
			code: 'refused',
			title: 'Application Error',
		},
		'application',
		[
			33,
			'Application Error',
			'The resume is not a PDF. Please check your file(s) and try again. If the problem persists, please contact us.',
		],
	],
	[
		'application without a text: code 33, try again later',
		{ code: 'upstream_error' },
		'application',
		[ 33, 'Application Error', TRY_LATER ],
	],
	[
		'captcha_missing: the missing-captcha text',
		{ error: CAPTCHA_MISSING, code: 'captcha_missing' },
		'signup',
		[ 0, 'Error', CAPTCHA_MISSING ],
	],
	[
		'captcha_failed: the server text',
		{ error: 'Captcha expired', code: 'captcha_failed' },
		'signup',
		[ 0, 'Error', 'Captcha expired' ],
	],
	[
		'captcha_unavailable without a text: our captcha text',
		{ code: 'captcha_unavailable' },
		'signup',
		[ 0, 'Error', CAPTCHA_FAILED ],
	],
	[
		'rate_limited: a signup error with the wait',
		{
			error: 'Too many requests from your network. Please wait 3 minutes and try again.',
			code: 'rate_limited',
		},
		'signup',
		[
			30,
			'Signup Error',
			'Too many requests from your network. Please wait 3 minutes and try again.',
		],
	],
	[
		'in_progress: a signup error asking to wait',
		{
			error: 'Your order is already being processed. Please wait a moment before trying again.',
			code: 'in_progress',
		},
		'signup',
		[
			30,
			'Signup Error',
			'Your order is already being processed. Please wait a moment before trying again.',
		],
	],
	[
		'invalid_nonce (after the client renewed it once): the session text',
		{
			error: 'Your session has expired. Please reload the page and try again.',
			code: 'invalid_nonce',
		},
		'signup',
		[
			30,
			'Signup Error',
			'Your session has expired. Please reload the page and try again.',
		],
	],
	[
		'a "payment failed" text under another code is not a payment error',
		{ error: 'payment failed', code: 'refused', title: 'Signup Error' },
		'signup',
		[ 30, 'Signup Error', 'payment failed' ],
	],
	[
		'no code at all: a signup error with the text',
		{ error: 'payment failed' },
		'signup',
		[ 30, 'Signup Error', 'payment failed' ],
	],
];

describe( 'server answers become catalogue errors by code', () => {
	it.each( ROWS )( '%s', ( _name, answer, kind, expected ) => {
		const error = serverAnswerError( answer, kind );
		expect( [ error.code, error.title, error.message ] ).toEqual(
			expected
		);
	} );
} );

/**
 * Every code the PHP gateway can send: the literal after the status in `new Bad_Request(...)` and
 * `Answer::error(...)`, plus the two defaults.
 * @param folder
 */
function gatewayCodes( folder: string ): Set< string > {
	const codes = new Set< string >();
	const visit = ( directory: string ) => {
		for ( const entry of readdirSync( directory, {
			withFileTypes: true,
		} ) ) {
			const path = join( directory, entry.name );
			if ( entry.isDirectory() ) {
				visit( path );
				continue;
			}
			if ( ! entry.name.endsWith( '.php' ) ) {
				continue;
			}
			const source = readFileSync( path, 'utf8' );
			for ( const call of source.matchAll(
				/(?:new Bad_Request|Answer::error)\s*\(([\s\S]*?)\);/g
			) ) {
				for ( const code of call[ 1 ].matchAll(
					/(?<=(?:\d{3}|status)\s*,\s*|[?:]\s*)'([a-z]+(?:_[a-z]+)*)'/g
				) ) {
					codes.add( code[ 1 ] );
				}
			}
			for ( const fallback of source.matchAll(
				/(?:error_code|\$code) = '([a-z_]+)'/g
			) ) {
				codes.add( fallback[ 1 ] );
			}
		}
	};
	visit( folder );
	return codes;
}

describe( 'the codes the PHP gateway sends', () => {
	const codes = gatewayCodes( join( __dirname, '../../../includes' ) );

	it( 'are found in the gateway source (the scan itself works)', () => {
		expect( [ ...codes ] ).toEqual(
			expect.arrayContaining( [
				'payment_failed',
				'refused',
				'upstream_error',
				'invalid_nonce',
				'rate_limited',
				'captcha_failed',
				'bad_request',
			] )
		);
	} );

	/** Codes whose own catalogue text replaces the server's; every other code shows the server's text. */
	const OWN_TEXT: Record< string, string > = {
		payment_failed: CHECK_PAYMENT,
		captcha_missing: CAPTCHA_MISSING,
	};

	it.each( [ ...codes ] )(
		'"%s" becomes an error with a title and the text the visitor should read',
		( code ) => {
			const text = `Server text for ${ code }.`;
			const error = serverAnswerError( { error: text, code } );
			expect( error.title ).not.toBe( '' );
			expect( error.message ).toBe( OWN_TEXT[ code ] ?? text );
		}
	);
} );
