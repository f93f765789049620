import { expect, test, type Page } from '@playwright/test';

import {
	fillCompanyStep,
	fillFields,
	fillUpToPayment,
	RA_PAGE,
	registeredAgentVisitor,
	waitForTakeover,
} from './support/order-form';
import { setSiteSetting } from './support/gateway';

const visitor = registeredAgentVisitor();
const field = ( page: Page, path: string ) =>
	page.locator( `#fo-${ path.replace( /\./g, '-' ) }` );

/** Everything the page keeps in browser storage, as one string. */
const storedText = ( page: Page ) =>
	page.evaluate( () =>
		Object.keys( window.localStorage )
			.map(
				( key ) => `${ key }=${ window.localStorage.getItem( key ) }`
			)
			.join( '\n' )
	);

test( 'a reload keeps what was typed, except the password and the card fields', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );

	const stored = await storedText( page );
	expect( stored ).toContain( visitor.companyName );
	expect( stored ).not.toContain(
		visitor.account[ 'accountInformation.password' ]
	);
	expect( stored ).not.toContain( '4242' );
	expect( stored ).not.toContain(
		visitor.payment[ 'paymentInformation.cvc' ]
	);

	await page.reload();
	// Back on the step the visitor was on, with the card fields empty.
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await expect( field( page, 'paymentInformation.first_name' ) ).toHaveValue(
		visitor.payment[ 'paymentInformation.first_name' ]
	);
	await expect( field( page, 'paymentInformation.number' ) ).toHaveValue(
		''
	);
	await expect( field( page, 'paymentInformation.cvc' ) ).toHaveValue( '' );

	// Going on to the review from there finds the password missing and goes back to its step.
	await page.getByRole( 'button', { name: 'Review Order' } ).click();
	await expect(
		field( page, 'accountInformation.password' )
	).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( field( page, 'contactInformation.firstName' ) ).toHaveValue(
		visitor.contact[ 'contactInformation.firstName' ]
	);
	await expect( field( page, 'accountInformation.email' ) ).toHaveValue(
		visitor.account[ 'accountInformation.email' ]
	);
	await expect( field( page, 'accountInformation.password' ) ).toHaveValue(
		''
	);
	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect( page.getByLabel( 'Company Name' ) ).toHaveValue(
		visitor.companyName
	);
	await expect( page.getByLabel( 'State of your company' ) ).toHaveValue(
		visitor.state
	);
} );

test( 'stored data from another plugin version is cleared on load', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await page.getByLabel( 'Company Name' ).fill( 'Old Version LLC' );
	await expect
		.poll( () => storedText( page ) )
		.toContain( 'Old Version LLC' );

	await page.evaluate( () => {
		for ( const key of Object.keys( window.localStorage ) ) {
			if ( key.startsWith( 'formation-orders:form-data:' ) ) {
				const data = JSON.parse(
					window.localStorage.getItem( key ) ?? '{}'
				);
				data.pluginVersion = '0.0.1-older';
				window.localStorage.setItem( key, JSON.stringify( data ) );
			}
		}
	} );
	await page.reload();
	// The printed form is empty whatever is stored: the script reads the storage when it takes the form over.
	await waitForTakeover( page );
	await expect( page.getByLabel( 'Company Name' ) ).toHaveValue( '' );
	expect( await storedText( page ) ).not.toContain( 'Old Version LLC' );
} );

test( 'a restored choice no select offers any more is cleared, not only the company state', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await fillCompanyStep( page, visitor );
	await expect
		.poll( () => storedText( page ) )
		.toContain( visitor.companyName );
	// The contact's state, as an earlier visit might have kept it, with an option the list no longer has.
	await page.evaluate( () => {
		for ( const key of Object.keys( window.localStorage ) ) {
			if ( key.startsWith( 'formation-orders:form-data:' ) ) {
				const data = JSON.parse(
					window.localStorage.getItem( key ) ?? '{}'
				);
				data.contactInformation = {
					...data.contactInformation,
					address: { country: { key: 'US' }, state: 'ZZ' },
				};
				window.localStorage.setItem( key, JSON.stringify( data ) );
			}
		}
	} );
	await page.reload();
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	const state = field( page, 'contactInformation.address.state' );
	await expect( state ).toHaveValue( '' );
	await expect.poll( () => storedText( page ) ).not.toContain( '"ZZ"' );
} );

test.describe( 'with “Keep form data” switched off on the Settings page', () => {
	test.afterEach( () => setSiteSetting( 'persistence', '1' ) );

	test( 'what was stored is dropped, nothing new is stored, and a reload starts empty', async ( {
		page,
	} ) => {
		await page.goto( RA_PAGE );
		await page.getByLabel( 'Company Name' ).fill( 'Forgetful Site LLC' );
		await expect
			.poll( () => storedText( page ) )
			.toContain( 'Forgetful Site LLC' );

		setSiteSetting( 'persistence', '0' );
		await page.reload();
		await waitForTakeover( page );
		await expect( page.getByLabel( 'Company Name' ) ).toHaveValue( '' );
		expect( await storedText( page ) ).not.toContain(
			'Forgetful Site LLC'
		);

		await page.getByLabel( 'Company Name' ).fill( 'Still Forgetful LLC' );
		expect( await storedText( page ) ).not.toContain( 'Still Forgetful' );
	} );
} );
