/**
 * The Cookie Helper's cookies reach the order's affiliate block (src/order/affiliate.ts reads them when the order
 * is built): Everflow's affiliate id, the order's form type as its commission group.
 */
import { expect, test } from '@playwright/test';

import { logIn } from './support/editor';
import { setSiteSetting } from './support/gateway';
import { resetSandbox, sandboxRequests } from './support/sandbox';
import { fillAndSubmit, openToolbox } from './support/toolbox';

test.beforeAll( () => setSiteSetting( 'dev_toolbox', '1' ) );
test.afterAll( () => setSiteSetting( 'dev_toolbox', '0' ) );

test( "the Cookie Helper's affiliate cookies reach the affiliate block of the order", async ( {
	page,
} ) => {
	await resetSandbox();
	await logIn( page );
	await page.goto( '/registered-agent/' );
	await openToolbox( page );
	await page.getByLabel( 'efaffid' ).fill( 'aff-e2e-17' );
	await page.getByRole( 'button', { name: 'Save the cookies' } ).click();
	await fillAndSubmit( page );
	await page.waitForURL( /\/login\?account=\d+/ );
	const [ order ] = await sandboxRequests( '/api/process_signup' );
	expect(
		( order.body as { affiliate?: Record< string, unknown > } ).affiliate
	).toMatchObject( {
		platform: 'everflow',
		affiliate_code: 'aff-e2e-17',
		xtype: 'registered-agent-signup',
	} );
} );
