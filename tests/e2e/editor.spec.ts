import { expect, test, type Page } from '@playwright/test';

async function logIn( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );
}

/** The editor canvas: an iframe on newer WordPress, the page itself on 6.1. */
async function editorCanvas( page: Page ) {
	await page.waitForSelector(
		'.block-editor-block-list__layout, iframe[name="editor-canvas"]'
	);
	return ( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page.locator( 'body' );
}

test( 'the editor opens the demo form with valid blocks and previews of each module', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/wp-admin/edit.php?post_type=page' );
	await page
		.getByRole( 'link', { name: '“Registered Agent Signup” (Edit)' } )
		.click();

	const canvas = await editorCanvas( page );
	await expect(
		canvas.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	await expect( canvas.getByText( 'State of your company' ) ).toBeVisible();
	await expect( canvas.getByText( 'Street Address' ) ).toBeVisible();
	await expect( canvas.getByText( 'Card Number' ) ).toBeVisible();
	await expect(
		canvas.getByRole( 'heading', { name: 'Order Summary' } )
	).toBeVisible();
	await expect(
		canvas.getByText( 'This block contains unexpected or invalid content' )
	).toHaveCount( 0 );
	await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount( 0 );
} );
