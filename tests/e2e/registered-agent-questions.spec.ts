import { expect, test } from '@playwright/test';

import { axeViolations } from './support/axe';
import { expectTotal, fillContactAccountAndCard } from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const PAGE = '/change-registered-agent/';

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'changing registered agent: Yes offers the change-of-agent filing, No takes it out; the order carries it', async ( {
	page,
} ) => {
	// The whole order, with three answers changed on the way and axe twice: longer than one plain order.
	test.slow();
	await page.goto( PAGE );
	const question = page.getByRole( 'radiogroup', {
		name: 'Are you changing your registered agent?',
	} );
	await expect( question ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect( page.getByText( 'There is a problem' ) ).toBeVisible();
	await expect( question ).toContainText(
		'Are you changing your registered agent? is required'
	);
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
	await page
		.getByLabel( 'Company Name', { exact: true } )
		.fill( 'Golden Gate Widgets LLC' );
	await question.getByLabel( 'Yes' ).check();
	const filing = page.getByLabel( /File the change of registered agent/ );
	await filing.check();
	await expectTotal( page, 149 + 49 );
	await question.getByLabel( 'No' ).check();
	await expect( filing ).toBeHidden();
	await expectTotal( page, 149 );
	await question.getByLabel( 'Yes' ).check();
	await expect( filing ).not.toBeChecked();
	await filing.check();
	expect( await axeViolations( page ) ).toEqual( [] );

	await fillContactAccountAndCard( page );
	await expectTotal( page, 149 + 49 );
	const shown = await summaryCents( page, /^Total/ );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const signups = await sandboxRequests( '/api/process_signup' );
	expect( signups ).toHaveLength( 1 );
	const order = signups[ 0 ].body as {
		companies: Array< {
			products: Array< { saveAs: string; product_id: number } >;
		} >;
	};
	expect(
		order.companies[ 0 ].products.map( ( line ) => [
			line.saveAs,
			line.product_id,
		] )
	).toEqual( [
		[ 'registeredAgent', 1004 ],
		[ 'changeOfAgent', 4030 ],
	] );
	const placed = await placedOrderPricing();
	expect( placed[ 0 ].problems ).toEqual( [] );
	expect( placed[ 0 ].totalCents ).toBe( shown );
} );
