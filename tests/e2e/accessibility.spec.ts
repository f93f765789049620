import { expect, test } from '@playwright/test';

import {
	fillCompanyStep,
	fillFields,
	RA_PAGE,
	registeredAgentVisitor,
	waitForTakeover,
} from './support/order-form';
import { axeViolations } from './support/axe';

const visitor = registeredAgentVisitor();

test( 'every step of the registered-agent form is axe-clean, errors included', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await expect(
		page.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( page.getByText( 'There is a problem' ) ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	await fillCompanyStep( page, visitor );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await page
		.getByLabel( 'My billing address is different from my contact address' )
		.check();
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'the whole order can be placed with the keyboard alone', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	// Keys pressed in the printed form before the script has taken it over type and move the focus, but Enter
	// does nothing there: its Continue is disabled until then.
	await waitForTakeover( page );
	const state = page.getByLabel( 'State of your company' );
	await state.focus();
	await page.keyboard.press( 'Tab' );
	await expect( page.getByLabel( 'Company Name' ) ).toBeFocused();
	await state.focus();
	await state.selectOption( visitor.state );
	await page.getByLabel( 'Company Name' ).focus();
	await page.keyboard.type( visitor.companyName );
	await page.keyboard.press( 'Enter' );
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
} );

test( 'Continue, Enter and Back put the keyboard on the heading of the step they show', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await waitForTakeover( page );
	await fillCompanyStep( page, visitor );
	await page.getByLabel( 'Company Name' ).press( 'Enter' );
	const contact = page.getByRole( 'heading', { name: 'Contact', level: 2 } );
	await expect( contact ).toBeFocused();

	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeFocused();

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( contact ).toBeFocused();
	// The next Tab goes into the new step, not back to the top of the page.
	await page.keyboard.press( 'Tab' );
	await expect(
		page
			.locator( '.fo-form :is(input:not([type="hidden"]), select)' )
			.first()
	).toBeFocused();
} );
