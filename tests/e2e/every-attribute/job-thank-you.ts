/**
 * The job application's thank-you pages: an application is sent and lands on the page the sidebar names, the
 * priority one when the marketing API marks it so.
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

async function editThankYou( page: Page, label: string, url: string ) {
	let sidebar = await openPanel( page, ORDER_FORM, 'Form' );
	await setChecked( sidebar, 'One step at a time', false );
	sidebar = await openPanel( page, ORDER_FORM, 'Links and thank-you pages' );
	await field( sidebar, label ).fill( url );
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
	covers: { 'order-form': [ 'jobThankYouUrl' ] },
	edit: ( page ) =>
		editThankYou(
			page,
			'Job application thank-you page',
			'/every-attribute-applied/'
		),
	async see( page: Page ) {
		await sendApplication( page );
		await page.waitForURL( /\/every-attribute-applied\/$/ );
	},
};

export const jobPriorityThankYouPage: AttributePage = {
	pattern: 'job-application',
	covers: { 'order-form': [ 'jobPriorityThankYouUrl' ] },
	edit: ( page ) =>
		editThankYou(
			page,
			'Priority job application thank-you page',
			'/every-attribute-applied-first/'
		),
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
