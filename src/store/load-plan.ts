import { OUTSIDE_US } from '../jurisdictions';

/** Up to this many states load one call each; more load in one call, so many states cost one request. */
export const PER_STATE_LOAD_LIMIT = 5;

/** The federal pseudo-jurisdiction, loaded before the states when requested. */
export const FEDERAL = 'US';

/**
 * The filing-product calls for a set of states: "Filing products load per state when 5 or fewer states are
 * requested, otherwise all load in one call (US first if requested). No load happens for 'Outside of the
 * US'." States already loaded are left out; `null` stands for the one call without a state.
 */
export function planFilingLoads(
	requested: readonly string[],
	loaded: ReadonlySet< string > = new Set()
): Array< string | null > {
	const wanted = [ ...new Set( requested ) ].filter(
		( state ) => state && state !== OUTSIDE_US
	);
	const missing = wanted.filter( ( state ) => ! loaded.has( state ) );
	const federal = missing.includes( FEDERAL ) ? [ FEDERAL ] : [];
	const states = missing.filter( ( state ) => state !== FEDERAL );
	if ( states.length === 0 ) {
		return federal;
	}
	const selectedStates = wanted.filter( ( state ) => state !== FEDERAL );
	return selectedStates.length <= PER_STATE_LOAD_LIMIT
		? [ ...federal, ...states ]
		: [ ...federal, null ];
}
