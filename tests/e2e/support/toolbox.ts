/**
 * The developer toolbox as a developer uses it: open the panel, fill the form from its dataset, submit.
 */
import { expect, type Page } from '@playwright/test';

/** The order demo pages: every demo page whose form takes a card (bin/demo-pages/). */
export const ORDER_DEMO_PAGES = [
	'/registered-agent/',
	'/registered-agent-single-page/',
	'/multi-state-registered-agent/',
	'/llc-formation/',
	'/llc-subscription/',
	'/engine-conditional-steps/',
	'/domain-registration/',
	'/vehicle-registration/',
	'/name-your-own-price/',
];

export const toolboxToggle = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Developer toolbox' } );

/**
 * Opens the panel, unless it is open already.
 * @param page
 */
export async function openToolbox( page: Page ): Promise< void > {
	if (
		( await toolboxToggle( page ).getAttribute( 'aria-expanded' ) ) !==
		'true'
	) {
		await toolboxToggle( page ).click();
	}
	await expect( toolboxToggle( page ) ).toHaveAttribute(
		'aria-expanded',
		'true'
	);
}

/**
 * Data Filler, then Continue through every step, then the form's submit button (from "Check your answers" on a
 * form that asks for it).
 */
export async function fillAndSubmit( page: Page ): Promise< void > {
	await openToolbox( page );
	await page
		.getByRole( 'button', { name: 'Fill the form with sample data' } )
		.click();
	await expect(
		page.getByText( 'The form is filled with the sample data.' )
	).toBeVisible();
	const form = page.locator( '.fo-form' );
	const continueButton = form.getByRole( 'button', { name: 'Continue' } );
	for (
		let step = 0;
		step < 10 && ( await continueButton.count() );
		step++
	) {
		await continueButton.click();
	}
	const review = form.getByRole( 'button', { name: 'Review Order' } );
	if ( await review.count() ) {
		await review.click();
		await expect(
			form.getByRole( 'heading', { name: 'Check your answers' } )
		).toBeVisible();
	}
	await form.getByRole( 'button', { name: /^Submit/ } ).click();
}
