/**
 * The name-your-own-price demo page: immediate service or a named yearly price; a price under the sandbox's
 * California minimum ($99) opens the refusal dialog, which the visitor accepts (one order, at the minimum) or
 * declines (no order).
 */
import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import {
	fillCompanyStep,
	fillFields,
	registeredAgentVisitor,
} from './support/order-form';
import { resetSandbox, sandboxRequests, setFaults } from './support/sandbox';

const NYOP_PAGE = '/name-your-own-price/';
const visitor = registeredAgentVisitor();

const immediateService = ( page: Page ) =>
	page.getByLabel( 'Immediate Service $149.00' );
const namedPrice = ( page: Page ) =>
	page.getByLabel( 'or name your price here' );
const refusal = ( page: Page ) =>
	page.getByRole( 'alertdialog', {
		name: 'Sorry, your price is a little low...',
	} );

/** State and company, then the Pricing step with this price named, then contact and account, up to Payment. */
async function orderNaming( page: Page, price: string ): Promise< void > {
	await page.goto( NYOP_PAGE );
	await fillCompanyStep( page, visitor );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Pricing', level: 2 } )
	).toBeVisible();
	await expect( immediateService( page ) ).toBeChecked();
	await namedPrice( page ).focus();
	await expect( immediateService( page ) ).not.toBeChecked();
	await namedPrice( page ).fill( price );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, visitor.payment );
}

const sentNyop = async () =>
	( await sandboxRequests( '/api/process_signup' ) ).map(
		( request ) => ( request.body as { nyop?: unknown } ).nyop
	);

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a named price above the minimum is ordered at that price, and the page says it is validating the price meanwhile', async ( {
	page,
} ) => {
	await orderNaming( page, '120' );
	const shown = await summaryCents( page, /^Total/ );
	expect( shown ).toBe( 12000 );
	// The marketing API takes a moment to check the named price.
	await setFaults( { '/api/process_signup': { delayMs: 1500 } } );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.getByText( 'Please wait while we validate your price.' )
	).toBeVisible();
	await page.waitForURL( /\/login\?account=\d+/ );

	expect( await sentNyop() ).toEqual( [
		{ immediateService: false, requestedPrice: 120 },
	] );
	const pricing = await placedOrderPricing();
	expect( pricing ).toHaveLength( 1 );
	expect( pricing[ 0 ].totalCents ).toBe( shown );
} );

/** Goes to the Pricing step with the company filled, names `price` and presses Continue. */
async function continueNaming( page: Page, price: string ): Promise< void > {
	await page.goto( NYOP_PAGE );
	await fillCompanyStep( page, visitor );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await namedPrice( page ).fill( price );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
}

test( '0 is refused on the page: "Really?"', async ( { page } ) => {
	await continueNaming( page, '0' );
	await expect(
		page.locator( '.fo-field__error', { hasText: 'Really?' } )
	).toBeVisible();
} );

test( 'a price below 0 is refused on the page too, and what was typed stays', async ( {
	page,
} ) => {
	await continueNaming( page, '-5' );
	await expect(
		page.locator( '.fo-field__error', { hasText: 'Really?' } )
	).toBeVisible();
	await expect( namedPrice( page ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( namedPrice( page ) ).toHaveValue( '-5' );
} );

test( 'a refused price, accepted: one order at the minimum', async ( {
	page,
} ) => {
	await orderNaming( page, '60' );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	const dialog = refusal( page );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText(
		'Are you willing to pay $99.00/year per state?'
	);
	const yes = dialog.getByRole( 'button', { name: "Yes, I'll pay $99.00" } );
	const no = dialog.getByRole( 'button', { name: 'No thanks' } );
	// The page went back to the Pricing step, under the dialog.
	await expect(
		page.getByRole( 'heading', { name: 'Pricing', level: 2 } )
	).toBeVisible();
	// Focus starts on the answer and stays in the dialog.
	await expect( yes ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( no ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( yes ).toBeFocused();
	expect( await axeViolations( page ) ).toEqual( [] );
	expect( await placedOrderPricing() ).toEqual( [] );

	await yes.click();
	await page.waitForURL( /\/login\?account=\d+/ );
	expect( await sentNyop() ).toEqual( [
		{ immediateService: false, requestedPrice: 60 },
		{ immediateService: false, requestedPrice: 99 },
	] );
	const pricing = await placedOrderPricing();
	expect( pricing ).toHaveLength( 1 );
	expect( pricing[ 0 ].totalCents ).toBe( 9900 );
} );

test( 'a refused price, declined with Escape: the dialog closes and no order is placed', async ( {
	page,
} ) => {
	await orderNaming( page, '60' );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect( refusal( page ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );

	await expect( refusal( page ) ).toBeHidden();
	await expect( namedPrice( page ) ).toBeFocused();
	await expect( namedPrice( page ) ).toHaveValue( '60' );
	expect( await sentNyop() ).toHaveLength( 1 );
	expect( await placedOrderPricing() ).toEqual( [] );

	// "No thanks" does the same.
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await refusal( page ).getByRole( 'button', { name: 'No thanks' } ).click();
	await expect( refusal( page ) ).toBeHidden();
	expect( await sentNyop() ).toHaveLength( 2 );
	expect( await placedOrderPricing() ).toEqual( [] );
} );

test( 'a reload while the refusal is open keeps the named price and does not reopen the dialog', async ( {
	page,
} ) => {
	await orderNaming( page, '60' );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect( refusal( page ) ).toBeVisible();

	await page.reload();
	// The page comes back on the step of the named price (the step the refusal sent the visitor to).
	await expect( namedPrice( page ) ).toHaveValue( '60' );
	await expect( refusal( page ) ).toHaveCount( 0 );
	expect( await placedOrderPricing() ).toEqual( [] );
} );
