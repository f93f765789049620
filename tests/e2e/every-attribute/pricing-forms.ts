/**
 * Phone service (the area code filled in from the start, the phone product sold as another catalog product)
 * and name your own price: each module's own settings, help and visibility.
 */
import { expect, type Page } from '@playwright/test';

import {
	byFirstName,
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
} from './page-kit';
import { allStepsOnOnePage, editProduct, field, openPanel } from './sidebar';

const phoneVisibility = byFirstName( [ { block: 'phone-number-selection' } ] );

export const phoneServicePage: AttributePage = {
	pattern: 'phone-service',
	covers: {
		...visibilityCovers( phoneVisibility ),
		'phone-number-selection': [ 'helpText', 'condition', 'products' ],
		'order-form': [ 'preselectedPhoneAreaCode' ],
	},
	async edit( page: Page ) {
		await allStepsOnOnePage( page, 'phone-number-selection' );
		let sidebar = await openPanel(
			page,
			{ block: 'phone-number-selection', parent: 'Order Form' },
			'Preselections'
		);
		await field( sidebar, 'Phone area code' ).fill( '415' );
		// The number sold as the catalog's law-on-call product (4007, $99) instead of phone service ($120).
		sidebar = await editProduct(
			page,
			{ block: 'phone-number-selection' },
			'phoneService'
		);
		await field( sidebar, 'Product ID' ).fill( '4007' );
		await editVisibility( page, phoneVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, phoneVisibility );
		const form = page.locator( '.fo-form' );
		await expect( form.getByLabel( 'Area Code' ) ).toHaveValue( '415' );
		const numbers = form.getByRole( 'combobox', { name: 'Phone Number' } );
		await expect( numbers.locator( 'option' ) ).toHaveCount( 5 );
		await numbers.selectOption( { label: '(415) 555-0178' } );
		await expect(
			form
				.getByRole( 'region', { name: 'Order Summary' } )
				.getByRole( 'row', { name: /Law on Call/ } )
		).toContainText( '$99.00' );
	},
};

const nyopVisibility = byFirstName( [ { block: 'name-your-own-price' } ] );

export const nameYourOwnPricePage: AttributePage = {
	pattern: 'name-your-own-price',
	covers: visibilityCovers( nyopVisibility ),
	async edit( page: Page ) {
		await allStepsOnOnePage( page, 'name-your-own-price' );
		await editVisibility( page, nyopVisibility );
	},
	async see( page: Page ) {
		await page
			.locator( '.fo-form' )
			.getByLabel( 'State of your company' )
			.selectOption( 'CA' );
		await seeVisibility( page, nyopVisibility );
		await expect(
			page.locator( '.fo-form' ).getByLabel( 'or name your price here' )
		).toBeVisible();
	},
};
