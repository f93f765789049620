/**
 * The configured state lists govern real pages: a list changed on the plugin's Settings page changes what the
 * demo page asks. And the order form's preselected mail forwarding / virtual office product is chosen when the
 * page loads: ticked, in the summary and in the order the sandbox receives.
 */
import { expect, test } from '@playwright/test';

import { expectTotal, summaryOf } from './support/cart';
import { createPage, deletePage, logIn, type TestPage } from './support/editor';
import { clearSandboxOrders, setSiteSetting } from './support/gateway';
import { fillFields, registeredAgentVisitor } from './support/order-form';
import { patternFiles } from './support/patterns';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const NAICS_DEFAULT = 'NY, CT, GA, HI, IA, KY, LA, MD, MA, MI, MS, MO, NE, NM';
const EXTRA_STEP_DEFAULT =
	'AK, AR, CA, CT, LA, MD, MA, MI, MN, MS, NE, NH, NJ, OH, OK, OR, PA, SC, TX, WA, WV';
const VIRTUAL_OFFICE = 588;

let testPage: TestPage | undefined;

test.afterEach( async ( { page } ) => {
	setSiteSetting( 'naics_required_states', NAICS_DEFAULT );
	setSiteSetting( 'extra_step_states', EXTRA_STEP_DEFAULT );
	if ( testPage ) {
		await deletePage( page, testPage.id );
		testPage = undefined;
	}
} );

test( 'the NAICS code is required in the states the Settings page lists', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const naicsLabel = page.locator( 'label', { hasText: 'NAICS Code' } );
	const stateOfFormation = page.getByLabel( 'State of formation' );

	// The default list: New York requires the code, Texas does not.
	await page.goto( '/llc-formation/' );
	await stateOfFormation.selectOption( 'NY' );
	await expect( naicsLabel ).not.toContainText( '(optional)' );
	await stateOfFormation.selectOption( 'TX' );
	await expect( naicsLabel ).toContainText( '(optional)' );

	await logIn( page );
	await page.goto( '/wp-admin/options-general.php?page=formation-orders' );
	const list = page.getByLabel( 'States that require a NAICS code' );
	await expect( list ).toHaveValue( NAICS_DEFAULT );
	await list.fill( 'tx' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect(
		page.getByLabel( 'States that require a NAICS code' )
	).toHaveValue( 'TX' );

	// Now Texas requires it and New York does not.
	await page.goto( '/llc-formation/' );
	await stateOfFormation.selectOption( 'TX' );
	await expect( naicsLabel ).not.toContainText( '(optional)' );
	await stateOfFormation.selectOption( 'NY' );
	await expect( naicsLabel ).toContainText( '(optional)' );
} );

test( 'a step whose condition is "the state is in: States with an extra step" follows the Settings page', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const steps = page.getByRole( 'navigation', { name: 'Order steps' } );
	const state = page.getByLabel( 'State of your company' );

	// By default Texas has the extra step and Wyoming does not.
	await page.goto( '/engine-conditional-steps/' );
	await state.selectOption( 'TX' );
	await expect( steps ).toContainText( 'State Filing Notes' );
	await state.selectOption( 'WY' );
	await expect( steps ).not.toContainText( 'State Filing Notes' );

	await logIn( page );
	await page.goto( '/wp-admin/options-general.php?page=formation-orders' );
	const list = page.getByLabel( 'States with an extra step' );
	await expect( list ).toHaveValue( EXTRA_STEP_DEFAULT );
	await list.fill( 'WY' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByLabel( 'States with an extra step' ) ).toHaveValue(
		'WY'
	);

	await page.goto( '/engine-conditional-steps/' );
	await state.selectOption( 'WY' );
	await expect( steps ).toContainText( 'State Filing Notes' );
	await page.getByLabel( 'Company Name' ).fill( 'Teton Ranch LLC' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'State Filing Notes', level: 2 } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Back' } ).click();
	await state.selectOption( 'TX' );
	await expect( steps ).not.toContainText( 'State Filing Notes' );
} );

test( 'the preselected virtual office is chosen on load, in the summary and in the order', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await resetSandbox();
	await clearSandboxOrders();
	const pattern = patternFiles().find(
		( file ) => file.slug === 'mail-forwarding'
	);
	expect( pattern ).toBeDefined();
	const content = pattern!.content.replace(
		'{"formType":"mail-forwarding",',
		'{"formType":"mail-forwarding","preselectedState":"WY","preselectedMfvoProduct":"virtualOffice",'
	);
	expect( content ).toContain( '"preselectedMfvoProduct":"virtualOffice"' );
	await logIn( page );
	testPage = await createPage( page, 'Preselected virtual office', content );

	await page.goto( testPage.link );
	await expect(
		page.getByRole( 'radio', { name: /Virtual Office/ } )
	).toBeChecked();
	await expect(
		page.getByRole( 'radio', { name: /Mail Forwarding/ } )
	).not.toBeChecked();
	await expect( summaryOf( page ) ).toContainText( 'Virtual Office' );
	await expectTotal( page, VIRTUAL_OFFICE );

	const visitor = registeredAgentVisitor();
	await page
		.getByLabel( 'Company Name' )
		.fill( 'Teton Trail Outfitters LLC' );
	await page.getByLabel( 'Entity Type' ).selectOption( 'LLC' );
	await page.getByLabel( 'Recipient 1 first name' ).fill( 'Grace' );
	await page.getByLabel( 'Recipient 1 last name' ).fill( 'Hopper' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await fillFields( page, visitor.payment );
	await expect( summaryOf( page ) ).toContainText( 'Virtual Office' );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect(
		order.companies[ 0 ].products.map(
			( product: { product_id: number; saveAs: string } ) => [
				product.product_id,
				product.saveAs,
			]
		)
	).toEqual( [ [ 4018, 'virtualOffice' ] ] );
} );
