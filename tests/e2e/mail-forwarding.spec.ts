import { expect, test } from '@playwright/test';

import { axeViolations } from './support/axe';
import { dollars, expectTotal, summaryOf } from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { fillFields, registeredAgentVisitor } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const PAGE = '/mail-forwarding/';
const MAIL_FORWARDING = 240;
const VIRTUAL_OFFICE = 588;

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a state offers what the availability map sells there; between two the visitor must choose', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	const state = page.getByLabel( 'State of your mail address' );
	const service = page.getByRole( 'group', {
		name: 'Mail forwarding service',
	} );

	// Wyoming sells both: no choice is made for the visitor, and Continue asks for one.
	await state.selectOption( 'WY' );
	await expect( service.getByRole( 'radio' ) ).toHaveCount( 2 );
	await expect( service.getByRole( 'radio', { checked: true } ) ).toHaveCount(
		0
	);
	await expect( summaryOf( page ) ).not.toContainText( 'Mail Forwarding' );
	await page
		.getByLabel( 'Company Name' )
		.fill( 'Teton Trail Outfitters LLC' );
	await page.getByLabel( 'Recipient 1 first name' ).fill( 'Grace' );
	await page.getByLabel( 'Recipient 1 last name' ).fill( 'Hopper' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( service ).toContainText(
		'Mail forwarding service is required'
	);
	await expect(
		page.getByRole( 'heading', { name: 'Mail Forwarding', level: 2 } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	// Ohio is not in the default map: nothing can be chosen.
	await state.selectOption( 'OH' );
	await expect( service ).toContainText(
		'We have no mail forwarding address in Ohio.'
	);
	await expect(
		service.getByRole( 'radio', { name: /Mail Forwarding/ } )
	).toBeDisabled();
	await expect(
		service.getByRole( 'radio', { name: /Virtual Office/ } )
	).toBeDisabled();

	// New York sells mail forwarding only: it is chosen for the visitor and in the cart; the office is not.
	await state.selectOption( 'NY' );
	await expect(
		service.getByRole( 'radio', {
			name: `Mail Forwarding: ${ dollars( MAIL_FORWARDING ) } for 1 Year`,
		} )
	).toBeChecked();
	await expect(
		service.getByRole( 'radio', { name: /Virtual Office/ } )
	).toBeDisabled();
	await expect( service ).toContainText( 'Not available in New York.' );
	await expect( summaryOf( page ) ).toContainText( 'Mail Forwarding' );
	await expectTotal( page, MAIL_FORWARDING );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'a virtual office order for two recipients: the sandbox receives the recipients and prices what the page showed', async ( {
	page,
} ) => {
	const visitor = registeredAgentVisitor();
	await page.goto( PAGE );
	await page.getByLabel( 'State of your mail address' ).selectOption( 'WY' );
	await page.getByRole( 'radio', { name: /Virtual Office/ } ).check();
	await page
		.getByLabel( 'Company Name' )
		.fill( 'Teton Trail Outfitters LLC' );
	await page.getByLabel( 'Entity Type' ).selectOption( 'LLC' );

	await page.getByLabel( 'Recipient 1 first name' ).fill( 'Grace' );
	await page.getByLabel( 'Recipient 1 last name' ).fill( 'Hopper' );
	for ( const number of [ 2, 3, 4 ] ) {
		await page.getByRole( 'button', { name: 'Add a recipient' } ).click();
		await page
			.getByLabel( `Recipient ${ number } first name` )
			.fill( `First${ number }` );
		await page
			.getByLabel( `Recipient ${ number } last name` )
			.fill( `Last${ number }` );
	}
	// Four is the most: no fifth row can be added.
	await expect(
		page.getByRole( 'button', { name: 'Add a recipient' } )
	).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Remove recipient 3' } ).click();
	await page.getByRole( 'button', { name: 'Remove recipient 3' } ).click();
	await page.getByLabel( 'Recipient 2 first name' ).fill( 'Alan' );
	await page.getByLabel( 'Recipient 2 last name' ).fill( 'Turing' );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await fillFields( page, visitor.payment );
	await expectTotal( page, VIRTUAL_OFFICE );
	const shown = await summaryCents( page, /^Total/ );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect( order.formType ).toBe( 'mail-forwarding' );
	expect( order.companies[ 0 ].company.name ).toBe(
		'Teton Trail Outfitters LLC'
	);
	expect( order.companies[ 0 ].products ).toEqual( [
		{
			product_id: 4018,
			product_option_id: null,
			quantity: 1,
			saveAs: 'virtualOffice',
			data: {
				state: 'WY',
				recipients: [
					{ first_name: 'Grace', last_name: 'Hopper' },
					{ first_name: 'Alan', last_name: 'Turing' },
				],
			},
		},
	] );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( shown );
} );
