/**
 * The LLC formation form: the order form's preselections and behaviour, the registered agent's term, the
 * optional items, the filing methods' time line, the business purpose, and the help and visibility of the
 * modules the registered agent page does not hold.
 */
import { expect, type Page } from '@playwright/test';

import {
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
	type ModuleVisibility,
} from './page-kit';
import { editProduct, field, openPanel, setChecked } from './sidebar';

const ORDER_FORM = { block: 'state-picker', parent: 'Order Form' };

const visibility: ModuleVisibility = {
	trigger: {
		block: 'contact-information',
		key: 'contactInformation.firstName',
		label: 'First Name',
		value: 'Ada',
	},
	others: [
		{ block: 'filing-methods' },
		// The trade name's filing methods, on the Optional Items step.
		{ block: 'filing-methods', nth: 1 },
		{ block: 'formation-details' },
		{ block: 'optional-products' },
		{ block: 'coupon-field' },
	],
};

async function edit( page: Page ): Promise< void > {
	let sidebar = await openPanel( page, ORDER_FORM, 'Behaviour' );
	await setChecked(
		sidebar,
		'Keep what visitors typed when they reload',
		false
	);
	await setChecked( sidebar, 'Show the order total on every step', false );
	sidebar = await openPanel( page, ORDER_FORM, 'Preselections' );
	await field( sidebar, 'State (two letters)' ).fill( 'wy' );
	await sidebar
		.getByLabel( 'Allowed entity types', { exact: true } )
		.selectOption( [ 'LLC', 'Corp' ] );
	await sidebar
		.getByLabel( 'Entity type', { exact: true } )
		.selectOption( 'Corp' );

	sidebar = await editProduct(
		page,
		{ block: 'state-picker' },
		'registeredAgent'
	);
	await sidebar
		.getByLabel( 'Preselected term', { exact: true } )
		.selectOption( '24' );

	sidebar = await openPanel(
		page,
		{ block: 'company-information' },
		'Company questions'
	);
	await setChecked( sidebar, 'Offer the generic purpose', false );
	await field( sidebar, 'Purpose starter text' ).fill( 'We will sell' );

	// No BOI filing offered with the company questions.
	sidebar = await openPanel(
		page,
		{ block: 'company-information' },
		'Products'
	);
	await sidebar
		.getByRole( 'button', { name: 'Remove product boiCompliance' } )
		.click();

	// The trade name's filing methods block without its product: a trade name is sold without a filing choice.
	sidebar = await openPanel(
		page,
		{ block: 'filing-methods', nth: 1 },
		'Products'
	);
	await sidebar
		.getByRole( 'button', { name: 'Remove product tradeName' } )
		.click();

	sidebar = await openPanel(
		page,
		{ block: 'filing-methods' },
		'Filing methods'
	);
	await field( sidebar, 'Processing time line' ).fill(
		'Filed by the state within {{filed_in}}'
	);

	sidebar = await openPanel(
		page,
		{ block: 'optional-products' },
		'Optional items'
	);
	await field( sidebar, 'Heading' ).fill( 'Extras for your LLC' );
	sidebar = await editProduct(
		page,
		{ block: 'optional-products' },
		'corporateBook'
	);
	await field( sidebar, 'Checkbox label' ).fill( 'A leather-bound book' );

	await editVisibility( page, visibility );
}

async function see( page: Page ): Promise< void > {
	const form = page.locator( '.fo-form' );
	await expect( form.getByLabel( 'State of formation' ) ).toHaveValue( 'WY' );
	const entityType = form.getByLabel( 'Entity Type', { exact: true } );
	await expect( entityType ).toHaveValue( 'Corp' );
	await expect( entityType.locator( 'option:not([value=""])' ) ).toHaveText( [
		'LLC',
		'Corp',
	] );
	await expect( form.getByLabel( 'Registered agent term' ) ).toHaveValue(
		'24'
	);
	// No generic purpose offered: the purpose box, started with the starter text.
	await expect(
		form.getByRole( 'checkbox', { name: 'Use a generic business purpose' } )
	).toHaveCount( 0 );
	await expect( form.getByLabel( 'Business Purpose' ) ).toHaveValue(
		'We will sell'
	);
	await expect( page.locator( '.fo-total-bar' ) ).toHaveCount( 0 );

	await seeVisibility( page, visibility );
	await expect(
		form.getByText( /Filed by the state within \d+/ ).first()
	).toBeVisible();
	await expect(
		form.getByText( 'Extras for your LLC', { exact: true } )
	).toBeVisible();
	await expect(
		form.getByRole( 'checkbox', { name: /^A leather-bound book/ } )
	).toBeVisible();
	await form
		.getByRole( 'checkbox', { name: 'Wyoming Trade Name (DBA) $99.00' } )
		.check();
	await expect( form.locator( 'legend' ) ).toContainText( [
		'Filing for Wyoming Corporation Formation',
	] );
	await expect( form.getByText( /^Filing for .*Trade Name/ ) ).toHaveCount(
		0
	);
	await entityType.selectOption( 'LLC' );
	await expect(
		form.getByRole( 'radiogroup', {
			name: 'Have you already reserved this name with the state?',
		} )
	).toContainText(
		/Yes adds the name reservation \(\$[\d.]+\) to your order\./
	);
	await expect( form.getByRole( 'checkbox', { name: /BOI/ } ) ).toHaveCount(
		0
	);

	// Nothing typed is kept over a reload.
	await form.getByLabel( 'Company Name' ).fill( 'Forgotten LLC' );
	await page.reload();
	await expect(
		page.locator( '.fo-form' ).getByLabel( 'Company Name' )
	).toHaveValue( '' );
}

export const llcFormationPage: AttributePage = {
	pattern: 'llc-formation',
	covers: {
		...visibilityCovers( visibility ),
		'order-form': [
			'persistFormData',
			'runningTotal',
			'preselectedState',
			'allowedEntityTypes',
			'preselectedEntityType',
		],
		'state-picker': [ 'products' ],
		'company-information': [
			'offerGenericPurpose',
			'purposeStarterText',
			'products',
		],
		'filing-methods': [ 'helpText', 'condition', 'timeLabel', 'products' ],
		'optional-products': [ 'helpText', 'condition', 'title', 'products' ],
	},
	edit,
	see,
};
