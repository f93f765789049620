/**
 * The order form's behaviour, on the contact form: fields checked only on Submit, no shake, an error message
 * that closes by itself, a loading message while the message is sent, and no redirect after success.
 */
import { expect, type Page } from '@playwright/test';

import { setFaults } from '../support/sandbox';
import type { AttributePage } from './page-kit';
import { field, openPanel, setChecked } from './sidebar';

const ORDER_FORM = { block: 'contact-message', parent: 'Order Form' };

async function edit( page: Page ): Promise< void > {
	const sidebar = await openPanel( page, ORDER_FORM, 'Behaviour' );
	await sidebar
		.getByLabel( 'Check fields', { exact: true } )
		.selectOption( 'passive' );
	await setChecked( sidebar, 'Shake the form when a step has errors', false );
	await field( sidebar, 'Error message time (ms)' ).fill( '1500' );
	await field( sidebar, 'Loading message' ).fill( 'Sending your words…' );
	await setChecked(
		sidebar,
		'Go to the thank-you page after success',
		false
	);
}

/** Whether the form took the shake class at any moment while `act` ran. */
async function shookDuring(
	page: Page,
	act: () => Promise< void >
): Promise< boolean > {
	await page.evaluate( () => {
		const form = document.querySelector( 'form.fo-form' );
		const seen = { shook: false };
		( window as unknown as { foShake: typeof seen } ).foShake = seen;
		new MutationObserver( () => {
			seen.shook ||= !! form?.classList.contains( 'fo-form--shake' );
		} ).observe( form as Node, { attributes: true } );
	} );
	await act();
	await page.waitForTimeout( 700 );
	return page.evaluate(
		() =>
			( window as unknown as { foShake: { shook: boolean } } ).foShake
				.shook
	);
}

async function see( page: Page ): Promise< void > {
	const form = page.locator( '.fo-form' );
	const submit = form.getByRole( 'button', { name: 'Submit', exact: true } );
	await form.getByLabel( 'First Name' ).fill( 'Ada' );
	await form.getByLabel( 'Last Name' ).fill( 'Lovelace' );
	const email = form.getByLabel( 'Email' );
	await email.fill( 'not an email' );
	await form.getByLabel( 'Subject' ).fill( 'Annual report' );
	await form
		.getByLabel( 'Message', { exact: true } )
		.fill( 'When is my annual report due?' );
	// Passive: leaving a wrong field says nothing; Submit does.
	await expect( email ).not.toHaveAttribute( 'aria-invalid', 'true' );
	expect( await shookDuring( page, () => submit.click() ) ).toBe( false );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );

	await email.fill( 'ada@example.com' );
	try {
		// An upstream failure: its message closes by itself after 1.5 s.
		await setFaults( { '/api/process_contact': { status: 500 } } );
		await form.getByLabel( "I'm not a robot" ).check();
		await submit.click();
		const toast = page.locator( '.fo-toast' );
		await expect( toast ).toBeVisible();
		await expect( toast ).toBeHidden( { timeout: 4000 } );

		// A slow answer: the loading message shows; then, sent, the visitor stays on this page.
		await setFaults( { '/api/process_contact': { delayMs: 2500 } } );
		await form.getByLabel( "I'm not a robot" ).check();
		const address = page.url();
		await submit.click();
		await expect( page.getByText( 'Sending your words…' ) ).toBeVisible();
		// Sent: the thank-you page would follow 1.5 s later; redirect off, the visitor stays.
		await expect( page.getByText( 'Redirecting…' ) ).toBeVisible( {
			timeout: 10_000,
		} );
		await page.waitForTimeout( 2500 );
		expect( page.url() ).toBe( address );
	} finally {
		await setFaults( {} );
	}
}

export const formBehaviourPage: AttributePage = {
	pattern: 'contact',
	covers: {
		'order-form': [
			'validationMode',
			'shakeOnError',
			'errorToastTimeout',
			'spinnerMessage',
			'redirectEnabled',
		],
	},
	edit,
	see,
};
