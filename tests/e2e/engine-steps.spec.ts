import { expect, test, type Page } from '@playwright/test';

import {
	fillCompanyStep,
	fillFields,
	RA_PAGE,
	registeredAgentVisitor,
	waitForTakeover,
} from './support/order-form';
import { axeViolations } from './support/axe';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing } from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const CONDITIONAL_PAGE = '/engine-conditional-steps/';
const SINGLE_PAGE = '/registered-agent-single-page/';
const visitor = registeredAgentVisitor();

const heading = ( page: Page, name: string ) =>
	page.getByRole( 'heading', { name, level: 2 } );

test( 'a step whose modules all fail their conditions is skipped, forward and back', async ( {
	page,
} ) => {
	await page.goto( CONDITIONAL_PAGE );
	const toggle = page.locator( '.fo-steps__mobile' );
	await expect( toggle ).toHaveText( 'Step 1/3' );
	await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
	await page.getByLabel( 'Company Name' ).fill( 'Teton Ranch LLC' );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Contact and Account' ) ).toBeVisible();
	await expect( toggle ).toHaveText( 'Step 2/3' );

	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect( heading( page, 'Company' ) ).toBeVisible();
	await page.getByLabel( 'Entity Type' ).selectOption( 'Corp' );
	await expect( toggle ).toHaveText( 'Step 1/4' );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Corporate Supplies' ) ).toBeVisible();
	await expect(
		page.getByRole( 'checkbox', { name: /^Corporate Book/ } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	// The step indicator marks where the visitor has been and switches steps.
	const company = page
		.getByRole( 'navigation', { name: 'Order steps' } )
		.getByRole( 'listitem' )
		.first();
	await expect( company ).toHaveClass( /before-current/ );
	await expect( company ).toHaveClass( /passed/ );
	await company.getByRole( 'button' ).click();
	await expect( heading( page, 'Company' ) ).toBeVisible();
	await expect( page.getByLabel( 'Company Name' ) ).toHaveValue(
		'Teton Ranch LLC'
	);
} );

test( 'Continue with errors stays, focuses the summary and marks the step invalid; every step is axe-clean', async ( {
	page,
} ) => {
	await page.goto( CONDITIONAL_PAGE );
	expect( await axeViolations( page ) ).toEqual( [] );

	// The module's help text opens as a popover from its "?" button, and closes with Escape or a click outside.
	// The printed module stands in until the code of the modules after the first comes, which the mouse coming
	// over the form on its way to the button fetches.
	const help = page.getByRole( 'button', { name: 'Help: Company' } );
	await heading( page, 'Company' ).hover();
	await help.click();
	await expect( help ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( page.locator( '.fo-help__popover--small' ) ).toContainText(
		'The legal name of your company'
	);
	expect( await axeViolations( page ) ).toEqual( [] );
	await help.press( 'Escape' );
	await expect( page.locator( '.fo-help__popover' ) ).toHaveCount( 0 );
	// A click on the popover's own text leaves it open; a click elsewhere on the page closes it.
	await help.click();
	await page.locator( '.fo-help__popover' ).click();
	await expect( help ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.getByRole( 'heading', { level: 1 } ).click();
	await expect( page.locator( '.fo-help__popover' ) ).toHaveCount( 0 );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	const summary = page
		.getByRole( 'alert' )
		.filter( { hasText: 'There is a problem' } );
	await expect( summary ).toBeFocused();
	await expect( page.locator( '.fo-steps__item.current' ) ).toHaveClass(
		/invalid/
	);
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
	await page.getByLabel( 'Company Name' ).fill( 'Teton Ranch LLC' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Contact and Account' ) ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
	await fillFields( page, visitor.contact );

	await page
		.locator( '#fo-accountInformation-email' )
		.fill( visitor.account[ 'accountInformation.email' ] );
	await page
		.locator( '#fo-accountInformation-password' )
		.fill( visitor.account[ 'accountInformation.password' ] );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Payment' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Submit Order' } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'single-page mode: every step at once, Submit only, errors from all steps in one summary', async ( {
	page,
} ) => {
	await page.goto( SINGLE_PAGE );
	for ( const name of [ 'Company', 'Contact', 'Payment' ] ) {
		await expect( heading( page, name ) ).toBeVisible();
	}
	await expect(
		page.getByRole( 'button', { name: 'Continue' } )
	).toHaveCount( 0 );
	await expect( page.getByRole( 'button', { name: 'Back' } ) ).toHaveCount(
		0
	);
	await expect( page.locator( '.fo-steps__mobile' ) ).toHaveCount( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	const summary = page
		.getByRole( 'alert' )
		.filter( { hasText: 'There is a problem' } );
	await expect( summary ).toBeFocused();
	await expect( summary ).toContainText( 'Company Name is required' );
	await expect( summary ).toContainText( 'Email is required' );
	await expect( summary ).toContainText( 'Card Number is required' );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'single-page mode in a tab that gets no frames (opened in the background): the later steps still appear', async ( {
	page,
} ) => {
	// A background tab runs no animation frame until it is shown; the form must not wait for one to draw its
	// later steps and its Submit.
	await page.addInitScript( () => {
		window.requestAnimationFrame = () => 0;
	} );
	await page.goto( SINGLE_PAGE );
	for ( const name of [ 'Company', 'Contact', 'Payment' ] ) {
		await expect( heading( page, name ) ).toBeVisible();
	}
	await expect(
		page.getByRole( 'button', { name: 'Submit Order' } )
	).toBeVisible();
} );

test( 'the conditional-steps page takes an LLC order: its contact is asked of every entity type, the corporate step is not', async ( {
	page,
} ) => {
	await resetSandbox();
	await clearSandboxOrders();
	await page.goto( CONDITIONAL_PAGE );
	await page.getByLabel( 'State of your company' ).selectOption( 'DE' );
	await page.getByLabel( 'Company Name' ).fill( 'Brandywine Labs LLC' );
	await expect( page.getByLabel( 'Entity Type' ) ).toHaveValue( 'LLC' );
	const steps = page.getByRole( 'navigation', { name: 'Order steps' } );
	await expect( steps ).not.toContainText( 'Corporate Supplies' );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Contact and Account' ) ).toBeVisible();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Payment' ) ).toBeVisible();
	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ request ] = await sandboxRequests( '/api/process_signup' );
	const order = request.body as {
		companies: Array< {
			company: Record< string, unknown >;
			products: Array< { saveAs: string } >;
		} >;
		contact: Record< string, unknown >;
		addresses: Array< Record< string, unknown > >;
		payment: { billing_address: Record< string, unknown > };
	};
	const address = {
		line1: visitor.contact[ 'contactInformation.address.line1' ],
		city: visitor.contact[ 'contactInformation.address.city' ],
		state: visitor.contact[ 'contactInformation.address.state' ],
		zip: visitor.contact[ 'contactInformation.address.zip' ],
	};
	expect( order.companies[ 0 ].company ).toMatchObject( {
		name: 'Brandywine Labs LLC',
		entity_type: 'LLC',
	} );
	expect(
		order.companies[ 0 ].products.map( ( line ) => line.saveAs )
	).not.toEqual(
		expect.arrayContaining( [ expect.stringMatching( /^corporate/ ) ] )
	);
	expect( order.contact ).toEqual( {
		first_name: visitor.contact[ 'contactInformation.firstName' ],
		last_name: visitor.contact[ 'contactInformation.lastName' ],
	} );
	expect( order.addresses ).toEqual( [
		expect.objectContaining( {
			kind: 'primary',
			line1: address.line1,
			city: address.city,
			zip_postal_code: address.zip,
			state_province_region: address.state,
			country: 'US',
		} ),
	] );
	expect( order.payment.billing_address ).toEqual( {
		line1: address.line1,
		city: address.city,
		state: address.state,
		zipcode: address.zip,
		country: 'US',
	} );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
} );

test( 'a step-by-step form downloads the code of all but its first module only once the visitor starts on it, and shows its later steps after Continue', async ( {
	page,
} ) => {
	const moduleChunks = new Set< string >();
	page.on( 'request', ( request ) => {
		const chunk = /\/build\/order-form\/([a-z-]+)-module\.js/.exec(
			request.url()
		);
		if ( chunk ) {
			moduleChunks.add( chunk[ 1 ] );
		}
	} );
	await page.goto( RA_PAGE );
	await waitForTakeover( page );
	await page.waitForLoadState( 'networkidle' );
	// The first module's code only: the printed company module and running total stand in until the visitor
	// starts, and nothing of the contact, account or payment steps comes.
	expect( [ ...moduleChunks ] ).toEqual( [ 'state-picker' ] );
	await expect(
		page.locator( '[data-printed-module].fo-module--company-information' )
	).toHaveCount( 1 );
	await expect(
		page.locator( '[data-printed-module].fo-running-total' )
	).toHaveCount( 1 );
	await expect(
		page.locator( '[data-printed-module].fo-module--state-picker' )
	).toHaveCount( 0 );
	// Until then the step indicator shows the later steps' counts the server printed: the code's arrival changes
	// neither them nor the indicator's size, so nothing moves under the visitor's first click.
	const counts = page.locator( '.fo-steps__count' );
	const printedCounts = await counts.allTextContents();
	expect( printedCounts ).toHaveLength( 3 );
	const indicator = page.locator( '.fo-steps__list' );
	const printedBox = await indicator.boundingBox();

	await fillCompanyStep( page, visitor );
	await expect( page.locator( '[data-printed-module]' ) ).toHaveCount( 0 );
	await expect
		.poll( () => [ ...moduleChunks ].sort() )
		.toEqual( [
			'account-setup',
			'company-information',
			'contact-information',
			'order-summary',
			'payment',
			'state-picker',
		] );
	// The first step's count follows what was filled in; the later steps' stay as printed.
	await expect( counts.nth( 1 ) ).toHaveText( printedCounts[ 1 ] );
	await expect( counts.nth( 2 ) ).toHaveText( printedCounts[ 2 ] );
	expect( ( await indicator.boundingBox() )?.height ).toBe(
		printedBox?.height
	);
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( page, 'Contact' ) ).toBeVisible();
	await expect( page.getByLabel( 'First Name' ) ).toBeVisible();
	await expect( page.getByLabel( 'Email' ).first() ).toBeVisible();
} );
