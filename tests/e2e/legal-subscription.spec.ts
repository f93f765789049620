import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { expectTotal, fillContactAccountAndCard } from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';

/**
 * The legal subscription demo page through the real stack: a business's legal plan placed with every answer
 * checked in the order the sandbox received, field by field; an order refused while the residency box or the
 * trademark agreement is not ticked, with the spec's messages and nothing typed lost, then placed for an
 * individual once the box is ticked. The page is axe-clean before and after its errors show.
 */
const PAGE = '/legal-subscription/';
const LEGAL_NEEDS =
	'A review of our supplier contracts, and advice on registering the Wasatch Widgets trademark.';
// Utah's law-on-call plan in the sandbox catalog: product 4007, $99 a year.
const PLAN_PRICE = 99;

interface SentOrder {
	formType: string;
	companies: Array< {
		company: Record< string, unknown >;
		products: Array< Record< string, unknown > >;
	} >;
	contact: Record< string, unknown >;
	account: Record< string, unknown >;
}

const cards = ( page: Page ) =>
	page.getByRole( 'radiogroup', { name: 'Who is this subscription for?' } );
const residency = ( page: Page ) =>
	page.getByLabel( 'I am a resident of Utah' );
const agreement = ( page: Page ) =>
	page.getByLabel( 'I have read and agree to the trademark agreement' );
const legalNeeds = ( page: Page ) =>
	page.getByRole( 'textbox', { name: 'Legal Needs' } );
const submit = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Submit Order' } ).click();

/** Business Details and the legal needs of a Utah LLC, without the two boxes. */
async function fillBusiness( page: Page ): Promise< void > {
	await cards( page ).getByLabel( 'Business' ).check();
	await page.getByLabel( 'Legal Name' ).fill( 'Wasatch Widgets LLC' );
	await page.getByLabel( 'Industry' ).fill( 'Manufacturing' );
	await page.getByLabel( 'Entity Type' ).selectOption( 'LLC' );
	await page.getByLabel( 'Position' ).fill( 'Managing Member' );
	await legalNeeds( page ).fill( LEGAL_NEEDS );
}

async function sentOrder(): Promise< SentOrder > {
	const signups = await sandboxRequests( '/api/process_signup' );
	expect( signups ).toHaveLength( 1 );
	return signups[ 0 ].body as SentOrder;
}

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a business signs up for the legal plan: the sandbox receives every answer as given', async ( {
	page,
} ) => {
	// A whole order with axe twice: more than a plain order's time on a busy machine.
	test.slow();
	await page.goto( PAGE );
	await expect( cards( page ) ).toBeVisible();
	await expect( page.getByLabel( 'State where you live' ) ).toHaveValue(
		'UT'
	);
	// Until the visitor says otherwise, the subscription is for an individual.
	await expect( page.getByLabel( 'Entity Type' ) ).toHaveValue(
		'Individual'
	);
	expect( await axeViolations( page ) ).toEqual( [] );

	await submit( page );
	const summary = page.getByRole( 'alert' ).filter( {
		hasText: 'There is a problem',
	} );
	await expect( summary ).toBeVisible();
	for ( const message of [
		'Individual or Business Selection is required',
		'State Residency is required',
		'Legal Needs is required',
		'Trademark Agreement is required',
	] ) {
		await expect( summary.getByText( message ) ).toBeVisible();
	}
	expect( await axeViolations( page ) ).toEqual( [] );

	await fillBusiness( page );
	await expect(
		page.getByText( `${ LEGAL_NEEDS.length }/2000 Characters Max.` )
	).toBeVisible();
	await residency( page ).check();
	await agreement( page ).check();
	await fillContactAccountAndCard( page );
	await expectTotal( page, PLAN_PRICE );
	const shown = await summaryCents( page, /^Total/ );

	await submit( page );
	await page.waitForURL( /\/login\?account=\d+/ );

	const order = await sentOrder();
	expect( order.formType ).toBe( 'legal-subscription' );
	expect( order.companies ).toHaveLength( 1 );
	expect( order.companies[ 0 ].company ).toEqual( {
		name: 'Wasatch Widgets LLC',
		entity_type: 'LLC',
		industry: 'Manufacturing',
		position: 'Managing Member',
		naics_code: '',
		ab_test_rolled_variants: [],
	} );
	expect( order.companies[ 0 ].products ).toEqual( [
		{
			product_id: 4007,
			product_option_id: null,
			quantity: 1,
			saveAs: 'legalPlan',
			data: {
				state: 'UT',
				legal_needs: LEGAL_NEEDS,
				state_resident: true,
				trademark_agreement: true,
			},
		},
	] );
	expect( order.contact ).toEqual( {
		first_name: 'Ada',
		last_name: 'Lovelace',
	} );
	expect( order.account.email_address ).toBe( 'ada.lovelace@example.com' );

	const placed = await placedOrderPricing();
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ].problems ).toEqual( [] );
	expect( placed[ 0 ].totalCents ).toBe( shown );
	expect( shown ).toBe( PLAN_PRICE * 100 );
} );

for ( const [ box, message, tickedBox ] of [
	[ 'the residency box', 'State Residency is required', agreement ],
	[ 'the trademark agreement', 'Trademark Agreement is required', residency ],
] as const ) {
	test( `an order without ${ box } ticked is refused with "${ message }", keeps what was typed, and goes out for an individual once ticked`, async ( {
		page,
	} ) => {
		test.slow();
		await page.goto( PAGE );
		await fillBusiness( page );
		await tickedBox( page ).check();
		await fillContactAccountAndCard( page );
		await submit( page );

		const summary = page.getByRole( 'alert' ).filter( {
			hasText: 'There is a problem',
		} );
		await expect( summary.getByRole( 'link' ) ).toHaveText( [ message ] );
		const unticked =
			tickedBox === agreement ? residency( page ) : agreement( page );
		await expect( unticked ).not.toBeChecked();
		await expect( unticked ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			page.locator( '.fo-field__error', { hasText: message } )
		).toBeVisible();
		// Nothing typed is lost.
		await expect( page.getByLabel( 'Legal Name' ) ).toHaveValue(
			'Wasatch Widgets LLC'
		);
		await expect( page.getByLabel( 'Industry' ) ).toHaveValue(
			'Manufacturing'
		);
		await expect( page.getByLabel( 'Position' ) ).toHaveValue(
			'Managing Member'
		);
		await expect( legalNeeds( page ) ).toHaveValue( LEGAL_NEEDS );
		await expect( tickedBox( page ) ).toBeChecked();
		expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength(
			0
		);
		expect( await axeViolations( page ) ).toEqual( [] );

		// Individual: the entity type follows the card, the business's details stay as typed.
		await cards( page ).getByLabel( 'Individual' ).check();
		await expect( page.getByLabel( 'Entity Type' ) ).toHaveValue(
			'Individual'
		);
		await unticked.check();
		await submit( page );
		await page.waitForURL( /\/login\?account=\d+/ );

		const order = await sentOrder();
		expect( order.companies[ 0 ].company ).toMatchObject( {
			name: 'Wasatch Widgets LLC',
			entity_type: 'Individual',
		} );
		expect( order.companies[ 0 ].products[ 0 ].data ).toEqual( {
			state: 'UT',
			legal_needs: LEGAL_NEEDS,
			state_resident: true,
			trademark_agreement: true,
		} );
	} );
}
