/**
 * A site editor's first steps, on whichever core the suite runs: a new page (past the "Choose a pattern"
 * dialog), an Order Form found in the block inserter, published, and the form on the page, printed by the server.
 */
import { expect, test } from '@playwright/test';

import { deletePage, logIn, openNewPage } from './support/editor';

test( 'a new page takes an Order Form from the inserter and shows it once published, its first view printed for visitors', async ( {
	page,
	request,
} ) => {
	// The block editor's own loading and publishing take most of the default 30 s on a busy machine.
	test.setTimeout( 90_000 );
	await logIn( page );
	const canvas = await openNewPage( page );

	await canvas
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( 'Order from a new page' );
	// "Toggle block inserter" up to 6.6, "Block Inserter" from 6.7.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', {
			name: /^(Toggle block inserter|Block Inserter)$/,
		} )
		.click();
	await page
		.getByRole( 'searchbox', { name: /^Search/ } )
		.fill( 'Order Form' );
	// The option's name starts with its icon's glyph.
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: /Order Form$/ } )
		.click();
	await expect(
		canvas.locator( '[data-type="formation-orders/order-form"]' )
	).toBeVisible();

	// Opening the inserter closed the settings sidebar, and the editor keeps that for the next page it opens:
	// open it again, as an editor does to configure the new block.
	const topBar = page.getByRole( 'region', { name: 'Editor top bar' } );
	const settings = topBar.getByRole( 'button', {
		name: 'Settings',
		exact: true,
	} );
	if ( ( await settings.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
		await settings.click();
	}
	await expect( settings ).toHaveAttribute( 'aria-pressed', 'true' );

	await topBar
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	// The pre-publish checks ask once more.
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.filter( { hasText: 'published' } )
	).toBeVisible();

	const id = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getCurrentPostId: () => number;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);
	try {
		// After the save, the editor draws the form's first view in a hidden frame, and the server prints it to
		// every visitor (this request is not logged in).
		await expect
			.poll(
				async () => ( await request.get( `/?page_id=${ id }` ) ).text(),
				{ timeout: 30_000 }
			)
			.toMatch(
				/<div class="formation-orders__mount"><noscript>.*?<\/noscript><form /s
			);
		await page.goto( `/?page_id=${ id }` );
		await expect(
			page.locator( '.formation-orders.is-ready' )
		).toHaveCount( 1 );
		await expect(
			page.getByText( 'This block contains unexpected' )
		).toHaveCount( 0 );
		// A form inserted now asks its visitors to check their answers before paying (the default variation).
		const config = JSON.parse(
			( await page
				.locator( '.formation-orders__config' )
				.textContent() ) ?? '{}'
		);
		expect( config.engine.checkAnswers ).toBe( true );
	} finally {
		await deletePage( page, id );
	}
} );
