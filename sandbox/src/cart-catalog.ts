/**
 * The sandbox's product catalog beyond registered agents (orders-and-checkout.md §1 and §3): filing products
 * per jurisdiction with their filing methods, simple products, bundles, subscription bundles and coupons.
 * Ids are fixed: the plugin's tests and demo pages rely on them.
 */
import {
	jurisdictions,
	OUTSIDE_US,
	registeredAgentProducts,
	type Jurisdiction,
} from './catalog';
import {
	DOCUMENTS_AFTER_FILING_DAYS,
	LOCAL_TRADE_NAME_FILINGS,
	RUSH_SURCHARGE,
	STATE_FEES,
	STATE_TRADE_NAME_FEES,
} from './cart-fees';

export interface CatalogFilingMethod {
	id: number;
	key: string;
	name: string;
	type: 'standard' | 'expedited';
	jurisdiction: string;
	entity_types: string[];
	cost: number;
	surcharge: number;
	filed_in: { days: number; hours: number };
	docs_in: { days: number; hours: number };
	filing: {
		locality: string | null;
		agency: { name: string };
		dependent_filings_info: null;
	};
	local_jurisdiction: string | null;
	filing_description: string;
}

export interface CatalogProduct {
	id: number;
	product_id: number;
	name: string;
	price: number;
	category: string;
	type: string;
	sub_type: string;
	kind: string;
	has_free_trial: boolean;
	trial_duration_days: number;
	duration: number;
	filing_methods: CatalogFilingMethod[];
	jurisdiction?: {
		id: number;
		abbreviation: string;
		state_province_region: string;
	};
}

interface FilingKind {
	category: string;
	name: string;
	price: number;
	entityTypes: string[];
	/** Where the kind exists; undefined means every jurisdiction with state fees. */
	states?: readonly string[];
	fee: ( abbreviation: string ) => number | null;
}

const llcFee = ( abbreviation: string ) =>
	STATE_FEES[ abbreviation ]?.[ 0 ] ?? null;
const corpFee = ( abbreviation: string ) =>
	STATE_FEES[ abbreviation ]?.[ 1 ] ?? null;

/** Filing kinds in a fixed order: the index is part of the product id. */
export const FILING_KINDS: readonly FilingKind[] = [
	{
		category: 'llc-formation',
		name: 'LLC Formation',
		price: 0,
		entityTypes: [ 'LLC' ],
		fee: llcFee,
	},
	{
		category: 'corp-formation',
		name: 'Corporation Formation',
		price: 100,
		entityTypes: [ 'Corp' ],
		fee: corpFee,
	},
	{
		category: 'pllc-formation',
		name: 'PLLC Formation',
		price: 100,
		entityTypes: [ 'PLLC' ],
		states: [
			'AK',
			'CA',
			'DE',
			'GA',
			'HI',
			'MD',
			'MO',
			'NJ',
			'NM',
			'NY',
			'OH',
			'RI',
			'SC',
			'WI',
			'WY',
			'PR',
		],
		fee: llcFee,
	},
	{
		category: 'np-corp-formation',
		name: 'Nonprofit Corporation Formation',
		price: 100,
		entityTypes: [ 'NP Corp' ],
		states: [ 'NY' ],
		fee: () => 75,
	},
	{
		category: 'public-benefit-corporation',
		name: 'Public Benefit Corporation Formation',
		price: 100,
		entityTypes: [ 'Corp' ],
		states: [ 'AZ', 'NV' ],
		fee: corpFee,
	},
	{
		category: 'foreign-registration',
		name: 'Foreign Registration',
		price: 100,
		entityTypes: [ 'LLC', 'Corp' ],
		fee: llcFee,
	},
	{
		category: 'trade-name',
		name: 'Trade Name (DBA)',
		price: 99,
		entityTypes: [],
		states: [
			...Object.keys( STATE_TRADE_NAME_FEES ),
			...Object.keys( LOCAL_TRADE_NAME_FILINGS ),
		],
		fee: ( abbreviation ) => STATE_TRADE_NAME_FEES[ abbreviation ] ?? null,
	},
	{
		category: 'ny-publication',
		name: 'New York LLC Publication',
		price: 895,
		entityTypes: [ 'LLC', 'PLLC' ],
		states: [ 'NY' ],
		fee: () => 50,
	},
	{
		category: 'parent-formation',
		name: 'Parent Company Formation',
		price: 150,
		entityTypes: [ 'LLC' ],
		states: [ 'DE', 'FL', 'ID', 'MT', 'TX', 'WA', 'WY' ],
		fee: llcFee,
	},
];

