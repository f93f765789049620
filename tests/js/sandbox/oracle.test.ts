/*
 * @jest-environment node
 */
import {
	filingProductsFor,
	subscriptionBundles,
} from '../../../sandbox/src/cart-catalog';
import { registeredAgentProductsFor } from '../../../sandbox/src/catalog';
import { priceOrder } from '../../../sandbox/src/oracle';

type Line = {
	product_id: number;
	product_option_id: number | null;
	quantity: number;
	data: Record< string, unknown >;
	saveAs: string;
};

const agentId = ( state: string ) =>
	registeredAgentProductsFor( state )[ 0 ].id;

const filing = ( state: string, category: string ) => {
	const product = filingProductsFor( state ).find(
		( candidate ) => candidate.category === category
	);
	if ( ! product ) {
		throw new Error( `no ${ category } in ${ state }` );
	}
	return product;
};

const agent = (
	state: string,
	data: Record< string, unknown > = {}
): Line => ( {
	product_id: agentId( state ),
	product_option_id: null,
	quantity: 1,
	data: { state, ...data },
	saveAs: 'registeredAgent',
} );

const formation = (
	state: string,
	category: string,
	methodType: 'standard' | 'expedited' = 'standard'
): Line => {
	const product = filing( state, category );
	const method = product.filing_methods.find(
		( candidate ) => candidate.type === methodType
	);
	return {
		product_id: product.id,
		product_option_id: method?.id ?? null,
		quantity: 1,
		data: { state, filing_method: method?.key },
		saveAs: 'formation',
	};
};

const simple = (
	id: number,
	saveAs: string,
	optionId: number | null = null,
	data: Record< string, unknown > = {}
): Line => ( {
	product_id: id,
	product_option_id: optionId,
	quantity: 1,
	data: { state: 'CA', ...data },
	saveAs,
} );

const subscription = ( state: string, children: Line[] ): Line => ( {
	product_id: subscriptionBundles.find(
		( bundle ) => bundle.jurisdiction === state
	)!.id,
	product_option_id: null,
	quantity: 1,
	data: { state, products: children },
	saveAs: 'subscriptionBundle',
} );

const order = (
	products: Line[],
	extra: Record< string, unknown > = {},
	entityType = 'LLC'
) => ( {
	companies: [ { company: { entity_type: entityType }, products } ],
	...extra,
} );

const BULK = { price: 89, quantity: 5 };
const multiState = ( states: string[] ) =>
	states.map( ( state ) => agent( state, { bulk: BULK } ) );

