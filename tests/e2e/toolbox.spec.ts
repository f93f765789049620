import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { logIn } from './support/editor';
import { setSiteSetting } from './support/gateway';
import { resetSandbox, sandboxRequests } from './support/sandbox';
import {
	fillAndSubmit,
	openToolbox,
	ORDER_DEMO_PAGES,
	toolboxToggle,
} from './support/toolbox';

const DAY_S = 24 * 60 * 60;

/** Every script the page downloads, by URL. */
function recordScripts( page: Page ): string[] {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	return scripts;
}

test.beforeAll( () => {
	setSiteSetting( 'dev_toolbox', '1' );
	setSiteSetting( 'test_mode', '0' );
} );

test.afterAll( () => {
	setSiteSetting( 'dev_toolbox', '0' );
	setSiteSetting( 'test_mode', '0' );
} );

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'an anonymous visitor of a live site gets no toolbox, nor its code', async ( {
	page,
} ) => {
	const scripts = recordScripts( page );
	await page.goto( '/registered-agent/' );
	await expect( page.getByLabel( 'State of your company' ) ).toBeVisible();
	await expect( toolboxToggle( page ) ).toHaveCount( 0 );
	expect( scripts.some( ( url ) => /toolbox/.test( url ) ) ).toBe( false );
} );

test( 'while test mode is on, every visitor gets the toolbox', async ( {
	page,
} ) => {
	setSiteSetting( 'test_mode', '1' );
	try {
		await page.goto( '/registered-agent/' );
		await expect( toolboxToggle( page ) ).toBeVisible();
	} finally {
		setSiteSetting( 'test_mode', '0' );
	}
} );

