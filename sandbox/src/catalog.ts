/**
 * The jurisdictions and registered-agent products the product API serves.
 * Prices and ids are fixed: tests across the project rely on them.
 */

export type JurisdictionGroup =
	'States' | 'US Military' | 'US Territories' | 'Non-US Option(s)';

export interface Jurisdiction {
	id: number;
	abbreviation: string;
	name: string;
	group: JurisdictionGroup;
}

export interface RegisteredAgentProduct {
	id: number;
	product_id: number;
	name: string;
	price: number;
	category: 'registered-agent';
	type: 'registered_agent';
	sub_type: 'standard';
	kind: 'registered_agent_product';
	has_free_trial: false;
	trial_duration_days: 0;
	duration: number;
	filing_methods: never[];
	registered_agent: {
		id: number;
		jurisdiction: {
			id: number;
			abbreviation: string;
			state_province_region: string;
		};
	};
}

export const OUTSIDE_US = 'OUTSIDE_US';
export const BASE_PRICE = 125;
export const DURATION_MONTHS = 12;

const FIRST_PRODUCT_ID = 1000;
const FIRST_AGENT_ID = 2000;

// The 50 states and DC, ordered by name: product ids follow this order (California is 1004).
const STATES: ReadonlyArray< [ string, string ] > = [
	[ 'AL', 'Alabama' ],
	[ 'AK', 'Alaska' ],
	[ 'AZ', 'Arizona' ],
	[ 'AR', 'Arkansas' ],
	[ 'CA', 'California' ],
	[ 'CO', 'Colorado' ],
	[ 'CT', 'Connecticut' ],
	[ 'DE', 'Delaware' ],
	[ 'DC', 'District of Columbia' ],
	[ 'FL', 'Florida' ],
	[ 'GA', 'Georgia' ],
	[ 'HI', 'Hawaii' ],
	[ 'ID', 'Idaho' ],
	[ 'IL', 'Illinois' ],
	[ 'IN', 'Indiana' ],
	[ 'IA', 'Iowa' ],
	[ 'KS', 'Kansas' ],
	[ 'KY', 'Kentucky' ],
	[ 'LA', 'Louisiana' ],
	[ 'ME', 'Maine' ],
	[ 'MD', 'Maryland' ],
	[ 'MA', 'Massachusetts' ],
	[ 'MI', 'Michigan' ],
	[ 'MN', 'Minnesota' ],
	[ 'MS', 'Mississippi' ],
	[ 'MO', 'Missouri' ],
	[ 'MT', 'Montana' ],
	[ 'NE', 'Nebraska' ],
	[ 'NV', 'Nevada' ],
	[ 'NH', 'New Hampshire' ],
	[ 'NJ', 'New Jersey' ],
	[ 'NM', 'New Mexico' ],
	[ 'NY', 'New York' ],
	[ 'NC', 'North Carolina' ],
	[ 'ND', 'North Dakota' ],
	[ 'OH', 'Ohio' ],
	[ 'OK', 'Oklahoma' ],
	[ 'OR', 'Oregon' ],
	[ 'PA', 'Pennsylvania' ],
	[ 'RI', 'Rhode Island' ],
	[ 'SC', 'South Carolina' ],
	[ 'SD', 'South Dakota' ],
	[ 'TN', 'Tennessee' ],
	[ 'TX', 'Texas' ],
	[ 'UT', 'Utah' ],
	[ 'VT', 'Vermont' ],
	[ 'VA', 'Virginia' ],
	[ 'WA', 'Washington' ],
	[ 'WV', 'West Virginia' ],
	[ 'WI', 'Wisconsin' ],
	[ 'WY', 'Wyoming' ],
];

const MILITARY: ReadonlyArray< [ string, string ] > = [
	[ 'AA', 'Armed Forces Americas' ],
	[ 'AE', 'Armed Forces Europe' ],
	[ 'AP', 'Armed Forces Pacific' ],
];

const TERRITORIES: ReadonlyArray< [ string, string ] > = [
	[ 'AS', 'American Samoa' ],
	[ 'GU', 'Guam' ],
	[ 'MP', 'Northern Mariana Islands' ],
	[ 'PR', 'Puerto Rico' ],
	[ 'VI', 'U.S. Virgin Islands' ],
];

const NON_US: ReadonlyArray< [ string, string ] > = [
	[ OUTSIDE_US, 'Outside of the US' ],
];

// Jurisdictions where a registered agent is sold besides the 50 states and DC.
const EXTRA_AGENT_JURISDICTIONS = [ 'PR' ];

// Yearly price in dollars where it differs from BASE_PRICE.
const PRICE_BY_STATE: Readonly< Record< string, number > > = {
	CA: 149,
	DE: 50,
	MA: 149,
	NM: 99,
	NY: 149,
	PR: 175,
	WY: 99,
};

function buildJurisdictions(): Jurisdiction[] {
	const groups: Array<
		[ JurisdictionGroup, ReadonlyArray< [ string, string ] > ]
	> = [
		[ 'States', STATES ],
		[ 'US Military', MILITARY ],
		[ 'US Territories', TERRITORIES ],
		[ 'Non-US Option(s)', NON_US ],
	];
	return groups
		.flatMap( ( [ group, entries ] ) =>
			entries.map( ( [ abbreviation, name ] ) => ( {
				abbreviation,
				name,
				group,
			} ) )
		)
		.map( ( entry, index ) => ( { id: index + 1, ...entry } ) );
}

export const jurisdictions: readonly Jurisdiction[] = buildJurisdictions();

export function findJurisdiction(
	abbreviation: string
): Jurisdiction | undefined {
	return jurisdictions.find(
		( jurisdiction ) => jurisdiction.abbreviation === abbreviation
	);
}

export function priceOf( abbreviation: string ): number {
	return PRICE_BY_STATE[ abbreviation ] ?? BASE_PRICE;
}

function buildProduct(
	jurisdiction: Jurisdiction,
	index: number
): RegisteredAgentProduct {
	const id = FIRST_PRODUCT_ID + index;
	return {
		id,
		product_id: id,
		name: `Registered Agent Service - ${ jurisdiction.name }`,
		price: priceOf( jurisdiction.abbreviation ),
		category: 'registered-agent',
		type: 'registered_agent',
		sub_type: 'standard',
		kind: 'registered_agent_product',
		has_free_trial: false,
		trial_duration_days: 0,
		duration: DURATION_MONTHS,
		filing_methods: [],
		registered_agent: {
			id: FIRST_AGENT_ID + index,
			jurisdiction: {
				id: jurisdiction.id,
				abbreviation: jurisdiction.abbreviation,
				state_province_region: jurisdiction.name,
			},
		},
	};
}

function sellsRegisteredAgent( jurisdiction: Jurisdiction ): boolean {
	return (
		jurisdiction.group === 'States' ||
		EXTRA_AGENT_JURISDICTIONS.includes( jurisdiction.abbreviation )
	);
}

export const registeredAgentProducts: readonly RegisteredAgentProduct[] =
	jurisdictions.filter( sellsRegisteredAgent ).map( buildProduct );

export function registeredAgentProductsFor(
	abbreviation?: string
): RegisteredAgentProduct[] {
	if ( abbreviation === undefined ) {
		return [ ...registeredAgentProducts ];
	}
	return registeredAgentProducts.filter(
		( product ) =>
			product.registered_agent.jurisdiction.abbreviation === abbreviation
	);
}

export function isKnownProductId( id: number ): boolean {
	return registeredAgentProducts.some( ( product ) => product.id === id );
}
