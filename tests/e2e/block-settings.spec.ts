/**
 * Settings changed in the block sidebar show on the published page: at least one per block (the jest test
 * tests/js/editor/every-attribute-has-a-control.test.tsx covers that every attribute has a control).
 * The forms are pages of our own, made from the patterns; the demo pages stay as they are.
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
import { SANDBOX_URL } from './support/sandbox';

const contentOf = ( slug: string ): string => {
	const pattern = patternFiles().find( ( file ) => file.slug === slug );
	if ( ! pattern ) {
		throw new Error( `no pattern ${ slug }` );
	}
	return pattern.content;
};

let testPage: TestPage | undefined;

test.afterEach( async ( { page } ) => {
	if ( testPage ) {
		await deletePage( page, testPage.id );
		testPage = undefined;
	}
} );

async function editPageOf( page: Page, slug: string, title: string ) {
	await logIn( page );
	testPage = await createPage( page, title, contentOf( slug ) );
	await page.goto( `/wp-admin/post.php?post=${ testPage.id }&action=edit` );
	await editorCanvas( page );
	return testPage;
}

const sidebarOf = ( page: Page ) =>
	page.getByRole( 'region', { name: 'Editor settings' } );

/**
 * Selects a block (the first of its kind, or one of its parents through the block breadcrumb) and opens a panel
 * of the settings sidebar.
 * @param page
 * @param blockName e.g. "formation-orders/state-picker"
 * @param panel     The panel's title.
 * @param parent    The title of the parent block to select instead, e.g. "Order Form".
 */
async function openPanel(
	page: Page,
	blockName: string,
	panel: string,
	parent?: string
): Promise< void > {
	const canvas = await editorCanvas( page );
	await canvas.locator( `[data-type="${ blockName }"]` ).first().click();
	if ( parent ) {
		await page
			.getByRole( 'list', { name: 'Block breadcrumb' } )
			.getByRole( 'button', { name: parent, exact: true } )
			.click();
	}
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
}

async function setHelpText( page: Page, block: string, text: string ) {
	await openPanel(
		page,
		`formation-orders/${ block }`,
		'Help and visibility'
	);
	await sidebarOf( page ).getByLabel( 'Help text' ).fill( text );
}

/** Opens a module's "?" help on the page and returns its popover. */
async function helpOf( page: Page, block: string ) {
	const module = page.locator( `.fo-form .fo-module--${ block }` ).first();
	// A printed module's buttons wait for its code, which the pointer coming over the form fetches.
	const button = module.locator( '.fo-help__button' ).first();
	await button.hover();
	await button.click();
	return module.getByRole( 'note' );
}

