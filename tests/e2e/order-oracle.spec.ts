import { expect, test, type Page } from '@playwright/test';

import {
	expectTotal,
	fillContactAccountAndCard,
	LLC_FORMATION_PAGE,
	LLC_SUBSCRIPTION_PAGE,
	chooseStates,
	MULTI_STATE_PAGE,
	summaryOf,
} from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import {
	placedOrderPricing,
	summaryCents,
	thenPerMonthCents,
} from './support/oracle';
import { resetSandbox, sandboxRequests } from './support/sandbox';

/**
 * One cart per pricing rule on the demo pages, ordered for real: the total the page shows equals, to the cent,
 * the total the sandbox computes from the order it received (GET /__sandbox/orders, "pricing").
 */
interface Cart {
	rule: string;
	page: string;
	/** Builds the cart the way a visitor does; the page's own total is checked against `expected` dollars. */
	build: ( page: Page ) => Promise< void >;
	expected: number;
	/** Pay Monthly: the summary's total says what is charged today, and the price each month after is checked too. */
	monthly?: boolean;
	/** The product lines the order must hold (by catalog id), with data that holds at least these keys. */
	lines?: Array< { product_id: number; data: Record< string, unknown > } >;
}

const chooseState = ( state: string ) => async ( page: Page ) => {
	await page.getByLabel( 'State of formation' ).selectOption( state );
};

async function applyCoupon( page: Page, code: string ): Promise< void > {
	await page.getByLabel( 'Coupon code (optional)' ).fill( code );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Coupon' } )
	).toHaveText( `Coupon ${ code } applied.` );
}

const tickStates =
	( ...states: string[] ) =>
	async ( page: Page ) => {
		await chooseStates( page, states );
		await page
			.getByLabel( 'Home state of your company' )
			.selectOption( 'DE' );
	};

const CARTS: Cart[] = [
	{
		rule: '3-year registered agent term',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await page
				.getByLabel( 'Registered agent term' )
				.selectOption( { label: '3 Years — $447.00' } );
		},
		// $447 agent + $70 state fee + $4 card fee.
		expected: 521,
	},
	{
		rule: 'multi-state below the bulk quantity',
		page: MULTI_STATE_PAGE,
		build: tickStates( 'California', 'Texas', 'New York', 'Florida' ),
		expected: 149 + 125 + 149 + 125,
	},
	{
		rule: 'multi-state at the bulk quantity',
		page: MULTI_STATE_PAGE,
		build: tickStates(
			'California',
			'Texas',
			'New York',
			'Florida',
			'Washington'
		),
		expected: 5 * 89,
	},
	{
		rule: 'SAVE20: $20 off the order',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await applyCoupon( page, 'SAVE20' );
		},
		expected: 203,
	},
	{
		rule: 'BIG500: $500 off, capped so the agent costs $0',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await applyCoupon( page, 'BIG500' );
		},
		expected: 74,
	},
	{
		rule: 'AGENT10 on registered agents',
		page: MULTI_STATE_PAGE,
		build: async ( page ) => {
			await tickStates( 'California', 'Texas' )( page );
			await applyCoupon( page, 'AGENT10' );
		},
		// 10 % off $149 and $125.
		expected: 134.1 + 112.5,
	},
	{
		rule: 'AGENT10 leaves the formation alone',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await applyCoupon( page, 'AGENT10' );
			await expect(
				summaryOf( page ).getByRole( 'row', {
					name: /^California LLC Formation/,
				} )
			).toContainText( '$74.00' );
		},
		expected: 134.1 + 74,
	},
	{
		rule: 'FORMATION50: half the formation and its state fee',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await applyCoupon( page, 'FORMATION50' );
		},
		// $149 + $35 state fee + $4 card fee of the undiscounted filing.
		expected: 188,
	},
	{
		rule: 'expedited filing with its rush surcharge',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await page.getByRole( 'radio', { name: /Expedited/ } ).check();
		},
		expected: 643,
	},
	{
		rule: 'the card fee on a free formation',
		page: LLC_FORMATION_PAGE,
		build: chooseState( 'TX' ),
		// $125 agent + $300 state fee + 5 % card fee $15.
		expected: 440,
	},
	{
		rule: 'a subscription bundle, paid up front',
		page: LLC_SUBSCRIPTION_PAGE,
		build: chooseState( 'CA' ),
		// Agent and formation inside it: California's subscription, $324 a year.
		expected: 324,
	},
	{
		rule: 'Pay Monthly: the subscription bundle / 12 today',
		page: LLC_SUBSCRIPTION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await page.getByRole( 'radio', { name: /Pay Monthly/ } ).check();
		},
		// California's subscription: $324 a year, $27 a month.
		expected: 27,
		monthly: true,
	},
	{
		rule: 'optional products: book, seal and the shipping they allow',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await page.getByLabel( /Corporate Book/ ).check();
			await page.getByLabel( /Corporate Seal/ ).check();
			await page.getByLabel( /Overseas Shipping/ ).check();
		},
		expected: 223 + 75 + 35 + 60,
	},
	{
		rule: 'tax ID with an SSN',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await page.getByLabel( /Tax ID \(EIN\) with SSN/ ).check();
		},
		expected: 273,
	},
	{
		rule: 'a compliance filing and trademark monitoring, each saying what it is for',
		page: LLC_FORMATION_PAGE,
		build: async ( page ) => {
			await chooseState( 'CA' )( page );
			await page.getByLabel( /Annual Report Filing/ ).check();
			await page.getByLabel( /Trademark Monitoring/ ).check();
		},
		expected: 223 + 99 + 149,
		lines: [
			{
				product_id: 4022,
				data: {
					company_name: 'Analytical Engines LLC',
					entity_type: 'LLC',
					state: 'CA',
				},
			},
			{ product_id: 4015, data: { mark: 'Analytical Engines LLC' } },
		],
	},
];

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

for ( const cart of CARTS ) {
	test( `${ cart.rule }: the page's total is the sandbox's, to the cent`, async ( {
		page,
	} ) => {
		await page.goto( cart.page );
		await cart.build( page );
		const companyName = page.getByLabel( 'Company Name' );
		if ( ( await companyName.inputValue() ) === '' ) {
			await companyName.fill( 'Analytical Engines LLC' );
		}
		await fillContactAccountAndCard( page );
		// Under Pay Monthly the Total row's first amount is what is charged today.
		const shown = await summaryCents( page, /^Total/ );
		if ( ! cart.monthly ) {
			await expectTotal( page, cart.expected );
		}
		expect( shown ).toBe( Math.round( cart.expected * 100 ) );
		const perMonth = cart.monthly ? await thenPerMonthCents( page ) : null;

		await page.getByRole( 'button', { name: 'Submit Order' } ).click();
		await page.waitForURL( /\/login\?account=\d+/ );

		const placed = await placedOrderPricing();
		expect( placed ).toHaveLength( 1 );
		const [ pricing ] = placed;
		expect( pricing.problems ).toEqual( [] );
		expect( pricing.totalCents ).toBe( shown );
		expect( pricing.monthly ).toBe( cart.monthly === true );
		expect( pricing.perMonthCents ).toBe( perMonth );
		if ( cart.lines ) {
			const [ order ] = await sandboxRequests( '/api/process_signup' );
			const products = (
				order.body as {
					companies: Array< {
						products: Array< {
							product_id: number;
							data: unknown;
						} >;
					} >;
				}
			 ).companies[ 0 ].products;
			for ( const line of cart.lines ) {
				expect(
					products.find(
						( product ) => product.product_id === line.product_id
					)?.data
				).toMatchObject( line.data );
			}
		}
	} );
}
