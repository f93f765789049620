/**
 * The block editor as a site editor uses it: logged in, a page of our own to edit, the sidebar's panels.
 */
import { expect, type Page } from '@playwright/test';

export async function logIn( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	const username = page.getByLabel( 'Username or Email Address' );
	// wp-login.php focuses and selects the username field 200 ms after loading: typed before that, the password
	// can land in the username field. Wait for that focus first.
	await expect( username ).toBeFocused();
	await username.fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	// Logged in once the dashboard's address is reached; its load event is not needed.
	await page.waitForURL( /wp-admin/, { waitUntil: 'domcontentloaded' } );
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
 * A new, empty page in the editor, as a site editor starts one. With a theme that offers page patterns
 * (twentytwentyfour, the default theme of the newer cores) WordPress first opens a "Choose a pattern" dialog over
 * the canvas, once the patterns have loaded: whenever it shows, it is closed with Escape (starting from scratch),
 * before Playwright's next action.
 * @param page
 */
export async function openNewPage( page: Page ) {
	await page.addLocatorHandler(
		page.getByRole( 'dialog', { name: 'Choose a pattern' } ),
		async () => {
			await page.keyboard.press( 'Escape' );
		}
	);
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	return editorCanvas( page );
}

/** A REST nonce of the logged-in administrator (core's `rest-nonce` ajax action). */
async function restNonce( page: Page ): Promise< string > {
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
