import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { dollars, summaryOf } from './support/cart';
import {
	createPage,
	deletePage,
	editorCanvas,
	logIn,
	openBlockPanel,
	savedContent,
	updatePage,
	type TestPage,
} from './support/editor';

test( 'the editor opens the demo form with valid blocks and previews of each module', async ( {
	page,
} ) => {
	await logIn( page );
	// Searched for: with a demo page per form type the list runs past its first screen of 20.
	await page.goto(
		'/wp-admin/edit.php?post_type=page&s=Registered+Agent+Signup'
	);
	// The title's link: named '“Title” (Edit)' up to 6.x, by the title alone from 7.0.
	await page
		.locator( 'a.row-title' )
		.filter( { hasText: /^Registered Agent Signup$/ } )
		.click();

	const canvas = await editorCanvas( page );
	await expect(
		canvas.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	await expect( canvas.getByText( 'State of your company' ) ).toBeVisible();
	await expect( canvas.getByText( 'Street Address' ) ).toBeVisible();
	await expect( canvas.getByText( 'Card Number' ) ).toBeVisible();
	await expect(
		canvas.getByRole( 'heading', { name: 'Order Summary' } )
	).toBeVisible();
	await expect(
		canvas.getByText( 'This block contains unexpected or invalid content' )
	).toHaveCount( 0 );
	await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount( 0 );
} );

/** A single-page form of our own: the specs below edit it, the demo pages stay as they are. */
const FORM = [
	'<!-- wp:formation-orders/order-form {"stepMode":false,"phoneNumber":"(800) 555-0199"} -->',
	'<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->',
	'<!-- wp:formation-orders/state-picker {"label":"State of your company"} /-->',
	'<!-- wp:formation-orders/company-information /-->',
	'<!-- wp:formation-orders/contact-information /-->',
	'<!-- wp:formation-orders/optional-products /-->',
	'<!-- wp:formation-orders/order-summary /-->',
	'<!-- /wp:formation-orders/form-step -->',
	'<!-- /wp:formation-orders/order-form -->',
].join( '\n' );

test.describe( 'editing a form of our own', () => {
	let testPage: TestPage;

	test.beforeEach( async ( { page }, testInfo ) => {
		await logIn( page );
		testPage = await createPage(
			page,
			`Editor test ${ testInfo.title }`,
			FORM
		);
	} );

	test.afterEach( async ( { page } ) => {
		if ( testPage ) {
			await deletePage( page, testPage.id );
		}
	} );

	async function editTestPage( page: Page ): Promise< void > {
		await page.goto(
			`/wp-admin/post.php?post=${ testPage.id }&action=edit`
		);
		await editorCanvas( page );
	}

	/** Types a field/value row of a condition group. */
	async function fillRow(
		group: Locator,
		row: number,
		fieldKey: string,
		fieldVal: string
	): Promise< void > {
		await group.getByLabel( 'Field' ).nth( row ).fill( fieldKey );
		await group.getByLabel( 'Value' ).nth( row ).fill( fieldVal );
	}

	test( 'a module condition of two OR groups built in the sidebar shows the module when either group holds', async ( {
		page,
	} ) => {
		await editTestPage( page );
		await openBlockPanel(
			page,
			'formation-orders/contact-information',
			'Help and visibility'
		);
		const conditions = page.getByRole( 'group', {
			name: 'Shown when any of these groups holds',
		} );
		await expect(
			conditions.getByText( 'No condition: the module is always shown.' )
		).toBeVisible();

		// Group 1: a corporation. The new row's field has the focus and suggests form data paths.
		await conditions
			.getByRole( 'button', { name: 'Add condition' } )
			.click();
		const first = conditions.getByRole( 'group', { name: 'Group 1' } );
		await expect( first.getByLabel( 'Field' ) ).toBeFocused();
		await expect(
			page.locator(
				'datalist option[value="companyInformation.entityType"]'
			)
		).toHaveCount( 1 );
		await fillRow( first, 0, 'companyInformation.entityType', 'Corp' );

		// Group 2: an LLC in Wyoming (two conditions joined by "and").
		await conditions
			.getByRole( 'button', { name: 'Add another group' } )
			.click();
		const second = conditions.getByRole( 'group', { name: 'Group 2' } );
		await fillRow( second, 0, 'companyInformation.state', 'WY' );
		await second.getByRole( 'button', { name: 'Add condition' } ).click();
		await expect( second.getByLabel( 'Field' ).nth( 1 ) ).toBeFocused();
		await fillRow( second, 1, 'companyInformation.entityType', 'LLC' );

		expect( await axeViolations( page, '.fo-conditions' ) ).toEqual( [] );

		// A third group, added and removed again by keyboard, leaves nothing behind; focus returns to "Add
		// another group".
		const addGroup = conditions.getByRole( 'button', {
			name: 'Add another group',
		} );
		await addGroup.focus();
		await page.keyboard.press( 'Enter' );
		const third = conditions.getByRole( 'group', { name: 'Group 3' } );
		await expect( third.getByLabel( 'Field' ) ).toBeFocused();
		await third.getByRole( 'button', { name: 'Remove group' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( third ).toHaveCount( 0 );
		await expect( addGroup ).toBeFocused();

		await updatePage( page );
		expect( await savedContent( page, testPage.id ) ).toContain(
			'<!-- wp:formation-orders/contact-information {"condition":{"orConditions":[' +
				'{"andConditions":[{"fieldKey":"companyInformation.entityType","fieldVal":"Corp"}]},' +
				'{"andConditions":[{"fieldKey":"companyInformation.state","fieldVal":"WY"},' +
				'{"fieldKey":"companyInformation.entityType","fieldVal":"LLC"}]}]}} /-->'
		);

		// Opened again, the editor shows the saved condition.
		await editTestPage( page );
		await openBlockPanel(
			page,
			'formation-orders/contact-information',
			'Help and visibility'
		);
		await expect(
			conditions
				.getByRole( 'group', { name: 'Group 2' } )
				.getByLabel( 'Field' )
				.nth( 1 )
		).toHaveValue( 'companyInformation.entityType' );

		// The visitor: contact fields only for a corporation, or for an LLC in Wyoming.
		await page.goto( testPage.link );
		const phone = page.getByLabel( 'Phone', { exact: true } );
		await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
		await expect( page.getByLabel( 'Company Name' ) ).toBeVisible();
		await expect( phone ).toHaveCount( 0 );
		await page.getByLabel( 'Entity Type' ).selectOption( 'Corp' );
		await expect( phone ).toBeVisible();
		await page.getByLabel( 'Entity Type' ).selectOption( 'LLC' );
		await expect( phone ).toHaveCount( 0 );
		await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
		await expect( phone ).toBeVisible();
	} );

	test( 'a product added in the Products panel is offered on the page and joins the order summary when ticked and its condition holds', async ( {
		page,
	} ) => {
		await editTestPage( page );
		await openBlockPanel(
			page,
			'formation-orders/optional-products',
			'Products'
		);
		await expect(
			page.getByText( 'This block configures no products.' )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Add product' } ).click();
		const key = page.getByLabel( 'Key (saveAs)' );
		await expect( key ).toBeFocused();
		await key.fill( 'corporateBook' );
		const category = page.getByLabel( 'Category' );
		await expect( category ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( category ).toHaveAccessibleDescription(
			'Choose a category.'
		);
		await category.selectOption( 'corporate-book' );
		await expect( category ).not.toHaveAttribute( 'aria-invalid', 'true' );

		// Only for an LLC: the same condition editor as the modules'.
		await page.getByLabel( 'Add to the cart only when…' ).check();
		const trigger = page.getByRole( 'group', {
			name: 'Added to the cart when any of these groups holds',
		} );
		await expect(
			trigger.getByText(
				'Add a condition: with none, the product never reaches the cart.'
			)
		).toBeVisible();
		await trigger.getByRole( 'button', { name: 'Add condition' } ).click();
		await fillRow(
			trigger.getByRole( 'group', { name: 'Group 1' } ),
			0,
			'companyInformation.entityType',
			'LLC'
		);
		await expect( trigger.getByText( 'Add a condition' ) ).toHaveCount( 0 );

		// A second product with the same key is refused at the key field, and removed again.
		await page.getByRole( 'button', { name: 'Add product' } ).click();
		await page.getByLabel( 'Key (saveAs)' ).fill( 'corporateBook' );
		await expect( page.getByLabel( 'Key (saveAs)' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect(
			page.getByLabel( 'Key (saveAs)' )
		).toHaveAccessibleDescription(
			/Product 1 of this block already has the key "corporateBook"\. Each key may be used once\./
		);
		await expect( page.getByText( 'Needs attention' ) ).toBeVisible();
		expect( await axeViolations( page, '.fo-products' ) ).toEqual( [] );
		await page
			.getByRole( 'list', { name: 'Configured products' } )
			.getByRole( 'listitem' )
			.nth( 1 )
			.getByRole( 'button', { name: /^Remove product/ } )
			.click();
		await expect(
			page
				.getByRole( 'list', { name: 'Configured products' } )
				.getByRole( 'listitem' )
		).toHaveCount( 1 );
		await expect( page.getByText( 'Needs attention' ) ).toHaveCount( 0 );

		await updatePage( page );
		expect( await savedContent( page, testPage.id ) ).toContain(
			'<!-- wp:formation-orders/optional-products {"products":[{"saveAs":"corporateBook","category":"corporate-book",' +
				'"config":{"fieldTriggerToggle":true,"orConditions":[{"andConditions":[' +
				'{"fieldKey":"companyInformation.entityType","fieldVal":"LLC"}]}]}}]} /-->'
		);

		await page.goto( testPage.link );
		await page.getByLabel( 'State of your company' ).selectOption( 'CA' );
		const book = page.getByRole( 'checkbox', { name: /Corporate Book/ } );
		const line = summaryOf( page ).getByRole( 'row', {
			name: /Corporate Book/,
		} );
		await expect( book ).not.toBeChecked();
		await expect( line ).toHaveCount( 0 );
		await book.check();
		await expect( line ).toContainText( dollars( 75 ) );
		// Ticked, but a corporation does not meet its condition.
		await page.getByLabel( 'Entity Type' ).selectOption( 'Corp' );
		await expect( line ).toHaveCount( 0 );
		await page.getByLabel( 'Entity Type' ).selectOption( 'LLC' );
		await expect( line ).toContainText( dollars( 75 ) );
		await book.uncheck();
		await expect( line ).toHaveCount( 0 );
	} );
} );
