import { formTypeOf } from '../submission/form-types';

/**
 * Where products and entity types exist, as the business sells them ("PLLC allowed in ...", "NP Corp only NY").
 */
export const PLLC_STATES = [
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
];
export const NP_CORP_STATES = [ 'NY' ];
export const WYOMING_ENTITY_TYPES = [ 'LLC', 'Corp' ];
export const PUBLIC_BENEFIT_STATES = [ 'AZ', 'NV' ];
export const LAW_ON_CALL_STATES = [ 'UT' ];
export const PARENT_FORMATION_STATES = [
	'DE',
	'FL',
	'ID',
	'MT',
	'TX',
	'WA',
	'WY',
];
export const NY_PUBLICATION_STATES = [ 'NY' ];

/** Product kinds limited to a list of states. */
export const STATE_LIMITED_PRODUCTS: Readonly<
	Record< string, readonly string[] >
> = {
	'public-benefit-corporation': PUBLIC_BENEFIT_STATES,
	'law-on-call': LAW_ON_CALL_STATES,
	'parent-formation': PARENT_FORMATION_STATES,
	'ny-publication': NY_PUBLICATION_STATES,
};

/**
 * Whether an entity type can be chosen in a state: PLLC only in the PLLC list, NP Corp only in NY, and
 * Wyoming offers LLC and Corp only. Without a state every type stays open.
 */
export function entityTypeAllowedIn(
	entityType: string,
	state: string | null | undefined
): boolean {
	if ( ! state ) {
		return true;
	}
	if ( state === 'WY' ) {
		return WYOMING_ENTITY_TYPES.includes( entityType );
	}
	if ( entityType === 'PLLC' ) {
		return PLLC_STATES.includes( state );
	}
	if ( entityType === 'NP Corp' ) {
		return NP_CORP_STATES.includes( state );
	}
	return true;
}

/**
 * The entity types of a list that can be chosen in a state, in the list's order.
 */
export function entityTypesFor(
	entityTypes: readonly string[],
	state: string | null | undefined
): string[] {
	return entityTypes.filter( ( type ) => entityTypeAllowedIn( type, state ) );
}

/**
 * The entity types the entity select offers: on formation forms, those the state allows; elsewhere (a
 * registered agent for an existing company) all of them.
 */
export function entityTypesOffered(
	entityTypes: readonly string[],
	formType: string,
	state: string | null | undefined
): string[] {
	return formTypeOf( formType ).formsCompany
		? entityTypesFor( entityTypes, state )
		: [ ...entityTypes ];
}

/**
 * Whether a product kind is sold in a state (public benefit only AZ and NV, law-on-call only UT, ...).
 * Kinds without a rule are sold everywhere.
 */
export function productSoldIn( productKind: string, state: string ): boolean {
	const states = STATE_LIMITED_PRODUCTS[ productKind ];
	return states === undefined || states.includes( state );
}

/**
 * Where our registered agent's address is not lent as a company's principal or mailing address: the offices
 * there (Alaska, Hawaii, Puerto Rico) receive service of process but forward no mail, so a company there gives
 * an address of its own.
 */
export const AGENT_ADDRESS_REFUSED_STATES = [ 'AK', 'HI', 'PR' ];

/** Whether a company in a state may use the registered agent's address; without a state it may. */
export function agentAddressAllowedIn(
	state: string | null | undefined
): boolean {
	return ! state || ! AGENT_ADDRESS_REFUSED_STATES.includes( state );
}
