/**
 * Registered agent and subscription forms: the billing choice, the multi-state picker and its bulk price,
 * the change-of-agent question and its product. Each module's own settings, help and visibility.
 */
import { expect, type Page } from '@playwright/test';

import {
	byFirstName,
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
} from './page-kit';
import { chooseStates } from '../support/cart';
import { editProduct, field, openPanel, setChecked } from './sidebar';

const billingVisibility = byFirstName( [ { block: 'billing-type' } ] );

export const llcSubscriptionPage: AttributePage = {
	pattern: 'llc-subscription',
	covers: {
		...visibilityCovers( billingVisibility ),
		'billing-type': [
			'helpText',
			'condition',
			'label',
			'monthlyRefusedMessage',
		],
	},
	async edit( page: Page ) {
		const sidebar = await openPanel(
			page,
			{ block: 'billing-type' },
			'Billing'
		);
		await field( sidebar, 'Label' ).fill( 'Pay how?' );
		await field( sidebar, 'Monthly billing refused' ).fill(
			'Monthly is not for nonprofits.'
		);
		await editVisibility( page, billingVisibility );
		// The subscription sold is Wyoming's, whatever state the company is formed in.
		const products = await editProduct(
			page,
			{ block: 'billing-type' },
			'subscriptionBundle'
		);
		await products
			.getByLabel( 'State', { exact: true } )
			.selectOption( 'WY' );
	},
	async see( page: Page ) {
		await seeVisibility( page, billingVisibility );
		const form = page.locator( '.fo-form' );
		await form.getByLabel( 'State of formation' ).selectOption( 'DE' );
		await form.getByLabel( 'Entity Type' ).selectOption( 'LLC' );
		const billing = form.getByRole( 'group', { name: 'Pay how?' } );
		await expect( billing ).toContainText( '$300.00 / year' );
		// The block's subscription product, priced from its own state's bundle (Delaware's is $264).
		await expect(
			form
				.getByRole( 'region', { name: 'Order Summary' } )
				.getByRole( 'row', { name: /Business Subscription/ } )
		).toHaveText( [ /Wyoming Business Subscription.*\$300\.00/ ] );
		await form.getByLabel( 'State of formation' ).selectOption( 'NY' );
		await form.getByLabel( 'Entity Type' ).selectOption( 'NP Corp' );
		await billing.getByRole( 'radio', { name: /Pay Monthly/ } ).click();
		await expect(
			page.getByRole( 'alert' ).filter( { hasText: 'nonprofits' } )
		).toHaveText( 'Monthly is not for nonprofits.' );
	},
};

/** The same form with the subscription product removed: no subscription in the order, nothing refused. */
export const llcWithoutSubscriptionPage: AttributePage = {
	pattern: 'llc-subscription',
	covers: { 'billing-type': [ 'products' ] },
	async edit( page: Page ) {
		const sidebar = await openPanel(
			page,
			{ block: 'billing-type' },
			'Products'
		);
		await sidebar
			.getByRole( 'button', {
				name: 'Remove product subscriptionBundle',
			} )
			.click();
		await expect(
			sidebar.getByText( 'This block configures no products.' )
		).toBeVisible();
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		await form.getByLabel( 'State of formation' ).selectOption( 'NY' );
		await form.getByLabel( 'Entity Type' ).selectOption( 'NP Corp' );
		await form.getByRole( 'radio', { name: /Pay Monthly/ } ).click();
		await expect(
			form.getByRole( 'radio', { name: /Pay Monthly/ } )
		).toBeChecked();
		await expect(
			form
				.getByRole( 'region', { name: 'Order Summary' } )
				.getByRole( 'row', { name: /Business Subscription/ } )
		).toHaveCount( 0 );
	},
};

const multiVisibility = byFirstName( [ { block: 'multi-state-picker' } ] );

