/**
 * The business's state rules hold with no configuring: a product an editor adds in the Products panel is offered
 * only where the rule of its kind (its catalog category) allows it.
 */
import { expect, test } from '@playwright/test';

import { createPage, deletePage, logIn } from './support/editor';

const FORM = [
	'<!-- wp:formation-orders/order-form {"formType":"business-formation","stepMode":false} -->',
	'<!-- wp:formation-orders/form-step {"key":"start","label":"Start"} -->',
	'<!-- wp:formation-orders/state-picker {"label":"State of formation"} /-->',
	// Added as an editor adds it: its category, no visibility settings.
	'<!-- wp:formation-orders/optional-products {"products":[{"saveAs":"lawOnCall","category":"law-on-call"}]} /-->',
	'<!-- /wp:formation-orders/form-step -->',
	'<!-- /wp:formation-orders/order-form -->',
].join( '' );

test( 'law-on-call added without a kind is offered in Utah only, and its price goes to the summary', async ( {
	page,
} ) => {
	await logIn( page );
	const { id, link } = await createPage( page, 'Law on call', FORM );
	try {
		await page.goto( link );
		const state = page.getByLabel( 'State of formation' );
		const lawOnCall = page.getByRole( 'checkbox', { name: /Law on Call/ } );
		await state.selectOption( 'CA' );
		// The select is React's (a page made through the REST API has no printed view): the form has mounted.
		await expect( lawOnCall ).toHaveCount( 0 );

		await state.selectOption( 'UT' );
		await lawOnCall.check();
		await expect(
			page
				.getByRole( 'region', { name: 'Order Summary' } )
				.getByRole( 'row', { name: /Law on Call/ } )
		).toContainText( '$99.00' );

		// Back in a state where it is not sold, it leaves the order too.
		await state.selectOption( 'NV' );
		await expect( lawOnCall ).toHaveCount( 0 );
		await expect(
			page
				.getByRole( 'region', { name: 'Order Summary' } )
				.getByRole( 'row', { name: /Law on Call/ } )
		).toHaveCount( 0 );
	} finally {
		await deletePage( page, id );
	}
} );
