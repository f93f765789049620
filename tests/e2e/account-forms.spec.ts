import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import {
	fillContact,
	fillFields,
	registeredAgentVisitor,
} from './support/order-form';
import { resetSandbox, sandboxRequests, setFaults } from './support/sandbox';

/** The sandbox's one account (sandbox/src/form-routes.ts). */
const ACCOUNT = { username: 'ada', password: 'Analytical-Engine-1' };

const CAPTCHA_MISSING =
	'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.';
const CAPTCHA_FAILED =
	'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.';

test.beforeEach( async () => {
	await resetSandbox();
} );

/** Every admin-ajax POST the page sends, by action. */
function recordActions( page: Page ): string[] {
	const actions: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( '/wp-admin/admin-ajax.php' )
		) {
			const match = /name="action"\r\n\r\n([a-z_]+)/.exec(
				request.postData() ?? ''
			);
			actions.push( match ? match[ 1 ] : '?' );
		}
	} );
	return actions;
}

/** The file names of every script of the plugin's build the page downloads. */
function recordOwnScripts( page: Page ): string[] {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		const match = /\/build\/[a-z-]+\/([a-z-]+\.js)/.exec( request.url() );
		if ( match ) {
			scripts.push( match[ 1 ] );
		}
	} );
	return scripts;
}

test( 'login: the sandbox receives url, username and password once; the visitor lands on the login URL it answers', async ( {
	page,
	baseURL,
} ) => {
	const actions = recordActions( page );
	const scripts = recordOwnScripts( page );
	await page.goto( '/login/' );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByLabel( 'Username or Email' ).fill( ACCOUNT.username );
	await page
		.getByLabel( 'Password', { exact: true } )
		.fill( ACCOUNT.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /\/login\?account=5000/ );

	// A form that sells nothing downloads none of the products', cart's and pricing code.
	expect( scripts ).toContain( 'account-login-module.js' );
	expect( scripts ).not.toContain( 'commerce.js' );

	const logins = await sandboxRequests( '/api/process_login' );
	expect( logins ).toHaveLength( 1 );
	expect( logins[ 0 ].body ).toMatchObject( {
		url: `${ baseURL }/login/`,
		username: ACCOUNT.username,
		formType: 'login',
	} );
	expect( actions ).toEqual( [ 'process_login' ] );
	expect( await sandboxRequests( '/tokenizer/tokenize' ) ).toHaveLength( 0 );
} );

test( "login: when its request's code does not arrive, Log In shows the network error, sends nothing and keeps what was typed; the next Log In goes through", async ( {
	page,
} ) => {
	const builder = /\/build\/order-form\/request-login\.js/;
	await page.route( builder, ( route ) => route.abort() );
	await page.goto( '/login/' );
	await page.getByLabel( 'Username or Email' ).fill( ACCOUNT.username );
	await page
		.getByLabel( 'Password', { exact: true } )
		.fill( ACCOUNT.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();

	await expect( page.locator( '.fo-toast' ) ).toContainText(
		'An error occurred. Please verify your input and try again.'
	);
	await expect( page.locator( '.fo-toast' ) ).toContainText(
		'Network Error'
	);
	await expect( page.getByLabel( 'Username or Email' ) ).toHaveValue(
		ACCOUNT.username
	);
	expect( await sandboxRequests( '/api/process_login' ) ).toHaveLength( 0 );

	await page.unroute( builder );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /\/login\?account=5000/ );
	expect( await sandboxRequests( '/api/process_login' ) ).toHaveLength( 1 );
} );