const FIRST_FILING_ID = 3000;
const hours = ( days: number ) => ( { days, hours: days * 24 } );

function agencyOf( jurisdiction: Jurisdiction ): string {
	return jurisdiction.abbreviation === 'DC'
		? 'Department of Licensing and Consumer Protection'
		: `${ jurisdiction.name } Secretary of State`;
}

function stateMethods(
	productId: number,
	jurisdiction: Jurisdiction,
	kind: FilingKind,
	fee: number
): CatalogFilingMethod[] {
	const [ , , standardDays, expediteFee, expeditedHours ] =
		STATE_FEES[ jurisdiction.abbreviation ];
	const base = {
		jurisdiction: jurisdiction.abbreviation,
		entity_types: kind.entityTypes,
		filing: {
			locality: null,
			agency: { name: agencyOf( jurisdiction ) },
			dependent_filings_info: null,
		},
		local_jurisdiction: null,
	};
	const methods: CatalogFilingMethod[] = [
		{
			...base,
			id: productId * 10 + 1,
			key: `${ jurisdiction.abbreviation.toLowerCase() }-${ kind.category }-standard`,
			name: 'Standard',
			type: 'standard',
			cost: fee,
			surcharge: 0,
			filed_in: hours( standardDays ),
			docs_in: hours( standardDays + DOCUMENTS_AFTER_FILING_DAYS ),
			filing_description: `Filed with the ${ agencyOf( jurisdiction ) } at the regular pace.`,
		},
	];
	if ( expediteFee !== null ) {
		const expeditedDays = Math.max( 1, Math.ceil( expeditedHours / 24 ) );
		methods.push( {
			...base,
			id: productId * 10 + 2,
			key: `${ jurisdiction.abbreviation.toLowerCase() }-${ kind.category }-expedited`,
			name: 'Expedited',
			type: 'expedited',
			cost: fee + expediteFee,
			surcharge: RUSH_SURCHARGE,
			filed_in: { days: expeditedDays, hours: expeditedHours },
			docs_in: hours( expeditedDays + 1 ),
			filing_description: `The state's own expedite service ($${ expediteFee }) plus our rush handling.`,
		} );
	}
	return methods;
}

function localMethods(
	productId: number,
	jurisdiction: Jurisdiction,
	kind: FilingKind
): CatalogFilingMethod[] {
	if ( kind.category !== 'trade-name' ) {
		return [];
	}
	return ( LOCAL_TRADE_NAME_FILINGS[ jurisdiction.abbreviation ] ?? [] ).map(
		( [ locality, fee, days ], index ) => ( {
			id: productId * 10 + 3 + index,
			key: `${ jurisdiction.abbreviation.toLowerCase() }-trade-name-${ locality.toLowerCase().replace( /\W+/g, '-' ) }`,
			name: `${ locality } Standard`,
			type: 'standard' as const,
			jurisdiction: jurisdiction.abbreviation,
			entity_types: [],
			cost: fee,
			surcharge: 0,
			filed_in: hours( days ),
			docs_in: hours( days + DOCUMENTS_AFTER_FILING_DAYS ),
			filing: {
				locality,
				agency: { name: `${ locality } Clerk` },
				dependent_filings_info: null,
			},
			local_jurisdiction: locality,
			filing_description: `Filed with the ${ locality } clerk.`,
		} )
	);
}

function buildFilingProducts(): CatalogProduct[] {
	const products: CatalogProduct[] = [];
	jurisdictions.forEach( ( jurisdiction, jurisdictionIndex ) => {
		if ( STATE_FEES[ jurisdiction.abbreviation ] === undefined ) {
			return;
		}
		FILING_KINDS.forEach( ( kind, kindIndex ) => {
			if (
				kind.states &&
				! kind.states.includes( jurisdiction.abbreviation )
			) {
				return;
			}
			const id = FIRST_FILING_ID + jurisdictionIndex * 10 + kindIndex;
			const fee = kind.fee( jurisdiction.abbreviation );
			const methods = [
				...( fee === null
					? []
					: stateMethods( id, jurisdiction, kind, fee ) ),
				...localMethods( id, jurisdiction, kind ),
			];
			products.push( {
				id,
				product_id: id,
				name: `${ jurisdiction.name } ${ kind.name }`,
				price: kind.price,
				category: kind.category,
				type: 'filing',
				sub_type: kind.price === 0 ? 'free' : 'standard',
				kind: 'filing_product',
				has_free_trial: false,
				trial_duration_days: 0,
				duration: 0,
				filing_methods: methods,
				jurisdiction: {
					id: jurisdiction.id,
					abbreviation: jurisdiction.abbreviation,
					state_province_region: jurisdiction.name,
				},
			} );
		} );
	} );
	return products;
}

