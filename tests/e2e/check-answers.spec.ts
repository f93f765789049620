/**
 * "Check your answers" on the registered-agent demo page, at desktop and phone widths: every answer by step, the
 * card as brand and last four digits only, "Change" links that land on the field and come back, and the order
 * placed from the review is the one reviewed.
 */
import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import {
	fillCompanyStep,
	fillFields,
	fillUpToPayment,
	RA_PAGE,
	registeredAgentVisitor,
	reviewOrder,
	valueOf,
} from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const visitor = registeredAgentVisitor();
const PHONE = { width: 390, height: 844 };

test.beforeEach( async () => {
	await resetSandbox();
} );

const review = ( page: Page ) => page.locator( '.fo-check-answers' ).first();

/** The review's rows as "label: answer", in order. */
async function rowsOf( page: Page ): Promise< string[] > {
	return review( page )
		.locator( '.fo-summary-list__row' )
		.evaluateAll( ( rows ) =>
			rows.map(
				( row ) =>
					`${ row.querySelector( 'dt' )?.textContent }: ${
						row.querySelector( '.fo-summary-list__value' )
							?.textContent
					}`
			)
		);
}

async function fillAndReview( page: Page ): Promise< void > {
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await expect(
		page.getByRole( 'button', { name: 'Submit Order' } )
	).toHaveCount( 0 );
	await reviewOrder( page );
}

test( 'the review lists every answer by step; a Change lands on the field and returns; the order is the one reviewed', async ( {
	page,
} ) => {
	await fillAndReview( page );

	await expect(
		review( page ).getByRole( 'heading', { level: 3 } )
	).toHaveText( [ 'Company', 'Contact', 'Payment' ] );
	const rows = await rowsOf( page );
	const contact = visitor.contact;
	const { payment } = visitor;
	const month = payment[ 'paymentInformation.exp_month' ].padStart( 2, '0' );
	const expiry = `${ month }/${ valueOf(
		payment[ 'paymentInformation.exp_year' ]
	) }`;
	expect( rows ).toEqual(
		expect.arrayContaining( [
			'State of your company: California',
			`Company Name: ${ visitor.companyName }`,
			`First Name: ${ contact[ 'contactInformation.firstName' ] }`,
			`Last Name: ${ contact[ 'contactInformation.lastName' ] }`,
			`Phone: ${ contact[ 'contactInformation.phone' ] }`,
			`Street Address: ${ contact[ 'contactInformation.address.line1' ] }`,
			// The names the selects showed, not the codes the order keeps ("CA").
			'State: California',
			`Email: ${ visitor.account[ 'accountInformation.email' ] }`,
			'Card: Visa ending in 4242',
			`Expires: ${ expiry }`,
		] )
	);
	expect( contact[ 'contactInformation.address.state' ] ).toBe( 'CA' );
	expect( rows ).not.toContain( 'State: CA' );
	expect( rows.filter( ( row ) => row.startsWith( 'Country:' ) ) ).toEqual(
		rows.some( ( row ) => row.startsWith( 'Country:' ) )
			? [ 'Country: United States' ]
			: []
	);
	// Secrets are never shown back: not the password, not the card number, not the security code.
	const text = ( await review( page ).textContent() ) ?? '';
	expect( text ).not.toContain(
		visitor.account[ 'accountInformation.password' ]
	);
	expect( text ).not.toContain( '4242 4242' );
	expect(
		rows.some( ( row ) => /^(Password|Security Code)/.test( row ) )
	).toBe( false );
	// Nothing was sent yet: the order goes out only from here.
	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );

	await review( page )
		.getByRole( 'button', { name: 'Change Company Name' } )
		.click();
	const companyName = page.getByLabel( 'Company Name' );
	await expect( companyName ).toBeFocused();
	await expect(
		page.getByRole( 'heading', { name: 'Company', level: 2 } )
	).toBeVisible();
	await companyName.fill( 'Acme Reviewed Holdings LLC' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Check your answers', level: 2 } )
	).toBeFocused();
	expect( await rowsOf( page ) ).toContain(
		'Company Name: Acme Reviewed Holdings LLC'
	);

	await review( page )
		.getByRole( 'button', { name: 'Change Email' } )
		.click();
	await expect( page.getByLabel( 'Email', { exact: true } ) ).toBeFocused();
	await page
		.getByLabel( 'Email', { exact: true } )
		.fill( 'reviewed@example.com' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	expect( await rowsOf( page ) ).toContain( 'Email: reviewed@example.com' );

	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );
	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect( order.companies[ 0 ].company.name ).toBe(
		'Acme Reviewed Holdings LLC'
	);
	expect( order.account.email_address ).toBe( 'reviewed@example.com' );
	expect( order.contact ).toMatchObject( {
		first_name: contact[ 'contactInformation.firstName' ],
		last_name: contact[ 'contactInformation.lastName' ],
	} );
} );

test( 'on a phone: the review reads top to bottom, the total bar opens the order, and both are axe-clean', async ( {
	page,
} ) => {
	await page.setViewportSize( PHONE );
	await fillAndReview( page );

	const companyRow = review( page )
		.locator( '.fo-summary-list__row' )
		.filter( { hasText: 'Company Name' } );
	const label = await companyRow.locator( 'dt' ).boundingBox();
	const value = await companyRow
		.locator( '.fo-summary-list__value' )
		.boundingBox();
	// Stacked on a narrow screen: the answer under its label, not squeezed beside it.
	expect( value!.y ).toBeGreaterThan( label!.y );
	expect( await axeViolations( page ) ).toEqual( [] );

	const totalBar = page.getByRole( 'button', { name: /^Total/ } );
	await expect( totalBar ).toContainText( '$' );
	await totalBar.click();
	await expect( totalBar ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( await axeViolations( page ) ).toEqual( [] );

	await review( page ).getByRole( 'button', { name: 'Change Card' } ).click();
	await expect( page.getByLabel( 'Card Number' ) ).toBeFocused();
	await page.getByRole( 'button', { name: 'Review Order' } ).click();
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );
	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 1 );
} );

test( 'a phone typed as bare digits reads (###) ###-#### in its field once left, in the review and in the order', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await fillCompanyStep( page, visitor );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	const phone = page.getByLabel( 'Phone' );
	await phone.fill( '4155550142' );
	// While the visitor is in the field, what they typed stays put.
	await expect( phone ).toHaveValue( '4155550142' );
	await phone.press( 'Tab' );
	await expect( phone ).toHaveValue( '(415) 555-0142' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	expect( await rowsOf( page ) ).toContain( 'Phone: (415) 555-0142' );

	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );
	const [ order ] = await sandboxRequests( '/api/process_signup' );
	expect( ( order.body as { phones: unknown[] } ).phones ).toContainEqual( {
		kind: 'primary',
		phone_number: '(415) 555-0142',
	} );
} );

test( 'when the review cannot be fetched, Review Order says so and keeps the visitor on the last step; pressed again once the network is back, it opens', async ( {
	page,
} ) => {
	const REVIEW_CODE = '**/build/order-form/check-answers.js*';
	// The review's code never arrives: neither the background fetch once the visitor starts, nor Review Order's.
	await page.route( REVIEW_CODE, ( route ) => route.abort() );
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );

	await page.getByRole( 'button', { name: 'Review Order' } ).click();
	await expect(
		page.locator( '.fo-notification' ).filter( {
			hasText:
				'The review of your answers could not be opened. Please check your connection and press Review Order again.',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await expect( review( page ) ).toHaveCount( 0 );

	await page.unroute( REVIEW_CODE );
	await reviewOrder( page );
	await expect( review( page ) ).toBeVisible();
} );
