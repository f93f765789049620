import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { expectTotal, fillContactAccountAndCard } from './support/cart';
import { logIn } from './support/editor';
import { clearSandboxOrders, setSiteSetting } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';
import { fillLlcDetails, SOLE_MEMBER } from './support/formation';
import { fillAndSubmit } from './support/toolbox';

/**
 * The double-LLC, foreign registration, domestication and tax ID demo pages, each ordered through the real
 * stack: the order the sandbox received holds the form type's own data (the second company, the home state,
 * the tax ID choice), and the sandbox's pricing of it equals the total the page showed. Each page is axe-clean
 * before and after its errors show.
 */
interface SentOrder {
	formType: string;
	companies: Array< {
		company: { name: string; entity_type: string };
		products: Array< {
			product_id: number;
			saveAs: string;
			data: Record< string, unknown >;
		} >;
	} >;
}

interface FormTypeOrder {
	formType: string;
	page: string;
	fill: ( page: Page ) => Promise< void >;
	/** The page's total, in dollars, from the sandbox catalog's prices. */
	total: number;
	check: ( order: SentOrder ) => void;
}

const companyName = ( page: Page ) =>
	page.getByLabel( 'Company Name', { exact: true } );

const productsOf = ( order: SentOrder, company: number ) =>
	order.companies[ company ].products.map( ( product ) => [
		product.saveAs,
		product.data.state,
	] );

const ORDERS: FormTypeOrder[] = [
	{
		formType: 'double-llc',
		page: '/double-llc/',
		fill: async ( page ) => {
			await page.getByLabel( 'State of formation' ).selectOption( 'WY' );
			await companyName( page ).fill( 'Golden Gate Widgets LLC' );
			await page
				.getByLabel( 'Parent Company Name' )
				.fill( 'Golden Gate Holdings LLC' );
			// Both companies are filed with the management and members asked once, on Formation Details.
			await fillLlcDetails( page, SOLE_MEMBER );
		},
		// WY: agent $99; LLC formation $0 + $100 state fee + $5 card fee; parent formation $150 + $100.
		total: 99 + 105 + 250,
		check: ( order ) => {
			expect(
				order.companies.map( ( entry ) => entry.company.name )
			).toEqual( [
				'Golden Gate Widgets LLC',
				'Golden Gate Holdings LLC',
			] );
			expect( productsOf( order, 0 ) ).toEqual( [
				[ 'registeredAgent', 'WY' ],
				[ 'formation', 'WY' ],
			] );
			expect( productsOf( order, 1 ) ).toEqual( [
				[ 'parentFormation', 'WY' ],
			] );
			expect( order.companies[ 1 ].products[ 0 ].data.company_name ).toBe(
				'Golden Gate Holdings LLC'
			);
		},
	},
	{
		formType: 'foreign-registration',
		page: '/foreign-registration/',
		fill: async ( page ) => {
			await page
				.getByLabel( 'State where you will do business' )
				.selectOption( 'CA' );
			await page
				.getByLabel( 'Home state (where the company was formed)' )
				.selectOption( 'DE' );
			await page
				.getByRole( 'radiogroup', {
					name: 'Have you formed your business?',
				} )
				.getByLabel( 'Yes' )
				.check();
			await companyName( page ).fill( 'Golden Gate Widgets LLC' );
		},
		// CA: agent $149; foreign registration $100 + $70 state fee.
		total: 149 + 170,
		check: ( order ) => {
			expect( productsOf( order, 0 ) ).toEqual( [
				[ 'registeredAgent', 'CA' ],
				[ 'foreignRegistration', 'CA' ],
			] );
			expect( order.companies[ 0 ].products[ 1 ].data ).toMatchObject( {
				home_state: 'DE',
				company_name: 'Golden Gate Widgets LLC',
				entity_type: 'LLC',
			} );
		},
	},
	{
		formType: 'domestication',
		page: '/domestication/',
		fill: async ( page ) => {
			await page
				.getByLabel( 'State your company is moving to' )
				.selectOption( 'TX' );
			await page
				.getByLabel( 'State your company is moving from' )
				.selectOption( 'CA' );
			await companyName( page ).fill( 'Golden Gate Widgets LLC' );
			await page.getByRole( 'radio', { name: /Expedited/ } ).check();
		},
		// TX: agent $125; domestication $199 + $300 state fee + $25 expedite fee + $50 rush surcharge.
		total: 125 + 199 + 325 + 50,
		check: ( order ) => {
			expect( productsOf( order, 0 ) ).toEqual( [
				[ 'registeredAgent', 'TX' ],
				[ 'domestication', 'TX' ],
			] );
			expect( order.companies[ 0 ].products[ 1 ].data ).toMatchObject( {
				home_state: 'CA',
				filing_method: 'tx-domestication-expedited',
			} );
		},
	},
	{
		formType: 'tax-id',
		page: '/tax-id/',
		fill: async ( page ) => {
			await companyName( page ).fill( 'Golden Gate Widgets LLC' );
			await page.getByLabel( /Tax ID \(EIN\) with SSN/ ).check();
			await expectTotal( page, 50 );
			await page.getByLabel( /Tax ID \(EIN\) without SSN/ ).check();
		},
		total: 150,
		check: ( order ) => {
			expect(
				order.companies[ 0 ].products.map( ( product ) => [
					product.saveAs,
					product.product_id,
					product.data.filing_method,
				] )
			).toEqual( [ [ 'taxIdNoSsn', 4006, 'tax-id-no-ssn' ] ] );
		},
	},
];

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