test( 'login: a wrong password shows the server error and keeps the username', async ( {
	page,
} ) => {
	await page.goto( '/login/' );
	await page.getByLabel( 'Username or Email' ).fill( ACCOUNT.username );
	await page
		.getByLabel( 'Password', { exact: true } )
		.fill( 'Wrong-Guess-1' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();

	await expect( page.locator( '.fo-toast' ) ).toContainText(
		'Invalid username or password.'
	);
	await expect( page.getByLabel( 'Username or Email' ) ).toHaveValue(
		ACCOUNT.username
	);
	expect( await sandboxRequests( '/api/process_login' ) ).toHaveLength( 1 );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'password reset: the sandbox receives url and email once; the visitor lands on the login page with passwordReset', async ( {
	page,
	baseURL,
} ) => {
	await page.goto( '/password-reset/' );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByLabel( 'Email' ).fill( 'ada@example.com' );
	await page.getByRole( 'button', { name: 'Reset Password' } ).click();
	await page.waitForURL( /\/login\/\?passwordReset=true$/ );

	const resets = await sandboxRequests( '/api/process_reset_password' );
	expect( resets ).toHaveLength( 1 );
	expect( resets[ 0 ].body ).toMatchObject( {
		url: `${ baseURL }/login/`,
		email: 'ada@example.com',
		formType: 'password-reset',
	} );
} );

test( 'after a password reset the login page says a link is on its way, without saying whether the address has an account', async ( {
	page,
} ) => {
	const sent = page.getByRole( 'status' ).filter( {
		hasText:
			'If an account uses that email address, a link to reset its password is on its way.',
	} );
	await page.goto( '/password-reset/' );
	await page.getByLabel( 'Email' ).fill( 'nobody-here@example.com' );
	await page.getByRole( 'button', { name: 'Reset Password' } ).click();
	await page.waitForURL( /\/login\/\?passwordReset=true$/ );
	await expect( sent ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	// Logging in from there works as from the plain login page, which says nothing of a reset.
	await page.goto( '/login/' );
	await expect( page.getByLabel( 'Username or Email' ) ).toBeVisible();
	await expect( sent ).toHaveCount( 0 );
} );

test( 'contact: subject and message with a ticked captcha reach the sandbox once; the contact thank-you page follows', async ( {
	page,
} ) => {
	await page.goto( '/contact/' );
	await fillContact( page );
	await page.getByLabel( "I'm not a robot" ).check();
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await page.waitForURL( /\/contact-thank-you\/$/ );

	const verifications = await sandboxRequests( '/captcha/siteverify' );
	expect( verifications ).toHaveLength( 1 );
	const messages = await sandboxRequests( '/api/process_contact' );
	expect( messages ).toHaveLength( 1 );
	expect( messages[ 0 ].body ).toMatchObject( {
		formType: 'contact',
		contactData: {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.com',
			subject: 'Annual report',
			message: 'When is my annual report due?',
		},
	} );
} );

test( 'contact: without the captcha ticked the form says so and sends nothing', async ( {
	page,
} ) => {
	await page.goto( '/contact/' );
	await fillContact( page );
	await page.getByRole( 'button', { name: 'Submit' } ).click();

	await expect( page.getByText( CAPTCHA_MISSING ) ).toBeVisible();
	expect( await sandboxRequests( '/api/process_contact' ) ).toHaveLength( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'contact: a captcha the provider refuses shows the verify-failure text; ticked again, it goes through', async ( {
	page,
} ) => {
	await setFaults( {
		'/captcha/siteverify': {
			status: 200,
			body: JSON.stringify( {
				success: false,
				'error-codes': [ 'invalid-input-response' ],
			} ),
		},
	} );
	await page.goto( '/contact/' );
	await fillContact( page );
	await page.getByLabel( "I'm not a robot" ).check();
	await page.getByRole( 'button', { name: 'Submit' } ).click();

	await expect( page.getByText( CAPTCHA_FAILED ) ).toBeVisible();
	expect( await sandboxRequests( '/api/process_contact' ) ).toHaveLength( 0 );
	// The spent answer is gone: the box is unticked and the typed message stays.
	await expect( page.getByLabel( "I'm not a robot" ) ).not.toBeChecked();
	await expect( page.getByLabel( 'Message', { exact: true } ) ).toHaveValue(
		'When is my annual report due?'
	);
	expect( await axeViolations( page ) ).toEqual( [] );

	await setFaults( {} );
	await page.getByLabel( "I'm not a robot" ).check();
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await page.waitForURL( /\/contact-thank-you\/$/ );
	expect( await sandboxRequests( '/api/process_contact' ) ).toHaveLength( 1 );
} );

test( 'custom contact: the same message reaches process_contact once as a custom-contact form, then the contact thank-you page', async ( {
	page,
} ) => {
	await page.goto( '/custom-contact/' );
	await fillContact( page );
	await page.getByLabel( "I'm not a robot" ).check();
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Send Message' } ).click();
	await page.waitForURL( /\/contact-thank-you\/$/ );

	const messages = await sandboxRequests( '/api/process_contact' );
	expect( messages ).toHaveLength( 1 );
	expect( messages[ 0 ].body ).toMatchObject( {
		formType: 'custom-contact',
		contactData: {
			subject: 'Annual report',
			message: 'When is my annual report due?',
		},
	} );
} );

test( 'free account: contact and account with a ticked captcha reach process_signup once, no card is tokenized, and the visitor lands on the new login', async ( {
	page,
} ) => {
	const visitor = registeredAgentVisitor();
	await page.goto( '/free-account/' );
	// A free account sends the contact's name with the account, nothing else, so the page asks for nothing else.
	await expect( page.getByLabel( 'Phone' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Street Address' ) ).toHaveCount( 0 );
	await fillFields( page, {
		'contactInformation.firstName':
			visitor.contact[ 'contactInformation.firstName' ],
		'contactInformation.lastName':
			visitor.contact[ 'contactInformation.lastName' ],
		...visitor.account,
	} );
	await page.getByLabel( "I'm not a robot" ).check();
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Create Free Account' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const signups = await sandboxRequests( '/api/process_signup' );
	expect( signups ).toHaveLength( 1 );
	const body = signups[ 0 ].body as Record< string, unknown >;
	expect( body ).toMatchObject( {
		formType: 'free-account',
		account: {
			email_address: visitor.account[ 'accountInformation.email' ],
		},
		contact: { first_name: 'Ada', last_name: 'Lovelace' },
	} );
	expect( body.payment ).toBeUndefined();
	expect( await sandboxRequests( '/tokenizer/tokenize' ) ).toHaveLength( 0 );
	expect( await sandboxRequests( '/captcha/siteverify' ) ).toHaveLength( 1 );
} );
