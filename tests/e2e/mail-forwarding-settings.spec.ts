/**
 * The mail forwarding block's sidebar settings show on the published page: its heading and the most recipients.
 */
import { expect, test } from '@playwright/test';

import {
	createPage,
	deletePage,
	editorCanvas,
	logIn,
	updatePage,
	type TestPage,
} from './support/editor';
import { patternFiles } from './support/patterns';

let testPage: TestPage | undefined;

test.afterEach( async ( { page } ) => {
	if ( testPage ) {
		await deletePage( page, testPage.id );
		testPage = undefined;
	}
} );

test( 'the mail forwarding form: heading and most recipients set in the sidebar', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const pattern = patternFiles().find(
		( file ) => file.slug === 'mail-forwarding'
	);
	expect( pattern ).toBeDefined();
	await logIn( page );
	testPage = await createPage(
		page,
		'Sidebar test mail forwarding',
		pattern!.content
	);
	await page.goto( `/wp-admin/post.php?post=${ testPage.id }&action=edit` );
	const canvas = await editorCanvas( page );
	await canvas
		.locator( '[data-type="formation-orders/mail-forwarding"]' )
		.first()
		.click();
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	const open =
		( await settings.getAttribute( 'aria-pressed' ) ) ??
		( await settings.getAttribute( 'aria-expanded' ) );
	if ( open === 'false' ) {
		await settings.click();
	}
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	for ( const panel of [ 'Mail forwarding', 'Recipients' ] ) {
		const toggle = sidebar.getByRole( 'button', {
			name: panel,
			exact: true,
		} );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.click();
		}
	}
	await sidebar
		.getByLabel( 'Heading' )
		.fill( 'Where should we receive your mail?' );
	await sidebar.getByLabel( 'Most recipients' ).fill( '2' );
	await updatePage( page );

	await page.goto( testPage.link );
	await page.getByLabel( 'State of your mail address' ).selectOption( 'WY' );
	await expect(
		page.getByRole( 'group', {
			name: 'Where should we receive your mail?',
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Add a recipient' } ).click();
	await expect( page.getByLabel( 'Recipient 2 first name' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Add a recipient' } )
	).toHaveCount( 0 );
} );
