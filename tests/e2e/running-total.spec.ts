import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import {
	dollars,
	expectTotal,
	LLC_FORMATION_PAGE,
	summaryOf,
} from './support/cart';
import {
	fillFields,
	RA_PAGE,
	registeredAgentVisitor,
} from './support/order-form';
import { resetSandbox } from './support/sandbox';

/*
 * The total is in view on every step: beside the steps on a wide screen, a "Total" bar on a phone that opens the
 * same summary. The registered-agent demo page places its Order Summary on the last step only.
 */

test.beforeEach( async () => {
	await resetSandbox();
} );

const PHONE = { width: 390, height: 844 };

async function continueToContact( page: Page ): Promise< void > {
	const visitor = registeredAgentVisitor();
	await page.getByLabel( 'Company Name' ).fill( visitor.companyName );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
}

async function continueToPayment( page: Page ): Promise< void > {
	const visitor = registeredAgentVisitor();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
}

test( 'wide screen: the summary stands beside every step with the right total', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
	// California's registered agent: $149 a year.
	await expectTotal( page, 149 );
	const summaryBox = await summaryOf( page ).boundingBox();
	const stepBox = await page
		.getByRole( 'heading', { name: 'Company', level: 2 } )
		.boundingBox();
	expect( summaryBox!.x ).toBeGreaterThan( stepBox!.x + stepBox!.width );

	await page.getByLabel( 'State of your company' ).selectOption( 'TX' );
	// Texas: $125.
	await expectTotal( page, 125 );

	await continueToContact( page );
	await expectTotal( page, 125 );
	await expect( summaryOf( page ) ).toBeInViewport();
	await page.mouse.wheel( 0, 800 );
	// Sticky: still in view once the step has scrolled.
	await expect( summaryOf( page ) ).toBeInViewport();

	await continueToPayment( page );
	// The last step shows the summary the editor placed there, alone.
	await expect( summaryOf( page ) ).toHaveCount( 1 );
	await expectTotal( page, 125 );
} );

test( 'phone: a "Total" bar opens the same summary on every step; axe-clean open', async ( {
	page,
} ) => {
	await page.setViewportSize( PHONE );
	await page.goto( RA_PAGE );
	await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
	const bar = page.getByRole( 'button', { name: /^Total/ } );
	await expect( bar ).toHaveText( `Total ${ dollars( 149 ) }` );
	await expect( bar ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( summaryOf( page ) ).toBeHidden();

	await bar.click();
	await expect( bar ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( summaryOf( page ) ).toBeVisible();
	await expectTotal( page, 149 );
	expect( await axeViolations( page ) ).toEqual( [] );
	await bar.click();
	await expect( summaryOf( page ) ).toBeHidden();

	await continueToContact( page );
	await expect( bar ).toHaveText( `Total ${ dollars( 149 ) }` );
	await expect( bar ).toBeInViewport();
} );

test( 'the new total is announced politely once it settles', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	const announcement = page
		.locator( '.fo-running-total [aria-live="polite"]' )
		.last();
	await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
	await expect( announcement ).toHaveText( `Total ${ dollars( 149 ) }` );
	await page.getByLabel( 'State of your company' ).selectOption( 'TX' );
	await expect( announcement ).toHaveText( `Total ${ dollars( 125 ) }` );
} );

for ( const [ width, size ] of [
	[ 'wide screen', { width: 1280, height: 800 } ],
	[ 'phone', PHONE ],
] as const ) {
	test( `single page, ${ width }: a "Total" bar stays in view with the right total until the Order Summary is reached, and takes the visitor there`, async ( {
		page,
	} ) => {
		await page.setViewportSize( size );
		await page.goto( LLC_FORMATION_PAGE );
		await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
		// Agent $149 + California's $70 state fee + the 5 % card fee, $3.50 rounded to $4.
		await expectTotal( page, 223 );

		const bar = page.getByRole( 'button', { name: /^Total / } );
		await expect( bar ).toBeInViewport();
		await expect( bar ).toContainText( dollars( 223 ) );
		// One Order Summary on the page: the bar is not a second copy of it.
		await expect(
			page.getByRole( 'region', { name: 'Order Summary' } )
		).toHaveCount( 1 );
		expect( await axeViolations( page ) ).toEqual( [] );

		await bar.click();
		await expect(
			summaryOf( page ).getByRole( 'heading', { name: 'Order Summary' } )
		).toBeFocused();
		await expect( summaryOf( page ) ).toBeInViewport();
		// The summary is on screen now: the bar stands aside until it scrolls away again.
		await expect( bar ).toBeHidden();
		await page.getByLabel( 'State of formation' ).scrollIntoViewIfNeeded();
		await page.getByLabel( 'State of formation' ).selectOption( 'TX' );
		await expect( bar ).toBeInViewport();
		// Texas: agent $125, $300 state fee, card fee $15.
		await expect( bar ).toContainText( dollars( 440 ) );
		await expectTotal( page, 440 );
	} );
}