export const multiStatePage: AttributePage = {
	pattern: 'multi-state-registered-agent',
	covers: {
		...visibilityCovers( multiVisibility ),
		'multi-state-picker': [
			'helpText',
			'condition',
			'label',
			'jurisdictions',
			'maxStates',
			'products',
		],
	},
	async edit( page: Page ) {
		let sidebar = await openPanel(
			page,
			{ block: 'multi-state-picker' },
			'Multi-state picker'
		);
		await field( sidebar, 'Label' ).fill( 'Agent in which states?' );
		await field( sidebar, 'Only these jurisdictions' ).fill( 'DE, WY, NV' );
		await field( sidebar, 'Most states' ).fill( '2' );
		// A bulk price of $19 a state from two states on.
		sidebar = await editProduct(
			page,
			{ block: 'multi-state-picker' },
			'registeredAgent'
		);
		await field( sidebar, 'Bulk price' ).fill( '19' );
		await field( sidebar, 'Bulk price from' ).fill( '2' );
		await editVisibility( page, multiVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, multiVisibility );
		const form = page.locator( '.fo-form' );
		const states = form.getByRole( 'group', {
			name: 'Agent in which states?',
		} );
		await states.getByRole( 'combobox' ).click();
		await expect( states.getByRole( 'option' ) ).toHaveCount( 3 );
		await chooseStates(
			page,
			[ 'Delaware', 'Wyoming' ],
			'Agent in which states?'
		);
		// Two states at most: the third is refused, and the list says why.
		await states.getByRole( 'combobox' ).click();
		await expect( states ).toContainText(
			'Maximum of 2 options selected. First remove a selected option to select another.'
		);
		await expect(
			states.getByRole( 'option', { name: /^Nevada/ } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		const summary = form.getByRole( 'region', { name: 'Order Summary' } );
		await expect(
			summary.getByRole( 'row', { name: /Registered Agent/ } )
		).toHaveText( [ /\$19\.00/, /\$19\.00/ ] );
	},
};

const changeVisibility = byFirstName( [
	{ block: 'registered-agent-questions' },
] );

export const changeOfAgentPage: AttributePage = {
	pattern: 'change-registered-agent',
	covers: {
		...visibilityCovers( changeVisibility ),
		'registered-agent-questions': [
			'helpText',
			'condition',
			'changingAgentLabel',
			'affiliateCodeLabel',
			'products',
		],
		'company-information': [ 'askBusinessFormed' ],
	},
	async edit( page: Page ) {
		let sidebar = await openPanel(
			page,
			{ block: 'registered-agent-questions' },
			'Registered agent questions'
		);
		await field( sidebar, 'Changing agent question' ).fill(
			'Leaving another agent?'
		);
		await field( sidebar, 'Affiliate code label' ).fill( 'Who sent you?' );
		// The change of agent charged on every order, not only after "yes".
		sidebar = await editProduct(
			page,
			{ block: 'registered-agent-questions' },
			'changeOfAgent'
		);
		await setChecked( sidebar, 'Add to the cart only when…', false );
		// The block's primary product made a bundle that asks for an affiliate code: its field shows.
		await setChecked( sidebar, 'Bundle', true );
		await setChecked( sidebar, 'Ask for an affiliate code', true );
		await editVisibility( page, changeVisibility );
		sidebar = await openPanel(
			page,
			{ block: 'company-information' },
			'Company questions'
		);
		await setChecked( sidebar, 'Ask whether the business is formed', true );
	},
	async see( page: Page ) {
		await seeVisibility( page, changeVisibility );
		const form = page.locator( '.fo-form' );
		await expect(
			form.getByRole( 'radiogroup', { name: 'Leaving another agent?' } )
		).toBeVisible();
		await expect( form.getByLabel( 'Who sent you?' ) ).toBeVisible();
		await form.getByLabel( 'State of your company' ).selectOption( 'WY' );
		const summary = form.getByRole( 'region', { name: 'Order Summary' } );
		await expect(
			summary.getByRole( 'row', { name: /Change of Registered Agent/ } )
		).toContainText( '$49.00' );
		// Asked whether the business is formed: No empties the order, Yes brings it back.
		const formed = form.getByRole( 'radiogroup', {
			name: 'Have you formed your business?',
		} );
		await formed.getByLabel( 'No' ).check();
		await expect( formed ).toContainText(
			'You must have an existing business to continue.'
		);
		await expect( summary ).toContainText( 'Your order is empty.' );
		await formed.getByLabel( 'Yes' ).check();
		await expect(
			summary.getByRole( 'row', { name: /Change of Registered Agent/ } )
		).toContainText( '$49.00' );
	},
};
