/**
 * The e2e stack itself: WordPress serves the site with our theme, and the sandbox answers.
 */
import { expect, test } from '@playwright/test';

import { SANDBOX_URL } from './support/sandbox';

test( 'WordPress serves the demo site', async ( { page } ) => {
	await page.goto( '/' );

	await expect( page ).toHaveTitle( /Formation Orders Demo/ );
} );

test( 'the demo order page exists', async ( { page } ) => {
	const response = await page.goto( '/registered-agent/' );

	expect( response?.status() ).toBe( 200 );
	await expect( page ).toHaveTitle( /Registered Agent Signup/ );
} );

test( 'the sandbox answers its health check', async ( { request } ) => {
	const response = await request.get( `${ SANDBOX_URL }/__sandbox/health` );

	expect( response.ok() ).toBe( true );
} );
