/**
 * The phone service demo page: an area code looks up numbers through WordPress (which asks the API with the
 * site's website id), the visitor picks one, and the order carries it; no numbers, a failing service, the
 * refresh cooldown and a voice office that turns phone service off.
 */
import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { clearSandboxOrders } from './support/gateway';
import { summaryOf } from './support/cart';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { fillFields, registeredAgentVisitor } from './support/order-form';
import {
	resetSandbox,
	SANDBOX_URL,
	sandboxRequests,
	setFaults,
} from './support/sandbox';

const PHONE_PAGE = '/phone-service/';
const NO_NUMBERS =
	'There are no numbers available for this area code. Please ensure the area code is correct.';
const LOOKUP_FAILED =
	'We were unable to fetch the available phone numbers for this area code at this time. Please try again.';

const areaCode = ( page: Page ) => page.getByLabel( 'Area Code' );
const numberChoice = ( page: Page ) =>
	page.getByRole( 'combobox', { name: 'Phone Number' } );
const refresh = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Refresh numbers' } );
const numbersStatus = ( page: Page ) =>
	page.locator( '.fo-phone-numbers__status' );

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a visitor picks a number for area code 415 and the order carries it, priced as the page showed', async ( {
	page,
} ) => {
	const visitor = registeredAgentVisitor();
	const browserToSandbox: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().startsWith( SANDBOX_URL + '/api/virtual_phones' ) ) {
			browserToSandbox.push( request.url() );
		}
	} );
	await page.goto( PHONE_PAGE );
	await areaCode( page ).fill( '415' );
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 5 );
	await numberChoice( page ).selectOption( { label: '(415) 555-0178' } );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /Phone Service/ } )
	).toContainText( '$120.00' );
	const shownTotal = await summaryCents( page, /^Total/ );
	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	// WordPress asked the API, with the website id of its settings; the browser never did.
	expect( browserToSandbox ).toEqual( [] );
	const lookups = await sandboxRequests( '/api/virtual_phones' );
	expect( lookups.map( ( request ) => request.query ) ).toEqual( [
		{ website_id: '1', area_code: '415' },
	] );
	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect( order.formType ).toBe( 'phone-service' );
	expect( order.companies[ 0 ].products ).toEqual( [
		expect.objectContaining( {
			product_id: 4012,
			saveAs: 'phoneService',
			data: expect.objectContaining( {
				phone_number: '+14155550178',
				area_code: '415',
			} ),
		} ),
	] );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( shownTotal );
} );

test( 'a reload keeps the chosen number when the area code still offers it; a new area code clears it', async ( {
	page,
} ) => {
	await page.goto( PHONE_PAGE );
	await areaCode( page ).fill( '415' );
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 5 );
	await numberChoice( page ).selectOption( { label: '(415) 555-0178' } );

	await page.reload();
	await expect( areaCode( page ) ).toHaveValue( '415' );
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 5 );
	await expect( numberChoice( page ) ).toHaveValue( '+14155550178' );

	await areaCode( page ).fill( '212' );
	await expect(
		numberChoice( page ).locator( 'option', { hasText: '(212)' } ).first()
	).toBeAttached();
	await expect( numberChoice( page ) ).toHaveValue( '' );
} );

test( 'no numbers for an area code: the 204 text, nothing to choose, and the choice is required', async ( {
	page,
} ) => {
	await page.goto( PHONE_PAGE );
	await areaCode( page ).fill( '999' );
	await expect( numbersStatus( page ) ).toHaveText( NO_NUMBERS );
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 1 );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.locator( '.fo-field__error', {
			hasText: 'Phone Number is required',
		} )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'the number service failing: the failure text, the list emptied, the choice cleared; refresh waits 5 s', async ( {
	page,
} ) => {
	await page.goto( PHONE_PAGE );
	await areaCode( page ).fill( '415' );
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 5 );
	await numberChoice( page ).selectOption( { label: '(415) 555-0142' } );
	await expect( refresh( page ) ).toBeDisabled();

	await setFaults( { '/api/virtual_phones': { status: 500 } } );
	const lookupSent = page
		.waitForRequest( ( request ) =>
			( request.postData() ?? '' ).includes( 'get_virtual_phones' )
		)
		.then( () => Date.now() );
	await areaCode( page ).fill( '212' );
	await expect( refresh( page ) ).toBeDisabled();
	await expect( numbersStatus( page ) ).toHaveText( LOOKUP_FAILED );
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 1 );
	await expect( numberChoice( page ) ).toHaveValue( '' );

	// Refresh opens again 5 s after the last request (never sooner); the service is back by then.
	await resetSandbox();
	await expect( refresh( page ) ).toBeEnabled( { timeout: 10000 } );
	expect( Date.now() - ( await lookupSent ) ).toBeGreaterThanOrEqual( 4500 );
	expect( await axeViolations( page ) ).toEqual( [] );
	await refresh( page ).click();
	await expect( numberChoice( page ).locator( 'option' ) ).toHaveCount( 5 );
	await expect( numberChoice( page ) ).toContainText( '(212) 555-0142' );
	await expect( refresh( page ) ).toBeDisabled();
} );

test( 'a voice office turns phone service off: nothing to fill, and phone service not charged', async ( {
	page,
} ) => {
	await page.goto( PHONE_PAGE );
	await page.getByLabel( /Virtual Office \(Voice\)/ ).check();
	await expect( areaCode( page ) ).toBeDisabled();
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /Phone Service/ } )
	).toContainText( 'Not available with your choices' );
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText( '$300.00' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	expect( await sandboxRequests( '/api/virtual_phones' ) ).toEqual( [] );
} );
