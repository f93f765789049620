/**
 * Before any test: fails fast, with the fix in the message, when no stack answers (otherwise every test would time
 * out on its own); then logs the administrator in once through wp-login.php and keeps the session's cookies for
 * logIn() (tests/e2e/support/editor.ts), so no test pays for the login form again.
 */
import { mkdirSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { expect, request, type FullConfig } from '@playwright/test';

async function answers( url: string ): Promise< boolean > {
	try {
		const response = await fetch( url, {
			signal: AbortSignal.timeout( 5000 ),
		} );
		return response.ok;
	} catch {
		return false;
	}
}

async function logInOnce( baseURL: string ): Promise< string > {
	const context = await request.newContext( { baseURL } );
	// wp-login.php refuses a login without its test cookie, which the form's page sets.
	await context.get( '/wp-login.php' );
	const response = await context.post( '/wp-login.php', {
		form: {
			log: 'admin',
			pwd: 'password',
			'wp-submit': 'Log In',
			testcookie: '1',
			redirect_to: '/wp-admin/',
		},
		maxRedirects: 0,
	} );
	expect( response.status(), 'wp-login.php accepts admin / password' ).toBe(
		302
	);
	const folder = join( tmpdir(), 'formation-orders-e2e' );
	mkdirSync( folder, { recursive: true } );
	const file = join(
		folder,
		`admin-${ new URL( baseURL ).port || 'default' }.json`
	);
	const state = await context.storageState( { path: file } );
	expect(
		state.cookies.some( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in_' )
		),
		'the login set the logged-in cookie'
	).toBe( true );
	await context.dispose();
	return file;
}

export default async function globalSetup(
	config: FullConfig
): Promise< void > {
	const baseURL = config.projects[ 0 ]?.use.baseURL ?? '';
	const sandboxURL = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8900';
	const missing: string[] = [];
	if ( ! ( await answers( `${ baseURL }/wp-login.php` ) ) ) {
		missing.push( `WordPress at ${ baseURL }` );
	}
	if ( ! ( await answers( `${ sandboxURL }/__sandbox/health` ) ) ) {
		missing.push( `the sandbox at ${ sandboxURL }` );
	}
	if ( missing.length ) {
		throw new Error(
			`No answer from ${ missing.join( ' or ' ) }. Run the e2e tests with \`npm run test:e2e\`, ` +
				'which starts a stack for them, or set WP_BASE_URL and SANDBOX_URL to a running one.'
		);
	}
	// The test workers inherit the environment global setup leaves.
	process.env.FO_ADMIN_STATE = await logInOnce( baseURL );
	// A fresh server compiles WordPress's PHP on its first pages: that cost is not the first test's.
	await answers( `${ baseURL }/registered-agent/` );
}
