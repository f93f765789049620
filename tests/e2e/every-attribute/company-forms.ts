/**
 * Forms about a company that exists or is about to: the tax ID choice, the home state of a foreign
 * registration, the second company of a double LLC, the legal subscription's modules. Each module's own settings, help and visibility.
 */
import { expect, type Page } from '@playwright/test';

import {
	byFirstName,
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
} from './page-kit';
import { editProduct, field, openPanel } from './sidebar';

const taxIdVisibility = byFirstName( [ { block: 'tax-id-choice' } ] );

export const taxIdPage: AttributePage = {
	pattern: 'tax-id',
	covers: {
		...visibilityCovers( taxIdVisibility ),
		'tax-id-choice': [ 'helpText', 'condition', 'label', 'products' ],
	},
	async edit( page: Page ) {
		let sidebar = await openPanel(
			page,
			{ block: 'tax-id-choice' },
			'Tax ID choice'
		);
		await field( sidebar, 'Label' ).fill( 'How will you apply?' );
		// The SSN route sold as the catalog's product 4006 ($150), under a label of its own.
		sidebar = await editProduct(
			page,
			{ block: 'tax-id-choice' },
			'taxIdSsn'
		);
		await field( sidebar, 'Checkbox label' ).fill( 'The SSN route' );
		await field( sidebar, 'Product ID' ).fill( '4006' );
		await editVisibility( page, taxIdVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, taxIdVisibility );
		const choice = page
			.locator( '.fo-form' )
			.getByRole( 'radiogroup', { name: 'How will you apply?' } );
		await expect(
			choice.getByRole( 'radio', { name: 'The SSN route $150.00' } )
		).toBeVisible();
	},
};

const foreignVisibility = byFirstName( [ { block: 'home-state' } ] );

export const foreignRegistrationPage: AttributePage = {
	pattern: 'foreign-registration',
	covers: {
		...visibilityCovers( foreignVisibility ),
		'home-state': [ 'helpText', 'condition', 'label', 'jurisdictions' ],
	},
	async edit( page: Page ) {
		const sidebar = await openPanel(
			page,
			{ block: 'home-state' },
			'Home state'
		);
		await field( sidebar, 'Label' ).fill( 'Where was it formed?' );
		await field( sidebar, 'Only these jurisdictions' ).fill( 'NV, DE' );
		await editVisibility( page, foreignVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, foreignVisibility );
		const home = page
			.locator( '.fo-form' )
			.getByLabel( 'Where was it formed?' );
		await expect( home.locator( 'option:not([value=""])' ) ).toHaveText( [
			'Delaware',
			'Nevada',
		] );
	},
};

const doubleVisibility = byFirstName( [ { block: 'second-company' } ] );

export const doubleLlcPage: AttributePage = {
	pattern: 'double-llc',
	covers: {
		...visibilityCovers( doubleVisibility ),
		'second-company': [ 'helpText', 'condition', 'label', 'products' ],
	},
	async edit( page: Page ) {
		let sidebar = await openPanel(
			page,
			{ block: 'second-company' },
			'Second company'
		);
		await field( sidebar, 'Label' ).fill( 'Holding Company Name' );
		sidebar = await openPanel(
			page,
			{ block: 'second-company' },
			'Products'
		);
		await sidebar
			.getByRole( 'button', { name: 'Remove product parentFormation' } )
			.click();
		await editVisibility( page, doubleVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, doubleVisibility );
		const form = page.locator( '.fo-form' );
		await expect( form.getByLabel( 'Holding Company Name' ) ).toBeVisible();
		await form.getByLabel( 'State of formation' ).selectOption( 'WY' );
		// Without its formation product, the parent company is not charged for: one formation, $204 in all
		// (the pattern's form: $454 with the "Wyoming Parent Company Formation" line).
		const summary = form.getByRole( 'region', { name: 'Order Summary' } );
		await expect(
			summary.getByRole( 'row', { name: /Formation/ } )
		).toHaveText( [ /^Wyoming LLC Formation/ ] );
		await expect(
			summary.getByRole( 'row', { name: /^Total/ } )
		).toContainText( '$204.00' );
	},
};

const legalVisibility = byFirstName( [
	{ block: 'individual-or-business' },
	{ block: 'business-details' },
	{ block: 'legal-needs' },
	{ block: 'trademark-agreement' },
] );

export const legalSubscriptionPage: AttributePage = {
	pattern: 'legal-subscription',
	covers: visibilityCovers( legalVisibility ),
	async edit( page: Page ) {
		await editVisibility( page, legalVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, legalVisibility );
		await expect(
			page.locator( '.fo-form' ).getByRole( 'radiogroup', {
				name: 'Who is this subscription for?',
			} )
		).toBeVisible();
	},
};
