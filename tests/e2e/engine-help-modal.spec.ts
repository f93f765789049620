import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';

// The order-form block of this page sets tooltipMode "modal"; its Account step's module has a help text.
const OPTIONS_PAGE = '/engine-options/';

const helpButton = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Help: Account' } );
const dialogOf = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Account' } );
const bodyOverflow = ( page: Page ) =>
	page.evaluate( () => document.body.style.overflow );

async function openHelp( page: Page ) {
	await helpButton( page ).click();
	const dialog = dialogOf( page );
	await expect( dialog ).toBeVisible();
	return dialog;
}

// "Help-text tooltips appear as a popover or a modal according to config." and "A
// generic popup modal has header, body and footer with Cancel and Save; a corner close button; a click on
// the backdrop acts as Cancel; body scrolling is blocked while open." A help text has nothing to save, so
// its footer holds one Close button.
test( 'help in a dialog: header and body, focus inside, page scroll blocked; Escape closes and focus returns to the "?" button', async ( {
	page,
} ) => {
	const dialogCode: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/build/order-form/popup-modal.js' ) ) {
			dialogCode.push( request.url() );
		}
	} );
	await page.goto( OPTIONS_PAGE );
	await expect( helpButton( page ) ).toHaveAttribute(
		'aria-haspopup',
		'dialog'
	);
	await expect( page.locator( '.fo-help__popover' ) ).toHaveCount( 0 );
	// The dialog's code comes only once the visitor heads for the button.
	await page.waitForLoadState( 'networkidle' );
	expect( dialogCode ).toEqual( [] );

	const dialog = await openHelp( page );
	expect( dialogCode ).toHaveLength( 1 );
	await expect( dialog ).toBeFocused();
	await expect(
		dialog.getByRole( 'heading', { name: 'Account', level: 2 } )
	).toBeVisible();
	// 159 characters: the medium size class (100 to 399).
	await expect( dialog.locator( '.fo-help__text--medium' ) ).toContainText(
		'We send your order confirmation'
	);
	expect( await bodyOverflow( page ) ).toBe( 'hidden' );
	await expect( page.locator( 'body' ) ).toHaveClass( /fo-modal-open/ );
	expect( await axeViolations( page ) ).toEqual( [] );

	// Tab stays inside: corner close, footer Close, then round to the corner again.
	const cornerClose = dialog.locator( '.fo-modal__close' );
	const footerClose = dialog.locator( '.fo-modal__footer button' );
	await page.keyboard.press( 'Tab' );
	await expect( cornerClose ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( footerClose ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( cornerClose ).toBeFocused();
	await page.keyboard.press( 'Shift+Tab' );
	await expect( footerClose ).toBeFocused();

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( helpButton( page ) ).toBeFocused();
	expect( await bodyOverflow( page ) ).toBe( '' );
	await expect( page.locator( 'body' ) ).not.toHaveClass( /fo-modal-open/ );
} );

test.describe( 'each way out of the help dialog closes it and returns focus to its button', () => {
	const ways: Array< [ string, ( page: Page ) => Promise< void > ] > = [
		[
			'the corner close button',
			( page ) =>
				dialogOf( page )
					.locator( '.fo-modal__header' )
					.getByRole( 'button', { name: 'Close' } )
					.click(),
		],
		[
			'the footer’s Close (the Cancel of a dialog with nothing to save)',
			( page ) =>
				dialogOf( page )
					.locator( '.fo-modal__footer' )
					.getByRole( 'button', { name: 'Close' } )
					.click(),
		],
		[
			'a click on the backdrop',
			( page ) =>
				page
					.locator( '.fo-modal__backdrop' )
					.click( { position: { x: 5, y: 5 } } ),
		],
	];
	for ( const [ way, close ] of ways ) {
		test( way, async ( { page } ) => {
			await page.goto( OPTIONS_PAGE );
			await openHelp( page );
			// A click inside the dialog is not a click on the backdrop.
			await dialogOf( page )
				.getByText( 'We send your order confirmation' )
				.click();
			await expect( dialogOf( page ) ).toBeVisible();

			await close( page );
			await expect( dialogOf( page ) ).toHaveCount( 0 );
			await expect( helpButton( page ) ).toBeFocused();
			expect( await bodyOverflow( page ) ).toBe( '' );
		} );
	}
} );
