import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { dollars, expectTotal, summaryOf } from './support/cart';
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