test.describe( 'a logged-in administrator', () => {
	test.beforeEach( async ( { page } ) => {
		await logIn( page );
	} );

	test( 'Data Filler then Submit places one order on every order demo page', async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		for ( const path of ORDER_DEMO_PAGES ) {
			await resetSandbox();
			await page.goto( path );
			await fillAndSubmit( page );
			await page.waitForURL( /\/login\?account=\d+/ );
			const orders = await sandboxRequests( '/api/process_signup' );
			expect( orders, path ).toHaveLength( 1 );
			// The e2e stack's website id, set by the server: the order went through WordPress.
			expect(
				( orders[ 0 ].body as { website?: number } ).website,
				path
			).toBe( 1 );
		}
	} );

	test( 'the panel expands and collapses by button, outside click and keyboard', async ( {
		page,
	} ) => {
		await page.goto( '/registered-agent/' );
		const toggle = toolboxToggle( page );
		const fill = page.getByRole( 'button', {
			name: 'Fill the form with sample data',
		} );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( fill ).toBeHidden();

		await toggle.click();
		await expect( fill ).toBeVisible();
		await page.getByLabel( 'State of your company' ).click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( fill ).toBeHidden();

		await toggle.focus();
		await page.keyboard.press( 'Enter' );
		await expect( fill ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect( fill ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( fill ).toBeHidden();
		await expect( toggle ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	test( 'axe finds nothing with the panel open', async ( { page } ) => {
		await page.goto( '/llc-formation/' );
		await openToolbox( page );
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	test( 'at phone width the panel, open or closed, covers none of the form controls', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 360, height: 740 } );
		await page.goto( '/registered-agent/' );
		const overlaps = () =>
			page.evaluate( () => {
				const panel = document
					.querySelector( '.fo-toolbox' )
					?.getBoundingClientRect();
				if ( ! panel ) {
					return [ 'no panel' ];
				}
				return Array.from(
					document.querySelectorAll< HTMLElement >(
						'.fo-form input, .fo-form select, .fo-form button, .fo-form textarea, .fo-form a'
					)
				)
					.filter( ( control ) => {
						const box = control.getBoundingClientRect();
						return (
							box.width > 0 &&
							box.left < panel.right &&
							box.right > panel.left &&
							box.top < panel.bottom &&
							box.bottom > panel.top
						);
					} )
					.map( ( control ) => control.id || control.textContent );
			} );
		await expect( toolboxToggle( page ) ).toBeVisible();
		expect( await overlaps() ).toEqual( [] );
		await openToolbox( page );
		expect( await overlaps() ).toEqual( [] );
		await page.mouse.wheel( 0, 2000 );
		expect( await overlaps() ).toEqual( [] );
	} );

	test( 'the Data Filler says when the form has no dataset, or one without its data', async ( {
		page,
	} ) => {
		await page.route( '**/toolbox-data/**', ( route ) =>
			route.fulfill( { status: 404, body: 'Not Found' } )
		);
		await page.goto( '/registered-agent/' );
		await openToolbox( page );
		const fill = page.getByRole( 'button', {
			name: 'Fill the form with sample data',
		} );
		await fill.click();
		await expect(
			page.getByText(
				'This form is missing a dataset. Please ensure the toolbox-data folder is uploaded, or that the form has a JSON file in the toolbox data.'
			)
		).toBeVisible();

		await page.unroute( '**/toolbox-data/**' );
		await page.route( '**/toolbox-data/**', ( route ) =>
			route.fulfill( {
				contentType: 'application/json',
				body: JSON.stringify( { formType: 'registered-agent-signup' } ),
			} )
		);
		await fill.click();
		await expect(
			page.getByText(
				'This form has a dataset, but it is missing the root data property.'
			)
		).toBeVisible();
		await expect( page.getByLabel( 'Company Name' ) ).toHaveValue( '' );
	} );

	test( 'UI Samples shows the sample error notification with the contact link', async ( {
		page,
	} ) => {
		await page.goto( '/registered-agent/' );
		await openToolbox( page );
		await page
			.getByRole( 'button', { name: 'Show a sample error notification' } )
			.click();
		const notification = page.locator( '.fo-notification' );
		await expect( notification ).toContainText(
			'Something went wrong. Please check your input and try again. If the problem persists, please contact us.'
		);
		await expect(
			notification.getByRole( 'link', { name: 'Contact us' } )
		).toHaveAttribute( 'href', /.+/ );
	} );

	test( 'Checkout Options: "Stay on this page after the order" keeps the developer on the form', async ( {
		page,
	} ) => {
		await page.goto( '/registered-agent-single-page/' );
		await openToolbox( page );
		await page.getByLabel( 'Stay on this page after the order' ).check();
		await fillAndSubmit( page );
		await expect
			.poll(
				async () =>
					( await sandboxRequests( '/api/process_signup' ) ).length
			)
			.toBe( 1 );
		await page.waitForTimeout( 2500 );
		expect( new URL( page.url() ).pathname ).toBe(
			'/registered-agent-single-page/'
		);
	} );

	test( 'Cookie Helper sets the affiliate cookies for one day and a blank value deletes one', async ( {
		page,
		context,
	} ) => {
		await page.goto( '/registered-agent/' );
		await openToolbox( page );
		await page.getByLabel( 'efaffid' ).fill( 'aff-123' );
		await page.getByLabel( 'shareasaleSSCID' ).fill( 'sas-456' );
		await page.getByRole( 'button', { name: 'Save the cookies' } ).click();
		const now = Date.now() / 1000;
		const cookies = await context.cookies();
		const efaffid = cookies.find( ( cookie ) => cookie.name === 'efaffid' );
		expect( efaffid?.value ).toBe( 'aff-123' );
		expect( efaffid?.path ).toBe( '/' );
		expect( ( efaffid?.expires ?? 0 ) - now ).toBeGreaterThan( DAY_S - 60 );
		expect( ( efaffid?.expires ?? 0 ) - now ).toBeLessThan( DAY_S + 60 );

		await page.getByLabel( 'shareasaleSSCID' ).fill( '' );
		await page.getByRole( 'button', { name: 'Save the cookies' } ).click();
		const names = ( await context.cookies() ).map(
			( cookie ) => cookie.name
		);
		expect( names ).toContain( 'efaffid' );
		expect( names ).not.toContain( 'shareasaleSSCID' );

		await page.reload();
		await openToolbox( page );
		await expect( page.getByLabel( 'efaffid' ) ).toHaveValue( 'aff-123' );
	} );
} );
