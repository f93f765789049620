/**
 * The job application's thank-you pages: an application is sent and lands on the page the sidebar names, the
 * priority one when the marketing API marks it so. A refused application's message links to the contact page the
 * sidebar names.
 */
import { expect, type Page } from '@playwright/test';

import { setFaults } from '../support/sandbox';
import type { AttributePage } from './page-kit';
import { field, openPanel, setChecked } from './sidebar';

const ORDER_FORM = { block: 'job-position', parent: 'Order Form' };

const pdf = ( name: string ) => ( {
	name,
	mimeType: 'application/pdf',
	buffer: Buffer.from(
		'%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n\n%%EOF\n'
	),
} );

async function editLinks( page: Page, links: Record< string, string > ) {
	let sidebar = await openPanel( page, ORDER_FORM, 'Form' );
	await setChecked( sidebar, 'One step at a time', false );
	sidebar = await openPanel( page, ORDER_FORM, 'Links and thank-you pages' );
	for ( const [ label, url ] of Object.entries( links ) ) {
		await field( sidebar, label ).fill( url );
	}
}

/** A customer success application (no projects needed), sent. */
async function sendApplication( page: Page ): Promise< void > {
	const form = page.locator( '.fo-form' );
	await form
		.getByRole( 'radio', { name: 'Customer Success Specialist' } )
		.check();
	await form.getByLabel( 'Home State' ).selectOption( 'CA' );
	await form.getByLabel( 'First Name' ).fill( 'Ada' );
	await form.getByLabel( 'Last Name' ).fill( 'Lovelace' );
	await form.getByLabel( 'Email' ).fill( 'ada@example.com' );
	await form.getByLabel( 'Phone' ).fill( '(415) 555-0142' );
	await form
		.getByLabel( 'Why are you applying?' )
		.fill( 'I want to build forms that people finish.' );
	await form.getByLabel( 'Resume' ).setInputFiles( pdf( 'resume.pdf' ) );
	await form
		.getByLabel( 'Cover Letter' )
		.setInputFiles( pdf( 'cover-letter.pdf' ) );
	await form
		.getByLabel(
			'What would you like to learn in your first year with us?'
		)
		.fill( 'How to ship accessible forms at scale.' );
	await form
		.getByLabel( 'How did you hear about us?' )
		.selectOption( 'Other' );
	await form
		.getByLabel( 'Where did you hear about us?' )
		.fill( 'A friend at a meetup' );
	await form.getByLabel( "I'm not a robot" ).check();
	await form
		.getByRole( 'button', { name: 'Send Application', exact: true } )
		.click();
}

export const jobThankYouPage: AttributePage = {
	pattern: 'job-application',
	covers: { 'order-form': [ 'jobThankYouUrl', 'contactUrl' ] },
	edit: ( page ) =>
		editLinks( page, {
			'Job application thank-you page': '/every-attribute-applied/',
			'Contact page': '/every-attribute-contact/',
		} ),
	async see( page: Page ) {
		// Refused first: the message asks the visitor to contact us, and links to the contact page set above.
		try {
			await setFaults( {
				'/api/process_application': {
					status: 422,
					body: JSON.stringify( {
						error: 'The position is closed.',
					} ),
				},
			} );
			await sendApplication( page );
			const toast = page.locator( '.fo-toast' );
			await expect( toast ).toContainText(
				'The position is closed. Please check your file(s) and try again. If the problem persists, please contact us.'
			);
			await expect(
				toast.getByRole( 'link', { name: 'Contact us' } )
			).toHaveAttribute( 'href', '/every-attribute-contact/' );
		} finally {
			await setFaults( {} );
		}
		await sendApplication( page );
		await page.waitForURL( /\/every-attribute-applied\/$/ );
	},
};

export const jobPriorityThankYouPage: AttributePage = {
	pattern: 'job-application',
	covers: { 'order-form': [ 'jobPriorityThankYouUrl' ] },
	edit: ( page ) =>
		editLinks( page, {
			'Priority job application thank-you page':
				'/every-attribute-applied-first/',
		} ),
	async see( page: Page ) {
		try {
			await setFaults( {
				'/api/process_application': {
					status: 200,
					body: JSON.stringify( { success: true, priority: true } ),
				},
			} );
			await sendApplication( page );
			await page.waitForURL( /\/every-attribute-applied-first\/$/ );
		} finally {
			await setFaults( {} );
		}
		expect( page.url() ).toContain( '/every-attribute-applied-first/' );
	},
};
