/**
 * The sandbox's filing products (formations and other state filings): per jurisdiction, each with its filing
 * methods, from real state fees. Ids are fixed: the plugin's tests and demo pages rely on them.
 */
import { jurisdictions, type Jurisdiction } from './catalog';
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
	/** Vehicle products: the vehicle types the product applies to. */
	vehicle_types?: string[];
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