for ( const form of ORDERS ) {
	test( `${ form.formType }: the order holds its own data and the sandbox prices it as the page showed`, async ( {
		page,
	} ) => {
		// A whole order with axe twice: more than a plain order's time on a busy machine.
		test.slow();
		await page.goto( form.page );
		await expect( companyName( page ) ).toBeVisible();
		expect( await axeViolations( page ) ).toEqual( [] );

		await page.getByRole( 'button', { name: 'Submit Order' } ).click();
		await expect( page.getByText( 'There is a problem' ) ).toBeVisible();
		expect( await axeViolations( page ) ).toEqual( [] );

		await form.fill( page );
		await fillContactAccountAndCard( page );
		await expectTotal( page, form.total );
		const shown = await summaryCents( page, /^Total/ );
		expect( shown ).toBe( Math.round( form.total * 100 ) );

		await page.getByRole( 'button', { name: 'Submit Order' } ).click();
		await page.waitForURL( /\/login\?account=\d+/ );

		const signups = await sandboxRequests( '/api/process_signup' );
		expect( signups ).toHaveLength( 1 );
		const order = signups[ 0 ].body as SentOrder;
		expect( order.formType ).toBe( form.formType );
		form.check( order );

		const placed = await placedOrderPricing();
		expect( placed ).toHaveLength( 1 );
		expect( placed[ 0 ].problems ).toEqual( [] );
		expect( placed[ 0 ].totalCents ).toBe( shown );
	} );
}

test.describe( 'a logged-in administrator', () => {
	test.beforeAll( () => {
		setSiteSetting( 'dev_toolbox', '1' );
	} );

	test.afterAll( () => {
		setSiteSetting( 'dev_toolbox', '0' );
	} );

	test.beforeEach( async ( { page } ) => {
		await logIn( page );
	} );

	for ( const [ path, formType ] of [
		[ '/double-llc/', 'double-llc' ],
		[ '/foreign-registration/', 'foreign-registration' ],
		[ '/domestication/', 'domestication' ],
		[ '/tax-id/', 'tax-id' ],
		[ '/legal-subscription/', 'legal-subscription' ],
		[ '/change-registered-agent/', 'registered-agent-signup' ],
	] ) {
		test( `${ path }: Data Filler then Submit places the dataset's order, priced by the sandbox without a problem`, async ( {
			page,
		} ) => {
			test.slow();
			await page.goto( path );
			await fillAndSubmit( page );
			await page.waitForURL( /\/login\?account=\d+/ );
			const signups = await sandboxRequests( '/api/process_signup' );
			expect( signups ).toHaveLength( 1 );
			expect( ( signups[ 0 ].body as SentOrder ).formType ).toBe(
				formType
			);
			const placed = await placedOrderPricing();
			expect( placed ).toHaveLength( 1 );
			expect( placed[ 0 ].problems ).toEqual( [] );
			expect( placed[ 0 ].totalCents ).toBeGreaterThan( 0 );
		} );
	}
} );
