/**
 * The registered agent form: the order form's own texts and layout, a step, the state picker, every company
 * question, the contact address checked by the postal service, the account's password rules, and the help
 * and visibility of each module.
 */
import { expect, type Page } from '@playwright/test';

import {
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
	type ModuleVisibility,
} from './page-kit';
import { fillFields } from '../support/order-form';
import { field, openPanel, setChecked } from './sidebar';

const ORDER_FORM = { block: 'state-picker', parent: 'Order Form' };

const visibility: ModuleVisibility = {
	trigger: {
		block: 'contact-information',
		key: 'contactInformation.firstName',
		label: 'First Name',
		value: 'Ada',
	},
	others: [
		{ block: 'state-picker' },
		{ block: 'company-information' },
		{ block: 'account-setup' },
		{ block: 'order-summary' },
		{ block: 'payment' },
	],
};

const COMPANY_QUESTIONS = [
	'Ask the designator',
	'Ask an alternate name',
	'Ask the home state',
	'Ask the NAICS code',
	'Ask the formation date',
	'Offer to notify an attorney',
	'Ask about a name reservation',
	'Ask the UBI number',
	'Ask the business purpose',
	'Ask the principal address',
	'Ask the mailing address',
	'Ask for company notes',
];

async function edit( page: Page ): Promise< void > {
	let sidebar = await openPanel( page, ORDER_FORM, 'Form' );
	await setChecked( sidebar, 'One step at a time', false );
	await field( sidebar, 'Submit button text' ).fill( 'Appoint my agent' );
	sidebar = await openPanel( page, ORDER_FORM, 'Terms and help lines' );
	await field( sidebar, 'Terms line' ).fill(
		'Pressing {{submit_button_text}} accepts our {{terms_link:agent terms}}.'
	);
	await field( sidebar, 'Terms page' ).fill( '/every-attribute-terms/' );
	await field( sidebar, 'Phone help line' ).fill(
		'Stuck? Ring {{phone_number}}'
	);
	await field( sidebar, 'Phone number' ).fill( '(800) 555-0123' );

	// The pattern checks the answers first: off, the last step's button places the order.
	sidebar = await openPanel( page, ORDER_FORM, 'Behaviour' );
	await setChecked(
		sidebar,
		'Check answers before the order is placed',
		false
	);

	sidebar = await openPanel(
		page,
		{ block: 'state-picker', parent: 'Form Step' },
		'Step'
	);
	await field( sidebar, 'Label' ).fill( 'Your company' );
	await field( sidebar, 'Key' ).fill( 'Company step' );

	sidebar = await openPanel(
		page,
		{ block: 'state-picker' },
		'State picker'
	);
	await field( sidebar, 'Label' ).fill( 'Where is your company?' );
	await field( sidebar, 'Only these jurisdictions' ).fill( 'DE, WY' );

	sidebar = await openPanel(
		page,
		{ block: 'company-information' },
		'Company questions'
	);
	for ( const question of COMPANY_QUESTIONS ) {
		await setChecked( sidebar, question, true );
	}
	await field( sidebar, 'NAICS required in' ).fill( 'DE' );
	await field( sidebar, 'UBI states' ).fill( 'DE' );
	await field( sidebar, 'Generic purpose' ).fill(
		'Whatever the law allows us to do.'
	);
	sidebar = await openPanel(
		page,
		{ block: 'company-information' },
		'Entity types'
	);
	await sidebar
		.getByLabel( 'Show entity types as', { exact: true } )
		.selectOption( 'radio' );
	await setChecked( sidebar, 'GP', false );

	sidebar = await openPanel(
		page,
		{ block: 'account-setup' },
		'Account setup'
	);
	await setChecked( sidebar, 'Confirm the password', true );
	await setChecked( sidebar, 'Offer a password generator', true );
	await field( sidebar, 'Minimum password length' ).fill( '14' );

	sidebar = await openPanel(
		page,
		{ block: 'contact-information' },
		'Contact information'
	);
	await setChecked(
		sidebar,
		'Check the address with the postal service',
		true
	);

	await editVisibility( page, visibility );
}

