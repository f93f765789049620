import { expect, test } from '@playwright/test';

import { axeViolations } from './support/axe';
import {
	expectTotal,
	fillContactAccountAndCard,
	LLC_FORMATION_PAGE,
} from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'the Optional Items step sells the corporate supplies and filings with their data', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'FL' );
	await page.getByLabel( 'Company Name' ).fill( 'Sunshine Widgets LLC' );
	await expect(
		page.getByRole( 'heading', { name: 'Optional Items', level: 2 } )
	).toBeVisible();
	const before = await summaryCents( page, /^Total/ );

	// Overseas shipping is disabled until a book or seal is checked.
	await page.getByLabel( /Overseas Shipping/ ).check();
	await expect(
		page.getByText( 'Only with a corporate book or seal.' )
	).toBeVisible();
	await page.getByLabel( /Corporate Seal/ ).check();
	await expect(
		page.getByText( 'Only with a corporate book or seal.' )
	).toHaveCount( 0 );
	await page
		.getByLabel( 'Seal lettering (optional)' )
		.selectOption( 'uppercase' );

	await page.getByLabel( /^Certificates/ ).check();
	await page.getByLabel( 'Number of certificates' ).fill( '3' );

	await page.getByLabel( /Notary Stamp/ ).check();
	const notary = page.getByRole( 'group', { name: 'Notary details' } );
	await notary.getByLabel( 'Notary first name' ).fill( 'Mary' );
	await notary.getByLabel( 'Notary last name' ).fill( 'Somerville' );
	await notary.getByLabel( 'Notary ID' ).fill( 'GG 123456' );
	await notary.getByLabel( 'Notary city' ).fill( 'Miami' );
	await notary.getByLabel( 'Notary commission state' ).selectOption( 'FL' );
	await notary.getByLabel( 'Commission expires: month' ).fill( '06' );
	await notary.getByLabel( 'Commission expires: day' ).fill( '30' );
	await notary.getByLabel( 'Commission expires: year' ).fill( '2029' );

	await page.getByLabel( /Process Agent/ ).check();
	const docket = page.getByRole( 'group', { name: 'Motor carrier docket' } );
	await docket.getByLabel( 'Docket type' ).selectOption( 'MC' );
	await docket.getByLabel( 'Docket number' ).fill( '123456' );
	await docket.getByLabel( 'USDOT number' ).fill( '7654321' );

	await page.getByLabel( /Trade Name/ ).check();
	await page.getByLabel( 'Trade name in FL' ).fill( 'Sunshine Gadgets' );

	// Seal $35 + shipping $60 + 3 certificates at $5 + stamp $45 + BOC-3 $49 + trade name $99 and Florida's $50.
	await expectTotal( page, before / 100 + 35 + 60 + 15 + 45 + 49 + 99 + 50 );
	expect( await axeViolations( page ) ).toEqual( [] );

	await fillContactAccountAndCard( page );
	const shown = await summaryCents( page, /^Total/ );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ recorded ] = await sandboxRequests( '/api/process_signup' );
	const lines = ( recorded.body as Record< string, any > ).companies[ 0 ]
		.products as Array< Record< string, any > >;
	const bySaveAs = Object.fromEntries(
		lines.map( ( line ) => [ line.saveAs, line ] )
	);
	expect( bySaveAs.corporateSeal.data ).toMatchObject( {
		company_name: 'Sunshine Widgets LLC',
		emboss_seal_capitalization: 'uppercase',
	} );
	expect( bySaveAs.overseasShipping ).toMatchObject( { product_id: 4003 } );
	expect( bySaveAs.certificates ).toMatchObject( {
		product_id: 4019,
		quantity: 3,
	} );
	expect( bySaveAs.notaryStamp.data.notary ).toEqual( {
		first_name: 'Mary',
		last_name: 'Somerville',
		notary_id: 'GG 123456',
		city: 'Miami',
		company_state: 'FL',
		exp_month: '06',
		exp_day: '30',
		exp_year: '2029',
	} );
	expect( bySaveAs.processAgent.data ).toMatchObject( {
		docket_number_type: 'MC',
		docket_number: '123456',
		usdot_number: '7654321',
	} );
	expect( bySaveAs.tradeName.data ).toMatchObject( {
		state: 'FL',
		trade_name: 'Sunshine Gadgets',
	} );

	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( shown );
} );
