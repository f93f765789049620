import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { RA_PAGE } from './support/order-form';

const SINGLE_PAGE = '/registered-agent-single-page/';

const summaryOf = ( page: Page ) =>
	page.getByRole( 'alert' ).filter( { hasText: 'There is a problem' } );

/**
 * Scrolling stops 100 px above its target. The field's box (label, input, message) ends up 100 px
 * below the top of the window once the smooth scroll has settled.
 * @param field
 */
const expectScrolledTo = async ( field: Locator ) => {
	await expect( field ).toBeInViewport();
	await expect
		.poll( () =>
			field.evaluate( ( input ) =>
				Math.round(
					(
						input.closest( '.fo-field' ) ?? input
					).getBoundingClientRect().top
				)
			)
		)
		.toBe( 100 );
};

test( 'step mode: after Submit from the last step, the summary on step 1 lists every step’s errors and its links switch steps, scroll and focus', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	// The indicator lets a visitor skip ahead without Continue; Submit then sends them back to step 1.
	await page
		.getByRole( 'navigation', { name: 'Order steps' } )
		.getByRole( 'button', { name: /^Payment/ } )
		.click();
	// The registered-agent form checks answers first: its last step's button validates every step.
	await page.getByRole( 'button', { name: 'Review Order' } ).click();

	const summary = summaryOf( page );
	await expect( summary ).toBeFocused();
	await expect(
		page.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	await expect(
		summary.getByRole( 'link', {
			name: 'Company Name is required',
			exact: true,
		} )
	).toBeVisible();
	await expect(
		summary.getByRole( 'link', {
			name: 'Card Number is required (Payment step)',
		} )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	await summary
		.getByRole( 'link', { name: 'Email is required (Contact step)' } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await expect( page.locator( '.fo-steps__mobile' ) ).toHaveText(
		'Step 2/3'
	);
	const email = page.locator( '#fo-accountInformation-email' );
	await expect( email ).toBeFocused();
	await expectScrolledTo( email );
	// Where the visitor is now, the entry no longer names a step; step 1's entries do.
	await expect(
		summary.getByRole( 'link', { name: 'Email is required', exact: true } )
	).toBeVisible();

	await summary
		.getByRole( 'link', {
			name: 'Company Name is required (Company step)',
		} )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	const companyName = page.getByLabel( 'Company Name' );
	await expect( companyName ).toBeFocused();
	await page.keyboard.type( 'Teton Ranch LLC' );
	await expect(
		summary.getByRole( 'link', { name: /Company Name is required/ } )
	).toHaveCount( 0 );
} );

test( 'single page: a summary link scrolls smoothly to the field, 100 px below the top, and focuses it', async ( {
	page,
} ) => {
	await page.goto( SINGLE_PAGE );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	const summary = summaryOf( page );
	await expect( summary ).toBeFocused();
	// Every step is on the page: no entry names a step.
	await expect( summary.getByText( /step\)/ ) ).toHaveCount( 0 );

	await summary
		.getByRole( 'link', { name: 'Email is required', exact: true } )
		.click();
	const email = page.locator( '#fo-accountInformation-email' );
	await expect( email ).toBeFocused();
	await expectScrolledTo( email );

	await summary
		.getByRole( 'link', { name: 'Company Name is required', exact: true } )
		.click();
	const companyName = page.getByLabel( 'Company Name' );
	await expect( companyName ).toBeFocused();
	await expectScrolledTo( companyName );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'the summary holds what the last Continue found: once fixed it goes, and a later error while typing stays at its field', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( summaryOf( page ) ).toBeFocused();

	await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
	await page.getByLabel( 'Company Name' ).fill( 'Teton Ranch LLC' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await expect( summaryOf( page ) ).toHaveCount( 0 );

	const email = page.locator( '#fo-accountInformation-email' );
	await email.fill( 'jane.doe@' );
	await email.press( 'Tab' );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( summaryOf( page ) ).toHaveCount( 0 );
} );
