import { expect, test } from '@playwright/test';

import {
	chooseStates,
	LLC_FORMATION_PAGE,
	LLC_SUBSCRIPTION_PAGE,
	MULTI_STATE_PAGE,
} from './support/cart';
import { axeViolations } from './support/axe';

test( 'the cart modules are axe-clean, with filing methods, opt-ins and a refused coupon', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expect(
		page.getByRole( 'radio', { name: /Standard/ } )
	).toBeChecked();
	await page.getByLabel( /Trade Name/ ).check();
	await page.getByLabel( /Voice/ ).check();
	await page.getByLabel( /Phone Service/ ).check();
	await page.getByLabel( 'Coupon code (optional)' ).fill( 'WRONG' );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	await expect(
		page.getByText( 'This coupon code is not valid.' )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'the multi-state picker and the billing choice are axe-clean', async ( {
	page,
} ) => {
	await page.goto( MULTI_STATE_PAGE );
	await chooseStates( page, [ 'California' ] );
	// And with its list open, where the search found something.
	const picker = page.getByRole( 'group', {
		name: 'States where you need a registered agent',
	} );
	await picker.getByRole( 'combobox' ).fill( 'new' );
	await expect(
		picker.getByRole( 'option', { name: /^New York/ } )
	).toBeVisible();
	await expect(
		page.getByRole( 'region', { name: 'Order Summary' } )
	).toContainText( 'California' );
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.goto( LLC_SUBSCRIPTION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByRole( 'radio', { name: /Pay Monthly/ } ).check();
	await expect(
		page.getByRole( 'radio', { name: /Pay Monthly/ } )
	).toBeChecked();
	expect( await axeViolations( page ) ).toEqual( [] );
} );
