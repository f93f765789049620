/**
 * A site editor's first steps, on whichever core the suite runs, in one editor session: a new ordinary page whose
 * "Choose a pattern" dialog (if the theme opens one) offers none of our order forms; an Order Form found in the
 * block inserter, which asks how to start (blank for a form type, or one of the order form patterns in title
 * order); a blank start of one step; steps added with the "Add step" appender and the block toolbar, each labelled
 * "Step N" with the keyboard on its label; the last step's button as the visitor will see it; published, and the
 * form on the page, its first view printed by the server for visitors.
 */
import { expect, test, type Page } from '@playwright/test';

import {
	deletePage,
	editorCanvas,
	insertOrderForm,
	logIn,
	restNonce,
	savedContent,
} from './support/editor';
import { setSiteSetting } from './support/gateway';
import { patternFiles } from './support/patterns';

/** The order form patterns' titles as a person reads them: natural order, case aside. */
const titlesInReadingOrder = () =>
	patternFiles()
		.map( ( pattern ) => pattern.title )
		.sort( ( a, b ) =>
			a.localeCompare( b, 'en', { numeric: true, sensitivity: 'base' } )
		);

/** Whether the new-page "Choose a pattern" dialog is offered each of our patterns (the REST list's blockTypes). */
async function offeredToNewPages( page: Page ): Promise< boolean[] > {
	const response = await page.request.get(
		'/?rest_route=/wp/v2/block-patterns/patterns',
		{ headers: { 'X-WP-Nonce': await restNonce( page ) } }
	);
	expect( response.ok() ).toBe( true );
	return (
		( await response.json() ) as Array< {
			name: string;
			block_types: string[];
		} >
	 )
		.filter( ( pattern ) => pattern.name.startsWith( 'formation-orders/' ) )
		.map( ( pattern ) =>
			pattern.block_types.includes( 'core/post-content' )
		);
}

test( 'a site owner may offer the order form patterns to new pages; they are not by default', async ( {
	page,
} ) => {
	await logIn( page );
	const count = patternFiles().length;
	expect( await offeredToNewPages( page ) ).toEqual(
		Array( count ).fill( false )
	);
	setSiteSetting( 'patterns_for_new_pages', '1' );
	try {
		expect( await offeredToNewPages( page ) ).toEqual(
			Array( count ).fill( true )
		);
	} finally {
		setSiteSetting( 'patterns_for_new_pages', '0' );
	}
} );