export const filingProducts: readonly CatalogProduct[] = buildFilingProducts();

/**
 * Filing products of one jurisdiction, or of all when none is given. "Outside of the US" has none.
 * The shallow flag leaves the filing methods out (for lists that only need names and prices).
 * @param abbreviation
 * @param shallow
 */
export function filingProductsFor(
	abbreviation: string | null,
	shallow = false
): CatalogProduct[] {
	const selected =
		abbreviation === null
			? [ ...filingProducts ]
			: filingProducts.filter(
					( product ) =>
						product.jurisdiction?.abbreviation === abbreviation
				);
	return shallow
		? selected.map( ( product ) => ( { ...product, filing_methods: [] } ) )
		: selected;
}

const federalTaxIdMethod = (
	productId: number,
	withSsn: boolean
): CatalogFilingMethod => ( {
	id: productId * 10 + 1,
	key: withSsn ? 'tax-id-ssn' : 'tax-id-no-ssn',
	name: withSsn ? 'Online EIN application' : 'Form SS-4 by fax',
	type: 'standard',
	jurisdiction: 'Federal',
	entity_types: [],
	cost: 0,
	surcharge: 0,
	filed_in: withSsn ? { days: 0, hours: 4 } : hours( 4 ),
	docs_in: withSsn ? hours( 1 ) : hours( 6 ),
	filing: {
		locality: null,
		agency: { name: 'Internal Revenue Service' },
		dependent_filings_info: null,
	},
	local_jurisdiction: null,
	filing_description: withSsn
		? 'Applied for online with a responsible party SSN.'
		: 'Applied for by fax for owners without an SSN.',
} );

function simple(
	id: number,
	name: string,
	price: number,
	category: string,
	duration = 0,
	filingMethods: CatalogFilingMethod[] = []
): CatalogProduct {
	return {
		id,
		product_id: id,
		name,
		price,
		category,
		type: 'simple',
		sub_type: 'standard',
		kind: 'simple_product',
		has_free_trial: false,
		trial_duration_days: 0,
		duration,
		filing_methods: filingMethods,
	};
}

export const simpleProducts: readonly CatalogProduct[] = [
	simple( 4001, 'Corporate Book', 75, 'corporate-book' ),
	simple( 4002, 'Corporate Seal', 35, 'corporate-seal' ),
	simple( 4003, 'Overseas Shipping', 60, 'overseas-shipping' ),
	simple(
		4004,
		'Beneficial Ownership (BOI) Compliance',
		99,
		'boi-compliance'
	),
	simple( 4005, 'Tax ID (EIN) with SSN', 50, 'tax-id', 0, [
		federalTaxIdMethod( 4005, true ),
	] ),
	simple( 4006, 'Tax ID (EIN) without SSN', 150, 'tax-id', 0, [
		federalTaxIdMethod( 4006, false ),
	] ),
	simple( 4007, 'Law on Call', 99, 'law-on-call', 12 ),
	simple( 4008, 'Expedited Processing', 50, 'expedited-processing' ),
	simple( 4009, 'Name Reservation', 59, 'name-reservation' ),
	simple( 4010, 'Domain Name', 20, 'domain', 12 ),
	simple( 4011, 'Business Email', 59, 'business-email', 12 ),
	simple(
		4012,
		'Phone Service with Call Forwarding',
		120,
		'phone-service',
		12
	),
	simple( 4013, 'Virtual Office (Voice)', 300, 'voice-office', 12 ),
	simple( 4014, 'Mail Forwarding', 240, 'mail-forwarding', 12 ),
	simple( 4015, 'Trademark Monitoring', 149, 'trademark-monitoring', 12 ),
	simple( 4016, 'Certificate of Good Standing', 49, 'certificate' ),
	simple( 4017, 'Web Hosting', 96, 'web-hosting', 12 ),
];

