import { expect, test } from '@playwright/test';

import {
	fillContactAccountAndCard,
	LLC_SUBSCRIPTION_PAGE,
	summaryOf,
} from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import {
	placedOrderPricing,
	summaryCents,
	thenPerMonthCents,
} from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';

/**
 * Pay Monthly spreads the subscription bundle's price over 12 months, that line only; the bundle's standard
 * filing is what it includes, so the formation inside it is sent with that filing, not an expedited choice; a
 * corporation's formation there answers no question the page did not ask; monthly and NP Corp refuse each
 * other whichever comes first.
 */
test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'Pay Monthly charges the subscription / 12 today, and the order files the formation with the bundle’s standard filing, not the unpriced expedite', async ( {
	page,
} ) => {
	await page.goto( LLC_SUBSCRIPTION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByRole( 'radio', { name: /Expedited/ } ).check();
	// Inside the bundle the formation is included: its expedite fee is not on the bill.
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /California LLC Formation/,
		} )
	).toContainText( 'Included' );
	await expect(
		page.getByText( 'Your subscription includes the standard filing.', {
			exact: false,
		} )
	).toBeVisible();
	await page.getByRole( 'radio', { name: /Pay Monthly/ } ).check();
	// California's subscription: $324 a year, $27 today and then each month.
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText( '$27.00 today, then $27.00 a month for 11 months' );
	expect( await summaryCents( page, /^Total/ ) ).toBe( 2700 );
	expect( await thenPerMonthCents( page ) ).toBe( 2700 );

	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	await fillContactAccountAndCard( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ received ] = await sandboxRequests( '/api/process_signup' );
	const order = received.body as {
		billingType: string;
		companies: Array< {
			products: Array< {
				saveAs: string;
				data: {
					products?: Array< {
						saveAs: string;
						product_option_id: number | null;
						data: Record< string, unknown >;
					} >;
				};
			} >;
		} >;
	};
	expect( order.billingType ).toBe( 'monthly' );
	const [ subscription ] = order.companies[ 0 ].products;
	expect( subscription.saveAs ).toBe( 'subscriptionBundle' );
	const formation = subscription.data.products?.find(
		( child ) => child.saveAs === 'formation'
	);
	// The bundle files the formation with its standard filing, whatever the visitor picked: it says which.
	expect( formation?.product_option_id ).toEqual( expect.any( Number ) );
	expect( formation?.data ).toMatchObject( {
		state: 'CA',
		filing_method: 'ca-llc-formation-standard',
	} );

	const [ pricing ] = await placedOrderPricing();
	expect( pricing ).toMatchObject( {
		problems: [],
		monthly: true,
		perMonthCents: 2700,
		totalCents: 2700,
	} );
} );

test( 'monthly chosen first, then NP Corp: monthly is refused and Pay Up Front holds', async ( {
	page,
} ) => {
	await page.goto( LLC_SUBSCRIPTION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await page.getByRole( 'radio', { name: /Pay Monthly/ } ).check();
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText( 'a month' );

	await page.getByLabel( 'Entity Type' ).selectOption( 'NP Corp' );
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Monthly' } )
	).toHaveText(
		'Monthly billing is not available for nonprofit corporations. Please choose Pay Up Front.'
	);
	await expect(
		page.getByRole( 'radio', { name: /Pay Up Front/ } )
	).toBeChecked();
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).not.toContainText( 'a month' );
} );

test( 'a corporation’s subscription: its formation carries the bundle’s standard filing and no answer to the officers-are-directors question the page never asked', async ( {
	page,
} ) => {
	await page.goto( LLC_SUBSCRIPTION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Entity Type' ).selectOption( 'Corp' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets Inc.' );
	await expect(
		page.getByRole( 'radiogroup', {
			name: /Are all officers also directors/,
		} )
	).toHaveCount( 0 );
	await fillContactAccountAndCard( page );
	const shown = await summaryCents( page, /^Total/ );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ received ] = await sandboxRequests( '/api/process_signup' );
	const order = received.body as {
		companies: Array< {
			company: Record< string, unknown >;
			products: Array< {
				saveAs: string;
				data: {
					products?: Array< {
						saveAs: string;
						product_option_id: number | null;
						data: Record< string, unknown >;
					} >;
				};
			} >;
		} >;
	};
	const [ company ] = order.companies;
	expect( company.company ).toMatchObject( {
		name: 'Golden Gate Widgets Inc.',
		entity_type: 'Corp',
	} );
	expect( company.products.map( ( line ) => line.saveAs ) ).toEqual( [
		'subscriptionBundle',
	] );
	const formation = company.products[ 0 ].data.products?.find(
		( child ) => child.saveAs === 'formation'
	);
	expect( formation?.product_option_id ).toEqual( expect.any( Number ) );
	expect( formation?.data ).toMatchObject( {
		state: 'CA',
		filing_method: 'ca-corp-formation-standard',
		company_name: 'Golden Gate Widgets Inc.',
		entity_type: 'Corp',
	} );
	expect( formation?.data ).not.toHaveProperty(
		'all_officers_are_directors'
	);

	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( shown );
} );
