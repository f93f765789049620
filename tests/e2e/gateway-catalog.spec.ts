/**
 * The catalog WordPress prints with the form: a visitor's form needs no call to the marketing API, and it still
 * works while that API is down.
 */
import { expect, test, type Page } from '@playwright/test';

import { expireCatalog } from './support/gateway';
import { RA_PAGE } from './support/order-form';
import { resetSandbox, sandboxRequests, setFaults } from './support/sandbox';

const PRODUCT_LISTS = [
	'/api/registered_agent_products',
	'/api/simple_products',
	'/api/bundles',
	'/api/subscription_bundles',
	'/api/coupons',
];

const apiDown = Object.fromEntries(
	PRODUCT_LISTS.map( ( path ) => [
		path,
		{ status: 503, body: '{"error":"down for maintenance"}' },
	] )
);

async function productListCalls(): Promise< number > {
	const requests = await sandboxRequests();
	return requests.filter( ( request ) =>
		PRODUCT_LISTS.includes( request.path )
	).length;
}

async function chooseWyoming( page: Page ): Promise< void > {
	await page.goto( RA_PAGE );
	await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
	await expect(
		page.getByText(
			/Registered agent service in Wyoming: \$\d+\.\d\d for 1 Year/
		)
	).toBeVisible();
}

test.beforeEach( async ( { page } ) => {
	await resetSandbox();
	// Warm the cache the way the first visitor does.
	await page.goto( RA_PAGE );
	await resetSandbox();
} );

test( 'a cached page view makes no call to the marketing API, from the server or the browser', async ( {
	page,
} ) => {
	await chooseWyoming( page );

	expect( await productListCalls() ).toBe( 0 );
	const printed = JSON.parse(
		( await page.locator( '.formation-orders__config' ).textContent() ) ??
			'{}'
	);
	expect( printed.catalog.registered_agent_products.length ).toBeGreaterThan(
		50
	);
	expect( JSON.stringify( printed ) ).not.toContain(
		'sandbox-captcha-secret'
	);
} );

test( 'with the API down the form still renders from the cached catalog', async ( {
	page,
} ) => {
	await setFaults( apiDown );

	await chooseWyoming( page );

	expect( await productListCalls() ).toBe( 0 );
} );

test( 'with the catalog stale and the API down, the stale copy is served and the refresh fails quietly', async ( {
	page,
} ) => {
	expireCatalog();
	await setFaults( apiDown );

	await chooseWyoming( page );

	// The one refresh after the response found the API down; the visitor never waited for it.
	await expect.poll( productListCalls ).toBeGreaterThan( 0 );
	const afterRefresh = await productListCalls();
	await chooseWyoming( page );
	expect( await productListCalls() ).toBe( afterRefresh );
} );