test( 'the LLC formation form: the order form, a step, the modules’ texts and help texts set in the sidebar', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const edited = await editPageOf(
		page,
		'llc-formation',
		'Sidebar test LLC formation'
	);
	const sidebar = sidebarOf( page );
	// A module that shows what the visitor's state calls for previews as for a sample company (a Wyoming LLC): the
	// filing methods of its state, read from the product API as a visitor's page reads them.
	const filing = ( await editorCanvas( page ) )
		.locator( '[data-type="formation-orders/filing-methods"]' )
		.first();
	await expect(
		filing.getByRole( 'group', { name: /^Filing for / } )
	).toBeVisible();
	await expect( filing.getByText( 'Nothing to preview' ) ).toHaveCount( 0 );

	await openPanel(
		page,
		'formation-orders/state-picker',
		'Form',
		'Order Form'
	);
	await sidebar
		.getByLabel( 'Submit button text' )
		.fill( 'Form my company now' );

	await openPanel(
		page,
		'formation-orders/state-picker',
		'Step',
		'Form Step'
	);
	await sidebar.getByLabel( 'Label', { exact: true } ).fill( 'Your company' );

	await openPanel( page, 'formation-orders/state-picker', 'State picker' );
	await sidebar
		.getByLabel( 'Label', { exact: true } )
		.fill( 'Where will you form it?' );

	await openPanel(
		page,
		'formation-orders/filing-methods',
		'Filing methods'
	);
	await sidebar
		.getByLabel( 'Processing time line' )
		.fill( 'The state files it in {{filed_in}}' );

	await openPanel(
		page,
		'formation-orders/optional-products',
		'Optional items'
	);
	await sidebar.getByLabel( 'Heading' ).fill( 'Extras for your LLC' );

	const helped = [
		'company-information',
		'formation-details',
		'contact-information',
		'account-setup',
		'order-summary',
		'coupon-field',
		'payment',
	];
	for ( const block of helped ) {
		await setHelpText( page, block, `Why we ask: ${ block }` );
	}
	await updatePage( page );

	await page.goto( edited.link );
	await expect(
		page.getByRole( 'heading', { name: 'Your company', level: 2 } )
	).toBeVisible();
	await page.getByLabel( 'Where will you form it?' ).selectOption( 'CA' );
	await expect(
		page.getByText( /The state files it in \d+/ ).first()
	).toBeVisible();
	await expect(
		page.getByText( 'Extras for your LLC', { exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Form my company now' } )
	).toBeVisible();
	for ( const block of helped ) {
		await expect( await helpOf( page, block ) ).toHaveText(
			`Why we ask: ${ block }`
		);
	}
} );

test( 'the LLC subscription form: the billing choice’s label and refusal message set in the sidebar', async ( {
	page,
} ) => {
	const edited = await editPageOf(
		page,
		'llc-subscription',
		'Sidebar test LLC subscription'
	);
	const sidebar = sidebarOf( page );
	await openPanel( page, 'formation-orders/billing-type', 'Billing' );
	await sidebar
		.getByLabel( 'Label', { exact: true } )
		.fill( 'How would you like to pay?' );
	await sidebar
		.getByLabel( 'Monthly billing refused' )
		.fill( 'Nonprofits pay up front, sorry.' );
	await updatePage( page );

	await page.goto( edited.link );
	const billing = page.getByRole( 'group', {
		name: 'How would you like to pay?',
	} );
	await expect( billing ).toBeVisible();
	// NP Corp is formed in New York only.
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await page.getByLabel( 'Entity Type' ).selectOption( 'NP Corp' );
	await billing.getByRole( 'radio', { name: /Pay Monthly/ } ).click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Nonprofits' } )
	).toHaveText( 'Nonprofits pay up front, sorry.' );
} );

test( 'the multi-state form: the multi-state picker’s label and jurisdictions set in the sidebar', async ( {
	page,
} ) => {
	const edited = await editPageOf(
		page,
		'multi-state-registered-agent',
		'Sidebar test multi-state'
	);
	// The editor's preview is priced from the catalog WordPress printed into the editor.
	const response = await fetch(
		`${ SANDBOX_URL }/api/registered_agent_products?website_id=1&state_abbreviation=DE`
	);
	const delaware = (
		( await response.json() ) as {
			result: { price: number }[];
		}
	 ).result[ 0 ].price;
	await expect(
		// The states' list, closed until the search is used, holds each state with its price.
		( await editorCanvas( page ) ).getByRole( 'option', {
			name: `Delaware $${ delaware.toFixed( 2 ) }`,
			includeHidden: true,
		} )
	).toHaveCount( 1 );
	const sidebar = sidebarOf( page );
	await openPanel(
		page,
		'formation-orders/multi-state-picker',
		'Multi-state picker'
	);
	await sidebar
		.getByLabel( 'Label', { exact: true } )
		.fill( 'Where do you need an agent?' );
	await sidebar.getByLabel( 'Only these jurisdictions' ).fill( 'DE, WY' );
	await updatePage( page );

	await page.goto( edited.link );
	const states = page.getByRole( 'group', {
		name: 'Where do you need an agent?',
	} );
	await expect( states ).toBeVisible();
	await states.getByRole( 'combobox' ).click();
	await expect( states.getByRole( 'option' ) ).toHaveText( [
		/^Delaware/,
		/^Wyoming/,
	] );
} );

test( 'the phone service form: its module’s help text set in the sidebar', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const phone = await editPageOf(
		page,
		'phone-service',
		'Sidebar test phone service'
	);
	await setHelpText(
		page,
		'phone-number-selection',
		'Why we ask: your new number'
	);
	await updatePage( page );
	await page.goto( phone.link );
	await expect( await helpOf( page, 'phone-number-selection' ) ).toHaveText(
		'Why we ask: your new number'
	);
} );

test( 'the name-your-own-price form: its module’s help text set in the sidebar', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const pricing = await editPageOf(
		page,
		'name-your-own-price',
		'Sidebar test name your own price'
	);
	await setHelpText(
		page,
		'name-your-own-price',
		'Why we ask: the price is yours to name'
	);
	await updatePage( page );
	await page.goto( pricing.link );
	await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Sidebar Test LLC' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( await helpOf( page, 'name-your-own-price' ) ).toHaveText(
		'Why we ask: the price is yours to name'
	);
} );
