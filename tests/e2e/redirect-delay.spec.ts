/**
 * After a sent form the visitor reads "Redirecting…" for 1500 ms before the next page. The rest of the suite skips
 * that wait through the test stack's cookie (playwright.config.ts); this test runs without it and measures the wait
 * in the page: from the moment "Redirecting…" is drawn to the moment the page is left.
 */
import { expect, test } from '@playwright/test';

test.use( { storageState: { cookies: [], origins: [] } } );

test( 'a visitor reads "Redirecting…" for 1500 ms before the next page', async ( {
	page,
} ) => {
	await page.goto( '/password-reset/' );
	await page.evaluate( () => {
		const seen = () => document.body.innerText.includes( 'Redirecting…' );
		new MutationObserver( () => {
			if ( seen() && ! sessionStorage.getItem( 'shownAt' ) ) {
				sessionStorage.setItem( 'shownAt', String( Date.now() ) );
			}
		} ).observe( document.body, {
			subtree: true,
			childList: true,
			characterData: true,
		} );
		addEventListener( 'pagehide', () =>
			sessionStorage.setItem( 'leftAt', String( Date.now() ) )
		);
	} );
	await page.getByLabel( 'Email' ).fill( 'nobody-here@example.com' );
	await page.getByRole( 'button', { name: 'Reset Password' } ).click();
	await expect( page.getByText( 'Redirecting…' ) ).toBeVisible();
	await page.waitForURL( /\/login\/\?passwordReset=true$/ );

	const waited = await page.evaluate(
		() =>
			Number( sessionStorage.getItem( 'leftAt' ) ) -
			Number( sessionStorage.getItem( 'shownAt' ) )
	);
	// At least the 1500 ms, less the few the page takes to draw the text after it starts waiting.
	expect( waited ).toBeGreaterThanOrEqual( 1400 );
	expect( waited ).toBeLessThan( 10_000 );
} );
