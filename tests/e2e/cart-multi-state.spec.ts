import { expect, test } from '@playwright/test';

import {
	expectTotal,
	fillContactAccountAndCard,
	MULTI_STATE_PAGE,
	summaryOf,
} from './support/cart';
import { resetSandbox, sandboxRequests } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'selecting states past the bulk quantity switches to the bulk price, and back', async ( {
	page,
} ) => {
	await page.goto( MULTI_STATE_PAGE );
	const picker = page.getByRole( 'group', {
		name: 'States where you need a registered agent',
	} );
	await expect( picker ).toContainText(
		'Choose 5 or more states and each costs $89.00 per year.'
	);

	for ( const state of [ 'California', 'Texas', 'New York', 'Florida' ] ) {
		await picker.getByLabel( new RegExp( `^${ state }` ) ).check();
	}
	// $149 + $125 + $149 + $125
	await expectTotal( page, 548 );
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /Registered Agent Service/,
		} )
	).toHaveCount( 4 );

	await picker.getByLabel( /^Washington/ ).check();
	await expect( picker ).toContainText(
		'Bulk price: 5 states at $89.00 per state per year.'
	);
	await expectTotal( page, 445 );

	await picker.getByLabel( /^New York/ ).uncheck();
	await expectTotal( page, 524 );

	// Every agent's price came at once (inlined in the page or one call), never one call per state.
	const loads = await sandboxRequests( '/api/registered_agent_products' );
	expect(
		loads.filter( ( load ) => load.query.state_abbreviation !== undefined )
	).toEqual( [] );
} );

test( 'the home state orders nothing, so it shows no price', async ( {
	page,
} ) => {
	await page.goto( MULTI_STATE_PAGE );
	await page.getByLabel( 'Home state of your company' ).selectOption( 'DE' );
	const picker = page.getByRole( 'group', {
		name: 'States where you need a registered agent',
	} );
	await picker.getByLabel( /^Texas/ ).check();
	await expectTotal( page, 125 );
	// Delaware's agent is not in the order: no "Registered agent service in Delaware: $50.00".
	await expect( page.getByText( /Registered agent service in/ ) ).toHaveCount(
		0
	);
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /Registered Agent Service/,
		} )
	).toHaveCount( 1 );
} );

test( 'at least one state is required; a six-state order at the bulk price goes through', async ( {
	page,
} ) => {
	await page.goto( MULTI_STATE_PAGE );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	const errors = page
		.getByRole( 'alert' )
		.filter( { hasText: 'There is a problem' } );
	await errors
		.getByRole( 'link', {
			name: 'At least one jurisdiction must be selected',
		} )
		.click();
	await expect( page.getByLabel( /^Alabama/ ) ).toBeFocused();

	const picker = page.getByRole( 'group', {
		name: 'States where you need a registered agent',
	} );
	for ( const state of [
		'California',
		'Texas',
		'New York',
		'Florida',
		'Washington',
		'Delaware',
	] ) {
		await picker.getByLabel( new RegExp( `^${ state }` ) ).check();
	}
	await expect( picker ).not.toHaveAttribute( 'aria-describedby', /error/ );
	await expectTotal( page, 6 * 89 );

	await page.getByLabel( 'Home state of your company' ).selectOption( 'DE' );
	await page
		.getByLabel( 'Company Name' )
		.fill( 'Analytical Engines Holdings LLC' );
	await fillContactAccountAndCard( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as {
		companies: Array< { products: Array< { data: { state: string } } > } >;
	};
	expect(
		order.companies[ 0 ].products.map( ( product ) => product.data.state )
	).toEqual( [ 'CA', 'TX', 'NY', 'FL', 'WA', 'DE' ] );
} );
