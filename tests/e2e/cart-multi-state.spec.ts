import { expect, test } from '@playwright/test';

import {
	chooseStates,
	expectTotal,
	fillContactAccountAndCard,
	MULTI_STATE_PAGE,
	removeState,
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

	await chooseStates( page, [
		'California',
		'Texas',
		'New York',
		'Florida',
	] );
	// $149 + $125 + $149 + $125
	await expectTotal( page, 548 );
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /Registered Agent Service/,
		} )
	).toHaveCount( 4 );

	await chooseStates( page, [ 'Washington' ] );
	await expect( picker ).toContainText(
		'Bulk price: 5 states at $89.00 per state per year.'
	);
	await expectTotal( page, 445 );

	await removeState( page, 'New York' );
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
	await chooseStates( page, [ 'Texas' ] );
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
	await expect(
		page.getByRole( 'combobox', {
			name: 'States where you need a registered agent',
		} )
	).toBeFocused();

	const picker = page.getByRole( 'group', {
		name: 'States where you need a registered agent',
	} );
	await chooseStates( page, [
		'California',
		'Texas',
		'New York',
		'Florida',
		'Washington',
		'Delaware',
	] );
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

test( 'states are chosen and removed with the keyboard alone, and Enter in the list never sends the order', async ( {
	page,
} ) => {
	await page.goto( MULTI_STATE_PAGE );
	const search = page.getByRole( 'combobox', {
		name: 'States where you need a registered agent',
	} );
	await search.focus();
	await page.keyboard.type( 'tex' );
	await expect( search ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( 'cal' );
	await page.keyboard.press( 'Enter' );
	await expectTotal( page, 125 + 149 );
	const chosen = page.getByRole( 'list', { name: 'Chosen' } );
	await expect( chosen.getByRole( 'listitem' ) ).toHaveText( [
		/^Texas/,
		/^California/,
	] );
	// Backspace in the empty search takes the last one back out; Escape closes the list.
	await page.keyboard.press( 'Backspace' );
	await expectTotal( page, 125 );
	await page.keyboard.press( 'Escape' );
	await expect( search ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( page.getByRole( 'listbox' ) ).toBeHidden();
	// The chip's own button is reached by Shift+Tab.
	await page.keyboard.press( 'Shift+Tab' );
	await expect(
		page.getByRole( 'button', { name: 'Remove Texas' } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( chosen ).toHaveCount( 0 );
	// Nothing was sent while Enter chose states.
	expect( await sandboxRequests( '/api/process_signup' ) ).toEqual( [] );
} );
