import { expect, test } from '@playwright/test';

import { RA_PAGE } from './support/order-form';

test( 'Continue with empty fields stays on the step and focuses the error summary', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	const summary = page
		.getByRole( 'alert' )
		.filter( { hasText: 'There is a problem' } );
	await expect( summary ).toBeFocused();
	await expect( summary ).toContainText(
		'State of your company is required'
	);
	await expect( summary ).toContainText( 'Company Name is required' );

	const companyName = page.getByLabel( 'Company Name' );
	await expect( companyName ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( companyName ).toHaveAccessibleDescription(
		/Company Name is required/
	);

	await summary
		.getByRole( 'link', { name: 'Company Name is required' } )
		.click();
	await expect( companyName ).toBeFocused();
	await page.keyboard.type( 'Acme' );
	await expect( companyName ).not.toHaveAttribute( 'aria-invalid', 'true' );
} );

test( 'the step indicator reads "Step 1/3" and Back returns without validating', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await expect( page.getByText( 'Step 1/3' ) ).toBeAttached();
	await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
	await page.getByLabel( 'Company Name' ).fill( 'Teton Ranch LLC' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();

	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect( page.getByLabel( 'Company Name' ) ).toHaveValue(
		'Teton Ranch LLC'
	);
	await expect( page.getByRole( 'alert' ) ).toHaveCount( 0 );
} );