async function see( page: Page ): Promise< void > {
	const form = page.locator( '.fo-form' );
	await seeVisibility( page, visibility, async () => {
		// The contact address checked with the postal service, which offers its own spelling.
		await fillFields( page, {
			'contactInformation.address.line1': '1 Market St',
			'contactInformation.address.city': 'San Francisco',
			'contactInformation.address.state': 'CA',
			'contactInformation.address.zip': '94105',
		} );
		const prompt = page.getByRole( 'region', {
			name: 'Verify your address',
		} );
		await expect( prompt ).toContainText(
			'1 MARKET ST, SAN FRANCISCO, CA 94105-0001'
		);
		await prompt.getByRole( 'button', { name: 'Cancel' } ).click();
	} );

	// Every step on one page: no Continue; no review of the answers: the submit button, with its text.
	await expect( form.getByRole( 'heading', { level: 2 } ) ).toHaveCount( 3 );
	await expect(
		form.getByRole( 'button', { name: /Continue|Review Order/ } )
	).toHaveCount( 0 );
	await expect(
		form.getByRole( 'button', { name: 'Appoint my agent' } )
	).toBeVisible();
	await expect(
		form.getByText( 'Pressing Appoint my agent accepts our agent terms.' )
	).toBeVisible();
	await expect(
		form.getByRole( 'link', { name: 'agent terms' } )
	).toHaveAttribute( 'href', '/every-attribute-terms/' );
	await expect(
		form.getByText( 'Stuck? Ring (800) 555-0123' )
	).toBeVisible();

	await expect(
		form.getByRole( 'heading', { name: 'Your company', level: 2 } )
	).toBeVisible();
	await expect(
		form.locator( '[data-step-key="company-step"]' )
	).toHaveCount( 1 );

	const state = form.getByLabel( 'Where is your company?' );
	await expect( state.locator( 'option:not([value=""])' ) ).toHaveText( [
		'Delaware',
		'Wyoming',
	] );
	await state.selectOption( 'DE' );

	const entityTypes = form.getByRole( 'radiogroup', { name: 'Entity Type' } );
	await expect( entityTypes.getByRole( 'radio' ).first() ).toBeVisible();
	await expect(
		entityTypes.getByRole( 'radio', { name: 'GP', exact: true } )
	).toHaveCount( 0 );
	// The designator belongs to an LLC.
	await entityTypes
		.getByRole( 'radio', { name: 'LLC', exact: true } )
		.check();
	for ( const label of [
		'Designator (optional)',
		'Alternate Name (optional)',
		'Home State',
		// Required in DE: no "(optional)".
		'NAICS Code',
		'Formation Date',
		'Company Notes (optional)',
	] ) {
		await expect( form.getByLabel( label, { exact: true } ) ).toBeVisible();
	}
	for ( const question of [
		// Asked in DE only.
		'Do you have a UBI number?',
		'Principal Address',
		'Mailing Address',
		'Notify my attorney',
		'Have you already reserved this name with the state?',
	] ) {
		await expect(
			form.getByRole( 'radiogroup', { name: question, exact: true } )
		).toBeVisible();
	}
	await expect(
		form.getByRole( 'checkbox', { name: 'Use a generic business purpose' } )
	).toBeChecked();
	await expect(
		form.getByText(
			'Use a generic business purpose (Whatever the law allows us to do.)'
		)
	).toBeVisible();

	const requirements = form.getByRole( 'list', {
		name: 'Password requirements',
	} );
	await expect( requirements ).toContainText( '14' );
	await expect( form.getByLabel( 'Confirm Password' ) ).toBeVisible();
	await expect(
		form.getByRole( 'button', { name: /Generate Password/ } )
	).toBeVisible();
}

export const registeredAgentPage: AttributePage = {
	pattern: 'registered-agent',
	covers: {
		...visibilityCovers( visibility ),
		'order-form': [
			'stepMode',
			'submitButtonText',
			'termsText',
			'termsUrl',
			'phoneText',
			'phoneNumber',
			'checkAnswers',
		],
		'form-step': [ 'label', 'key' ],
		'state-picker': [ 'helpText', 'condition', 'label', 'jurisdictions' ],
		'company-information': [
			'helpText',
			'condition',
			'askDesignator',
			'askAlternateName',
			'askHomeState',
			'askNaics',
			'naicsStates',
			'askFormationDate',
			'askNotifyAttorney',
			'askNameReservation',
			'askUbi',
			'ubiStates',
			'askBusinessPurpose',
			'genericPurposeText',
			'askCompanyNotes',
			'askPrincipalAddress',
			'askMailingAddress',
			'entityTypeDisplay',
			'entityTypes',
		],
		'contact-information': [ 'helpText', 'condition', 'verifyAddress' ],
		'account-setup': [
			'helpText',
			'condition',
			'confirmPassword',
			'passwordGenerator',
			'passwordMinChars',
		],
	},
	edit,
	see,
};
