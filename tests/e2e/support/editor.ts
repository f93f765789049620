/**
 * The block editor as a site editor uses it: logged in, a page of our own to edit, the sidebar's panels.
 */
import { readFileSync } from 'fs';

import { expect, type Page } from '@playwright/test';

/**
 * Logs the page's browser context in as the administrator, with the session tests/e2e/global-setup.ts opened once
 * for the whole run through wp-login.php (its cookies are in the file FO_ADMIN_STATE names). The page stays where
 * it is: the caller goes on to wp-admin, the editor or a page.
 * @param page
 */
export async function logIn( page: Page ): Promise< void > {
	const file = process.env.FO_ADMIN_STATE;
	if ( ! file ) {
		throw new Error(
			'No administrator session: tests/e2e/global-setup.ts did not run'
		);
	}
	const { cookies } = JSON.parse( readFileSync( file, 'utf8' ) );
	await page.context().addCookies( cookies );
}

/**
 * The editor canvas: an iframe on newer WordPress, the page itself on 6.1.
 * @param page
 */
export async function editorCanvas( page: Page ) {
	await page.waitForSelector(
		'.block-editor-block-list__layout, iframe[name="editor-canvas"]'
	);
	return ( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page.locator( 'body' );
}

/**
 * A new, empty page in the editor, as a site editor starts one. Where page patterns are offered (twentytwentyfive's;
 * ours only when the site owner asks for it) WordPress first opens a "Choose a pattern" dialog over the canvas,
 * once the patterns have loaded: whenever it shows, it is closed (starting from scratch), before
 * Playwright's next action.
 * @param page
 */
export async function openNewPage( page: Page ) {
	const starterDialog = page.getByRole( 'dialog', {
		name: 'Choose a pattern',
	} );
	// Its own Close button: Escape reaches the dialog only while the keyboard is in it, and on 7.1 under load
	// the inserter's search field sometimes still had it, so the dialog stayed.
	// The click waits as long as the dialog takes to become clickable (Playwright then waits for it to be gone).
	// Should the test end first, having left the editor, the click's "Test ended" is not the test's failure.
	await page.addLocatorHandler( starterDialog, async () => {
		await starterDialog
			.getByRole( 'button', { name: 'Close', exact: true } )
			.click()
			.catch( () => undefined );
	} );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	return editorCanvas( page );
}

/** A REST nonce of the logged-in administrator (core's `rest-nonce` ajax action). */
export async function restNonce( page: Page ): Promise< string > {
	const response = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok() ).toBe( true );
	return ( await response.text() ).trim();
}

export interface TestPage {
	id: number;
	link: string;
}

/**
 * Publishes a page of our own, so the demo pages other specs use stay as they are.
 * @param page
 * @param title
 * @param content Block markup.
 */
export async function createPage(
	page: Page,
	title: string,
	content: string
): Promise< TestPage > {
	const response = await page.request.post( '/?rest_route=/wp/v2/pages', {
		headers: { 'X-WP-Nonce': await restNonce( page ) },
		data: { title, content, status: 'publish' },
	} );
	expect( response.status() ).toBe( 201 );
	const { id, link } = await response.json();
	return { id, link };
}

export async function deletePage( page: Page, id: number ): Promise< void > {
	await page.request.delete( `/?rest_route=/wp/v2/pages/${ id }&force=true`, {
		headers: { 'X-WP-Nonce': await restNonce( page ) },
	} );
}

/** The raw block markup of a page as saved. */
export async function savedContent(
	page: Page,
	id: number
): Promise< string > {
	const response = await page.request.get(
		`/?rest_route=/wp/v2/pages/${ id }&context=edit`,
		{ headers: { 'X-WP-Nonce': await restNonce( page ) } }
	);
	return ( await response.json() ).content.raw;
}

/**
 * Selects a block of the canvas by clicking it and opens one of its sidebar panels.
 * @param page
 * @param blockName e.g. "formation-orders/contact-information"
 * @param panel     The panel's title.
 */
export async function openBlockPanel(
	page: Page,
	blockName: string,
	panel: string
): Promise< void > {
	const canvas = await editorCanvas( page );
	await canvas.locator( `[data-type="${ blockName }"]` ).first().click();
	const toggle = page.getByRole( 'button', { name: panel, exact: true } );
	await expect( toggle ).toBeVisible();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
}

/** Update ("Save" from WordPress 6.7 on), and wait for WordPress to say it is saved. */
export async function updatePage( page: Page ): Promise< void > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /^(Update|Save)$/ } )
		.click();
	await expect(
		page.locator( '.components-snackbar' ).filter( { hasText: 'updated' } )
	).toBeVisible();
}

/**
 * Opening the inserter closes the settings sidebar, and the editor keeps that for the next page it opens: this opens
 * it again, as an editor does to configure a block.
 * @param page
 */
export async function openSettingsSidebar( page: Page ): Promise< void > {
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	if ( ( await settings.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
		await settings.click();
	}
	await expect( settings ).toHaveAttribute( 'aria-pressed', 'true' );
}

/**
 * Opens the block inserter of the top bar and searches it.
 * @param page
 * @param search What the editor types into its search field.
 */
export async function searchBlockInserter(
	page: Page,
	search: string
): Promise< void > {
	// "Toggle block inserter" up to 6.6, "Block Inserter" from 6.7.
	const toggle = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', {
			name: /^(Toggle block inserter|Block Inserter)$/,
		} );
	const searchbox = page.getByRole( 'searchbox', { name: /^Search/ } );
	// The new page's "Choose a pattern" dialog may open after the inserter did (once the patterns have loaded), even
	// while the search is being typed; closing it takes the inserter with it on 7.1. So the inserter is opened and
	// searched again, with short waits, until the search holds the text.
	await expect( async () => {
		if ( ! ( await searchbox.isVisible() ) ) {
			await toggle.click( { timeout: 3000 } );
		}
		await searchbox.fill( search, { timeout: 3000 } );
		await expect( searchbox ).toHaveValue( search, { timeout: 1000 } );
	} ).toPass( { timeout: 60_000 } );
}

/**
 * Inserts an Order Form where the editor stands, through the block inserter of the top bar, as a site editor
 * does; returns the new block, which asks how to start.
 * @param page
 */
export async function insertOrderForm( page: Page ) {
	const forms = ( await editorCanvas( page ) ).locator(
		'[data-type="formation-orders/order-form"]'
	);
	const before = await forms.count();
	// The same late "Choose a pattern" dialog can close the inserter between the search and the click: then the
	// search is made again. A click that did insert is never repeated.
	await expect( async () => {
		if ( ( await forms.count() ) > before ) {
			return;
		}
		await searchBlockInserter( page, 'Order Form' );
		// The option's name starts with its icon's glyph.
		await page
			.getByRole( 'listbox', { name: 'Blocks' } )
			.getByRole( 'option', { name: /Order Form$/ } )
			.click( { timeout: 3000 } );
		await expect( forms ).toHaveCount( before + 1, { timeout: 3000 } );
	} ).toPass( { timeout: 90_000 } );
	await openSettingsSidebar( page );
	const form = forms.last();
	await expect(
		form.getByRole( 'button', { name: 'Start blank' } )
	).toBeVisible();
	return form;
}
