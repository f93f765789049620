import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { RA_PAGE } from './support/order-form';

// A phone: below the 600 px breakpoint the step list folds behind the "Step {n}/{total}" toggle.
test.use( { viewport: { width: 375, height: 740 } } );

const dataLayer = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { dataLayer: unknown[] } ).dataLayer
	);

// "On mobile, a toggle reads "Step {n}/{total}". Clicking the current step only
// toggles the mobile menu; clicking another step switches to it and records a step-navigation analytics
// event."
test( 'the mobile toggle opens the step list; the current step only folds it, another step switches and lands in the dataLayer', async ( {
	page,
} ) => {
	// A tag manager's dataLayer, as a site would have one.
	await page.addInitScript( () => {
		( window as unknown as { dataLayer: unknown[] } ).dataLayer = [];
	} );
	await page.goto( RA_PAGE );
	const toggle = page.getByRole( 'button', { name: 'Step 1/3' } );
	const list = page.locator( '#fo-steps-list' );
	const stepButton = ( label: string ) =>
		list.getByRole( 'button', { name: new RegExp( `^${ label }` ) } );

	await expect( toggle ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( list ).toBeHidden();

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( list ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	// The current step: the menu folds, nothing else happens.
	await stepButton( 'Company' ).click();
	await expect( list ).toBeHidden();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect(
		page.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	expect( await dataLayer( page ) ).toEqual( [] );

	// Another step: switches (without validating) and records the navigation.
	await toggle.click();
	await stepButton( 'Contact' ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Step 2/3' } )
	).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( list ).toBeHidden();
	await expect( page.getByRole( 'alert' ) ).toHaveCount( 0 );
	expect( await dataLayer( page ) ).toEqual( [
		{
			event: 'formation_orders_step_navigation',
			formType: 'registered-agent-signup',
			fromStep: 'company',
			toStep: 'contact',
			toStepNumber: 2,
		},
	] );
	expect( await axeViolations( page ) ).toEqual( [] );
} );
