/**
 * The sidebar settings of the Home State, Second Company, Tax ID Choice and Registered Agent Questions blocks,
 * changed in the real editor, show on the published page (as tests/e2e/block-settings.spec.ts does for the
 * other blocks). The forms are pages of our own, made from the patterns; the demo pages stay as they are.
 */
import { expect, test, type Page } from '@playwright/test';

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

const sidebarOf = ( page: Page ) =>
	page.getByRole( 'region', { name: 'Editor settings' } );

/**
 * A published page of our own from a pattern, open in the editor, with one block selected and one of its
 * sidebar panels open.
 * @param page
 * @param slug      The pattern.
 * @param blockName e.g. "formation-orders/home-state"
 * @param panel     The panel's title.
 */
async function editBlockOf(
	page: Page,
	slug: string,
	blockName: string,
	panel: string
): Promise< TestPage > {
	const pattern = patternFiles().find( ( file ) => file.slug === slug );
	if ( ! pattern ) {
		throw new Error( `no pattern ${ slug }` );
	}
	await logIn( page );
	testPage = await createPage(
		page,
		`Sidebar test ${ slug }`,
		pattern.content
	);
	await page.goto( `/wp-admin/post.php?post=${ testPage.id }&action=edit` );
	const canvas = await editorCanvas( page );
	await canvas.locator( `[data-type="${ blockName }"]` ).first().click();
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	const open =
		( await settings.getAttribute( 'aria-pressed' ) ) ??
		( await settings.getAttribute( 'aria-expanded' ) );
	if ( open === 'false' ) {
		await settings.click();
	}
	const toggle = sidebarOf( page ).getByRole( 'button', {
		name: panel,
		exact: true,
	} );
	await expect( toggle ).toBeVisible();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return testPage;
}

const SETTINGS = [
	{
		slug: 'foreign-registration',
		block: 'home-state',
		panel: 'Home state',
		control: 'Label',
		value: 'Where was your company formed?',
	},
	{
		slug: 'double-llc',
		block: 'second-company',
		panel: 'Second company',
		control: 'Label',
		value: 'Name of the holding company',
	},
	{
		slug: 'tax-id',
		block: 'tax-id-choice',
		panel: 'Tax ID choice',
		control: 'Label',
		value: 'Which tax ID application?',
	},
	{
		slug: 'change-registered-agent',
		block: 'registered-agent-questions',
		panel: 'Registered agent questions',
		control: 'Changing agent question',
		value: 'Is another company your agent today?',
	},
];

for ( const setting of SETTINGS ) {
	test( `${ setting.block }: "${ setting.control }" set in the sidebar shows on the published page`, async ( {
		page,
	} ) => {
		test.slow();
		const edited = await editBlockOf(
			page,
			setting.slug,
			`formation-orders/${ setting.block }`,
			setting.panel
		);
		await sidebarOf( page )
			.getByLabel( setting.control, { exact: true } )
			.fill( setting.value );
		await updatePage( page );

		await page.goto( edited.link );
		await expect(
			page
				.locator( `.fo-form .fo-module--${ setting.block }` )
				.getByText( setting.value, { exact: true } )
		).toBeVisible();
	} );
}