describe( 'the sandbox prices an order from its own catalog', () => {
	it.each( [
		// Registered agent yearly prices: California $149, Texas $125.
		[
			'a registered agent in California, 1 year',
			order( [ agent( 'CA' ) ] ),
			14900,
		],
		[
			'a 3-year term: 36 months of $149 a year',
			order( [ agent( 'CA', { duration: 36, multiYear: true } ) ] ),
			44700,
		],
		[
			'multi-state below the bulk quantity: 4 states at $125',
			order( multiState( [ 'AL', 'AK', 'AZ', 'AR' ] ) ),
			50000,
		],
		[
			'multi-state at the bulk quantity: 5 states at the bulk price $89',
			order( multiState( [ 'AL', 'AK', 'AZ', 'AR', 'CO' ] ) ),
			44500,
		],
		[
			'SAVE20: $20 off',
			order( [ agent( 'CA' ) ], { couponCodes: [ 'SAVE20' ] } ),
			12900,
		],
		[
			'BIG500: a dollar value is capped so the price never goes below 0',
			order( [ agent( 'CA' ) ], { couponCodes: [ 'BIG500' ] } ),
			0,
		],
		[
			'AGENT10 on an agent: 10 percent of $149',
			order( [ agent( 'CA' ) ], { couponCodes: [ 'agent10' ] } ),
			13410,
		],
		[
			'FORMATION50: a percent value reduces price and state fee ($100 + $100 state fee)',
			order( [ formation( 'CA', 'corp-formation' ) ], {
				couponCodes: [ 'FORMATION50' ],
			} ),
			10000,
		],
		[
			'FORMATION50 on a free formation: the state fee halves, the card fee stays 5 percent of the full filing cost',
			order( [ formation( 'CA', 'llc-formation' ) ], {
				couponCodes: [ 'FORMATION50' ],
			} ),
			3500 + 400,
		],
		[
			'SAVE20 goes to the first product that still costs something',
			order( [ formation( 'CA', 'llc-formation' ), agent( 'CA' ) ], {
				couponCodes: [ 'SAVE20' ],
			} ),
			7400 + 12900,
		],
		[
			'the card fee on a free formation: $70 state fee + 5 percent of it, rounded ($3.50 → $4)',
			order( [ formation( 'CA', 'llc-formation' ) ] ),
			7400,
		],
		[
			'the card fee on a free formation in Texas: $300 + $15',
			order( [ formation( 'TX', 'llc-formation' ) ] ),
			31500,
		],
		[
			'expedited: $70 + the state expedite $350 + our rush $50 + card fee 5 percent of $470 ($23.50 → $24)',
			order( [ formation( 'CA', 'llc-formation', 'expedited' ) ] ),
			49400,
		],
		[
			'a corporation: $100 service + $100 state fee, no card fee',
			order( [ formation( 'CA', 'corp-formation' ) ], {}, 'Corp' ),
			20000,
		],
		[
			'a subscription bundle, paid up front: ceil(($149 + $70 + $100) / 12) × 12 = $324',
			order( [
				subscription( 'CA', [
					agent( 'CA' ),
					formation( 'CA', 'llc-formation' ),
				] ),
			] ),
			32400,
		],
		[
			'a subscription bundle for a Corp: $360',
			order(
				[ subscription( 'CA', [ agent( 'CA' ) ] ) ],
				{ billingType: 'yearly' },
				'Corp'
			),
			36000,
		],
		[
			'Pay Monthly: $324 / 12 = $27 now, the corporate book in full',
			order(
				[
					subscription( 'CA', [ agent( 'CA' ) ] ),
					simple( 4001, 'corporateBook' ),
				],
				{ billingType: 'monthly' }
			),
			2700 + 7500,
		],
		[
			'Pay Monthly without a subscription bundle pays in full',
			order( [ agent( 'CA' ) ], { billingType: 'monthly' } ),
			14900,
		],
		[
			'the business identity bundle: $149, its products inside',
			order( [
				simple( 4100, 'businessIdentity', null, {
					products: [ simple( 4010, 'd' ), simple( 4011, 'e' ) ],
				} ),
			] ),
			14900,
		],
		[
			'optional products: corporate book $75 and seal $35',
			order( [
				simple( 4001, 'corporateBook' ),
				simple( 4002, 'corporateSeal' ),
			] ),
			11000,
		],
		[
			'two corporate books',
			order( [ { ...simple( 4001, 'corporateBook' ), quantity: 2 } ] ),
			15000,
		],
		[
			'tax ID with SSN: $50',
			order( [ simple( 4005, 'taxIdSsn', 40051 ) ] ),
			5000,
		],
		[
			'tax ID without SSN: $150',
			order( [ simple( 4006, 'taxIdNoSsn', 40061 ) ] ),
			15000,
		],
		[
			'a .com for 2 years: its create amount, $12.99 a year',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme-widgets.com', duration: 24 } ],
				} ),
			] ),
			2598,
		],
		[
			'a registry-premium .net (4 letters) for 1 year: create amount 10 x $14.99',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme.net', duration: 12 } ],
				} ),
			] ),
			14990,
		],
		[
			'a third-party .com (3 letters) for 2 years: the purchase amount, 100 x $12.99 a year',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'abc.com', duration: 24 } ],
				} ),
			] ),
			259800,
		],
		[
			'two domains, one line each',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme-widgets.com', duration: 12 } ],
				} ),
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme-widgets.us', duration: 36 } ],
				} ),
			] ),
			1299 + 2997,
		],
	] )( '%s', ( _name, payload, totalCents ) => {
		const pricing = priceOrder( payload );
		expect( pricing.problems ).toEqual( [] );
		expect( pricing.totalCents ).toBe( totalCents );
		expect(
			pricing.lines.reduce( ( sum, line ) => sum + line.amountCents, 0 )
		).toBe( totalCents );
	} );

	it( 'shows Pay Monthly: per month the subscription price / 12, on that line only', () => {
		const pricing = priceOrder(
			order(
				[
					subscription( 'CA', [ agent( 'CA' ) ] ),
					simple( 4002, 'corporateSeal' ),
				],
				{ billingType: 'monthly' }
			)
		);
		expect( pricing ).toMatchObject( {
			monthly: true,
			perMonthCents: 2700,
			totalCents: 2700 + 3500,
			lines: [
				{
					saveAs: 'subscriptionBundle',
					label: 'California Business Subscription',
					amountCents: 2700,
				},
				{
					saveAs: 'corporateSeal',
					productId: 4002,
					label: 'Corporate Seal',
					amountCents: 3500,
				},
			],
		} );
		expect( priceOrder( order( [ agent( 'CA' ) ] ) ) ).toMatchObject( {
			monthly: false,
			perMonthCents: null,
		} );
	} );

	it.each( [
		[
			'an unknown product id',
			order( [ simple( 9999, 'mystery' ) ] ),
			'companies[0].products[0].product_id 9999 is not a product of the catalog',
			0,
		],
		[
			'AGENT10 refused on a formation',
			order( [ formation( 'CA', 'llc-formation' ) ], {
				couponCodes: [ 'AGENT10' ],
			} ),
			'coupon AGENT10 is not allowed on any product of this order',
			7400,
		],
		[
			'an unknown coupon',
			order( [ agent( 'CA' ) ], { couponCodes: [ 'FREE100' ] } ),
			'coupon FREE100 is not in the catalog',
			14900,
		],
		[
			'an expedited filing hidden inside a subscription bundle',
			order( [
				subscription( 'CA', [
					formation( 'CA', 'llc-formation', 'expedited' ),
				] ),
			] ),
			'companies[0].products[0].data.products[0].product_option_id 30402 (Expedited) is not included in California Business Subscription: its price holds the standard filing only',
			32400,
		],
		[
			'a formation inside a subscription bundle that names no filing method',
			order( [
				subscription( 'CA', [
					{
						...formation( 'CA', 'llc-formation' ),
						product_option_id: null,
						data: { state: 'CA' },
					},
				] ),
			] ),
			'companies[0].products[0].data.products[0].product_option_id must name the standard filing California Business Subscription files it with',
			32400,
		],
		[
			'a formation inside a subscription bundle whose filing_method is not its option',
			order( [
				subscription( 'CA', [
					{
						...formation( 'CA', 'llc-formation' ),
						data: {
							state: 'CA',
							filing_method: 'ca-llc-formation-expedited',
						},
					},
				] ),
			] ),
			'companies[0].products[0].data.products[0].data.filing_method must be "ca-llc-formation-standard", the filing method its product_option_id names',
			32400,
		],
		[
			'a product that is not part of the bundle',
			order( [
				simple( 4100, 'businessIdentity', null, {
					products: [ simple( 4001, 'book' ) ],
				} ),
			] ),
			'companies[0].products[0].data.products[0].product_id 4001 is not part of Business Identity Bundle',
			14900,
		],
		[
			'a subscription bundle for an NP Corp',
			order(
				[ subscription( 'CA', [] ) ],
				{ billingType: 'monthly' },
				'NP Corp'
			),
			'companies[0].products[0]: California Business Subscription is priced for an LLC or a Corp, not for entity type "NP Corp"',
			0,
		],
		[
			'a filing without its filing method',
			order( [
				{
					...formation( 'CA', 'llc-formation' ),
					product_option_id: null,
				},
			] ),
			'companies[0].products[0].product_option_id null is not a filing method of California LLC Formation',
			0,
		],
		[
			'a term that contradicts multiYear',
			order( [ agent( 'CA', { duration: 12, multiYear: true } ) ] ),
			'companies[0].products[0].data.multiYear true does not match a term of 12 months',
			14900,
		],
		[
			'a registered agent sent for another state',
			order( [ { ...agent( 'CA' ), data: { state: 'NV' } } ] ),
			"companies[0].products[0].data.state NV is not the product's jurisdiction CA",
			14900,
		],
		[
			'a domain product without its domains (the catalog price is not a domain price)',
			order( [ simple( 4010, 'domain', null, { duration: 24 } ) ] ),
			'companies[0].products[0].data.domains must list the domains bought',
			0,
		],
		[
			'a domain that is registered already',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'taken.com', duration: 12 } ],
				} ),
			] ),
			'companies[0].products[0].data.domains[0].domain taken.com is not available',
			0,
		],
		[
			'a domain for 11 years (the most is 10)',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme-widgets.com', duration: 132 } ],
				} ),
			] ),
			'companies[0].products[0].data.domains[0].duration must be whole years of 1 to 10, in months',
			0,
		],
		[
			'a domain for 18 months',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme-widgets.com', duration: 18 } ],
				} ),
			] ),
			'companies[0].products[0].data.domains[0].duration must be whole years of 1 to 10, in months',
			0,
		],
		[
			'a domain of a TLD the registry does not sell',
			order( [
				simple( 4010, 'domain', null, {
					domains: [ { domain: 'acme.xyz', duration: 12 } ],
				} ),
			] ),
			'companies[0].products[0].data.domains[0].domain acme.xyz: unsupported TLD .xyz',
			0,
		],
	] )(
		'names what it cannot price instead of guessing: %s',
		( _name, payload, problem, totalCents ) => {
			const pricing = priceOrder( payload );
			expect( pricing.problems ).toEqual( [ problem ] );
			expect( pricing.totalCents ).toBe( totalCents );
		}
	);
} );