export interface CatalogBundle {
	product_id: number;
	name: string;
	price: number;
	product_ids: number[];
	ra_product_count: number;
	config: {
		isBusinessIdentity: boolean;
		fieldTriggerToggle: boolean;
		expedited_processing_toggle: boolean;
	};
}

export const bundles: readonly CatalogBundle[] = [
	{
		product_id: 4100,
		name: 'Business Identity Bundle',
		price: 149,
		product_ids: [ 4010, 4011, 4012 ],
		ra_product_count: 0,
		config: {
			isBusinessIdentity: true,
			fieldTriggerToggle: false,
			expedited_processing_toggle: false,
		},
	},
	{
		product_id: 4101,
		name: 'Corporate Supplies Kit',
		price: 89,
		product_ids: [ 4001, 4002 ],
		ra_product_count: 0,
		config: {
			isBusinessIdentity: false,
			fieldTriggerToggle: true,
			expedited_processing_toggle: false,
		},
	},
];

export interface CatalogSubscriptionBundle {
	id: number;
	jurisdiction: string;
	name: string;
	product_ids: number[];
	llc_price: number;
	corp_price: number;
}

/** Yearly subscription: registered agent, formation and the state fee, priced to a whole dollar per month. */
function buildSubscriptionBundles(): CatalogSubscriptionBundle[] {
	return registeredAgentProducts.map( ( agent, index ) => {
		const abbreviation = agent.registered_agent.jurisdiction.abbreviation;
		const [ llc, corp ] = STATE_FEES[ abbreviation ] ?? [ 0, 0 ];
		const formations = filingProducts.filter(
			( product ) =>
				product.jurisdiction?.abbreviation === abbreviation &&
				( product.category === 'llc-formation' ||
					product.category === 'corp-formation' )
		);
		const monthly = ( fee: number ) =>
			Math.ceil( ( agent.price + fee + 100 ) / 12 ) * 12;
		return {
			id: 5000 + index,
			jurisdiction: abbreviation,
			name: `${ agent.registered_agent.jurisdiction.state_province_region } Business Subscription`,
			product_ids: [
				agent.id,
				...formations.map( ( product ) => product.id ),
			],
			llc_price: monthly( llc ),
			corp_price: monthly( corp ),
		};
	} );
}

export const subscriptionBundles: readonly CatalogSubscriptionBundle[] =
	buildSubscriptionBundles();

export interface CatalogCoupon {
	id: string;
	product_id_restrictions: number[];
	dollar_value: number | null;
	percent_value: number | null;
}

export const coupons: readonly CatalogCoupon[] = [
	{
		id: 'SAVE20',
		product_id_restrictions: [],
		dollar_value: 20,
		percent_value: null,
	},
	{
		id: 'BIG500',
		product_id_restrictions: [],
		dollar_value: 500,
		percent_value: null,
	},
	{
		id: 'AGENT10',
		product_id_restrictions: registeredAgentProducts.map(
			( product ) => product.id
		),
		dollar_value: null,
		percent_value: 10,
	},
	{
		id: 'FORMATION50',
		product_id_restrictions: filingProducts
			.filter( ( product ) => product.category.endsWith( 'formation' ) )
			.map( ( product ) => product.id ),
		dollar_value: null,
		percent_value: 50,
	},
];

/** Every product id an order may carry, with the filing-method ids (product_option_id) each one accepts. */
const optionsByProduct = new Map< number, Set< number > >(
	[ ...filingProducts, ...simpleProducts ].map( ( product ) => [
		product.id,
		new Set( product.filing_methods.map( ( method ) => method.id ) ),
	] )
);
bundles.forEach( ( bundle ) =>
	optionsByProduct.set( bundle.product_id, new Set() )
);

export function isCartProductId( id: number ): boolean {
	return optionsByProduct.has( id );
}

/**
 * Whether a product_option_id names one of the product's filing methods (null is always fine).
 * @param productId
 * @param optionId
 */
export function isProductOption(
	productId: number,
	optionId: number
): boolean {
	return optionsByProduct.get( productId )?.has( optionId ) ?? false;
}

export { OUTSIDE_US };
