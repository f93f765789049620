/**
 * The page and the sandbox price the same cart to the same cent: the page's own cart (buildCart, cartTotals) is
 * turned into product lines carrying what the oracle reads (data.duration, data.multiYear, data.bulk, bundles'
 * children in data.products, couponCodes), and the oracle's total must equal the page's.
 */
import { cartTotals, type CartLine } from '../../../src/pricing/cart-lines';
import { buildCart, type ProductState } from '../../../src/cart/build-cart';
import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { priceOrder } from '../../../sandbox/src/oracle';
import { cartCatalog } from '../store/fake-catalog';

const REGISTERED_AGENT: ConfiguredProduct = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
	durations: [ 12, 24, 36 ],
	defaultDuration: 12,
};
const MULTI_STATE: ConfiguredProduct = {
	saveAs: 'registeredAgent',
	category: 'registered-agent',
	primary: true,
	multiState: true,
	bulkPrice: 89,
	bulkQuantity: 5,
};
const FORMATION: ConfiguredProduct = {
	saveAs: 'formation',
	category: 'formation',
	primary: true,
};
const OPTIONAL: ConfiguredProduct[] = [
	{ saveAs: 'businessIdentity', category: 'bundle', product_id: 4100 },
	{ saveAs: 'corporateBook', category: 'corporate-book' },
	{ saveAs: 'corporateSeal', category: 'corporate-seal' },
	{
		saveAs: 'taxIdSsn',
		category: 'tax-id',
		product_id: 4005,
		taxIdChoice: 'ssn',
	},
];
const SUBSCRIPTION: ConfiguredProduct = {
	saveAs: 'subscriptionBundle',
	category: 'subscription-bundle',
	primary: true,
};

interface Cart {
	configured: ConfiguredProduct[];
	state?: string;
	entityType?: string;
	productState?: Record< string, ProductState >;
	couponCodes?: string[];
	taxIdSelection?: string;
	businessIdentity?: boolean;
}

function pageCart( cart: Cart ) {
	return buildCart( {
		configured: cart.configured,
		formType: 'business-formation',
		state: cart.state ?? 'CA',
		entityType: cart.entityType ?? 'LLC',
		productState: cart.productState ?? {},
		valueAt: () => undefined,
		taxIdSelection: cart.taxIdSelection ?? null,
		businessIdentity: cart.businessIdentity ?? false,
		domainCart: [],
		couponCodes: cart.couponCodes ?? [],
		catalog: cartCatalog,
	} );
}

function productLine( line: CartLine, configured: ConfiguredProduct[] ) {
	const offer = configured.find(
		( product ) => product.saveAs === line.saveAs && product.bulkPrice
	);
	return {
		product_id: line.product_id,
		product_option_id: line.product_option_id,
		quantity: line.quantity,
		data: {
			...line.data,
			duration: line.duration,
			multiYear: line.multiYear,
			...( offer
				? {
						bulk: {
							price: offer.bulkPrice,
							quantity: offer.bulkQuantity,
						},
					}
				: {} ),
		},
		saveAs: line.saveAs,
	};
}

/**
 * The order lines of a cart: disabled lines stay out, bundled lines travel inside their bundle.
 * @param lines
 * @param configured
 */
function orderLines( lines: CartLine[], configured: ConfiguredProduct[] ) {
	return lines
		.filter( ( line ) => ! line.disabled && ! line.bundled )
		.map( ( line ) => {
			const children = lines.filter(
				( child ) =>
					child.bundled &&
					! child.disabled &&
					child.bundleID === line.product_id
			);
			const sent = productLine( line, configured );
			return children.length === 0
				? sent
				: {
						...sent,
						data: {
							...sent.data,
							products: children.map( ( child ) =>
								productLine( child, configured )
							),
						},
					};
		} );
}

const states = ( ...codes: string[] ) =>
	Object.fromEntries( codes.map( ( code ) => [ code, true ] ) );

const expedited = ( state: string ) => ( {
	formation: {
		selectedFilingMethodKeys: {
			[ state ]: `${ state.toLowerCase() }-llc-formation-expedited`,
		},
	},
} );

describe( 'the page and the sandbox price the same cart to the cent', () => {
	it.each< [ string, Cart, number ] >( [
		[
			'registered agent, 1 year',
			{ configured: [ REGISTERED_AGENT ] },
			149,
		],
		[
			'a 3-year term',
			{
				configured: [ REGISTERED_AGENT ],
				productState: { registeredAgent: { data: { duration: 36 } } },
			},
			447,
		],
		[
			'multi-state below the bulk quantity',
			{
				configured: [ MULTI_STATE ],
				productState: {
					registeredAgent: {
						states: states( 'AL', 'AK', 'AZ', 'AR' ),
					},
				},
			},
			500,
		],
		[
			'multi-state at the bulk quantity',
			{
				configured: [ MULTI_STATE ],
				productState: {
					registeredAgent: {
						states: states( 'AL', 'AK', 'AZ', 'AR', 'CO' ),
					},
				},
			},
			445,
		],
		[
			'SAVE20 on a formation order',
			{
				configured: [ REGISTERED_AGENT, FORMATION ],
				couponCodes: [ 'SAVE20' ],
			},
			129 + 74,
		],
		[
			'BIG500 capped at $0',
			{ configured: [ REGISTERED_AGENT ], couponCodes: [ 'BIG500' ] },
			0,
		],
		[
			'AGENT10 on the agent',
			{
				configured: [ REGISTERED_AGENT, FORMATION ],
				couponCodes: [ 'AGENT10' ],
			},
			134.1 + 74,
		],
		[
			'FORMATION50 on a corporation',
			{
				configured: [ REGISTERED_AGENT, FORMATION ],
				entityType: 'Corp',
				couponCodes: [ 'FORMATION50' ],
			},
			149 + 50 + 50,
		],
		[
			'expedited filing with the card fee of a free formation',
			{
				configured: [ REGISTERED_AGENT, FORMATION ],
				productState: expedited( 'CA' ),
			},
			149 + 494,
		],
		[
			'optional products, a bundle and the tax ID',
			{
				configured: [ REGISTERED_AGENT, FORMATION, ...OPTIONAL ],
				businessIdentity: true,
				taxIdSelection: 'ssn',
				productState: {
					corporateBook: { checked: true },
					corporateSeal: { checked: true },
				},
			},
			149 + 74 + 149 + 75 + 35 + 50,
		],
		[
			'a subscription bundle, paid up front',
			{ configured: [ REGISTERED_AGENT, FORMATION, SUBSCRIPTION ] },
			324,
		],
		[
			'a Wyoming subscription bundle for a California company: the agent and formation are paid apart',
			{
				configured: [
					REGISTERED_AGENT,
					FORMATION,
					{ ...SUBSCRIPTION, state: 'WY' },
				],
			},
			149 + 74 + 300,
		],
	] )( '%s', ( _name, cart, dollars ) => {
		const built = pageCart( cart );
		expect( built.errors ).toEqual( [] );
		expect( cartTotals( built.lines ).total ).toBeCloseTo( dollars, 2 );

		const pricing = priceOrder( {
			companies: [
				{
					company: { entity_type: cart.entityType ?? 'LLC' },
					products: orderLines( built.lines, cart.configured ),
				},
			],
			couponCodes: cart.couponCodes ?? [],
		} );
		expect( pricing.problems ).toEqual( [] );
		expect( pricing.totalCents ).toBe( Math.round( dollars * 100 ) );
	} );
} );