test( 'a new page takes an Order Form from the inserter, started blank, with steps added, and shows it once published, its first view printed for visitors', async ( {
	page,
	request,
} ) => {
	// The block editor's own loading and publishing take most of the default 30 s on a busy machine.
	test.setTimeout( 120_000 );
	await logIn( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	const canvas = await editorCanvas( page );
	// WordPress opens a new page's "Choose a pattern" dialog when the page patterns have loaded, if the page is
	// still untouched: the test waits for the patterns before touching it.
	await page.waitForFunction( () => {
		const editor = (
			window as unknown as {
				wp: {
					data: {
						select: (
							store: string
						) => Record<
							string,
							( ( name: string ) => unknown[] ) | undefined
						>;
					};
				};
			}
		 ).wp.data.select( 'core/block-editor' );
		const byBlockTypes =
			editor.getPatternsByBlockTypes ??
			editor.__experimentalGetPatternsByBlockTypes;
		return (
			( byBlockTypes?.( 'formation-orders/order-form' ) ?? [] ).length > 0
		);
	} );
	const starterDialog = page.getByRole( 'dialog', {
		name: 'Choose a pattern',
	} );
	/** The names of the options a "Choose a pattern" dialog offers. */
	const offeredIn = async () => {
		const options = starterDialog.getByRole( 'option' );
		await expect( options.first() ).toBeVisible();
		return (
			await options.evaluateAll( ( elements ) =>
				elements.map(
					( element ) =>
						`${ element.getAttribute( 'aria-label' ) ?? '' } ${
							element.textContent
						}`
				)
			)
		).join( '\n' );
	};
	// Whenever the dialog shows, what it offers is kept and it is closed, as an editor starting from scratch does.
	const offered: string[] = [];
	await page.addLocatorHandler( starterDialog, async () => {
		offered.push( await offeredIn() );
		await page.keyboard.press( 'Escape' );
	} );
	const pageTitle = canvas.getByRole( 'textbox', { name: 'Add title' } );
	if ( process.env.WP_CORE === 'current' ) {
		// Twentytwentyfive offers page patterns of its own: the dialog opens (an action's check meets it).
		await expect( async () => {
			await pageTitle.click( { trial: true } );
			expect( offered ).not.toEqual( [] );
		} ).toPass();
	} else {
		// Twentytwentythree (6.1) has no page patterns: the dialog opened only for ours, and now does not.
		await pageTitle.click( { trial: true } );
		expect( offered ).toEqual( [] );
	}
	for ( const title of titlesInReadingOrder() ) {
		expect( offered.join( '\n' ) ).not.toContain( title );
	}
	await pageTitle.fill( 'Order from a new page' );

	const form = await insertOrderForm( page );

	// The new Order Form asks how to start: blank, or one of the patterns by title (described by its one line),
	// in the order a person reads the titles.
	const patterns = form.getByRole( 'list', {
		name: 'Start from an order form',
	} );
	await expect( patterns.locator( '.fo-starting-point__title' ) ).toHaveText(
		titlesInReadingOrder()
	);
	await expect( form.locator( '[data-type]' ) ).toHaveCount( 0 );
	// docs/editor.md shows this picker: `E2E_SCREENSHOTS=1 npm run test:e2e -- tests/e2e/editor-new-page.spec.ts`
	// takes it again.
	if ( process.env.E2E_SCREENSHOTS ) {
		await form.screenshot( {
			path: 'tests/e2e/screenshots/editor-order-form-picker.png',
		} );
	}
	// Blank: one step, labelled, holding the payment module (the chosen form type places an order).
	await form.getByLabel( 'Form type' ).selectOption( 'business-formation' );
	await form.getByRole( 'button', { name: 'Start blank' } ).click();
	const labels = form.getByRole( 'textbox', { name: 'Step label' } );
	await expect( labels ).toHaveCount( 1 );
	await expect( labels ).toHaveValue( 'Step 1' );
	const steps = form.locator( '[data-type="formation-orders/form-step"]' );
	await expect(
		steps.locator( '[data-type="formation-orders/payment"]' )
	).toHaveCount( 1 );
	await expect( canvas.getByText( 'Card Number' ) ).toBeVisible();

	// A block the page may hold once (greyed out in the inserter once there, by WordPress) says why in its
	// description, which the inserter and the sidebar's block card show.
	await steps.locator( '[data-type="formation-orders/payment"]' ).click();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor settings' } )
			.locator( '.block-editor-block-card' )
	).toContainText(
		'One per page: the inserter greys it out once the page has one.'
	);

	// "Add step" under the steps: "Step 2", its label selected, so typing names it.
	await form.getByRole( 'button', { name: 'Add step' } ).click();
	await expect( labels ).toHaveCount( 2 );
	await expect( labels.nth( 1 ) ).toHaveValue( 'Step 2' );
	await expect( labels.nth( 1 ) ).toBeFocused();
	await page.keyboard.type( 'Documents' );
	await expect( labels.nth( 1 ) ).toHaveValue( 'Documents' );

	// The Order Form's toolbar has "Add step" too. The toolbar stays hidden while typing, until the mouse moves.
	await form.locator( '.fo-form__last-button' ).click();
	await page.mouse.move( 50, 50 );
	await page.mouse.move( 100, 100 );
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Add step' } )
		.click();
	await expect( labels ).toHaveCount( 3 );
	await expect( labels.nth( 2 ) ).toHaveValue( 'Step 3' );
	await expect( labels.nth( 2 ) ).toBeFocused();

	// A form inserted now checks the answers first: its last step's button opens the review.
	const lastButton = form.locator( '.fo-form__last-button' );
	await expect( lastButton.locator( '.fo-button' ) ).toHaveText(
		'Review Order'
	);
	await expect( lastButton ).toContainText(
		'"Review Order" opens "Check your answers", whose "Submit Order" button places the order.'
	);

	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	// The pre-publish checks ask once more.
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.filter( { hasText: 'published' } )
	).toBeVisible();

	const id = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getCurrentPostId: () => number;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);
	try {
		const saved = await savedContent( page, id );
		expect( saved ).toContain(
			'<!-- wp:formation-orders/form-step {"key":"step-1","label":"Step 1"} -->\n<!-- wp:formation-orders/payment /-->'
		);
		expect( saved ).toContain(
			'<!-- wp:formation-orders/form-step {"key":"documents","label":"Documents"} /-->'
		);
		expect( saved ).toContain(
			'<!-- wp:formation-orders/form-step {"key":"step-3","label":"Step 3"} /-->'
		);
		// After the save, the editor draws the form's first view in a hidden frame, and the server prints it to
		// every visitor (this request is not logged in).
		await expect
			.poll(
				async () => ( await request.get( `/?page_id=${ id }` ) ).text(),
				{ timeout: 30_000 }
			)
			.toMatch(
				/<div class="formation-orders__mount"><noscript>.*?<\/noscript><formation-orders-view><form /s
			);
		await page.goto( `/?page_id=${ id }` );
		await expect(
			page.locator( '.formation-orders.is-ready' )
		).toHaveCount( 1 );
		await expect(
			page.getByText( 'This block contains unexpected' )
		).toHaveCount( 0 );
		// A form inserted now asks its visitors to check their answers before paying (the default variation).
		const config = JSON.parse(
			( await page
				.locator( '.formation-orders__config' )
				.textContent() ) ?? '{}'
		);
		expect( config.engine.checkAnswers ).toBe( true );
		expect( config.form.formType ).toBe( 'business-formation' );
	} finally {
		await deletePage( page, id );
	}
} );
