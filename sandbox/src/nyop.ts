/**
 * Name Your Own Price at the API: a registered agent order may name its own yearly price per state
 * (nyop: {immediateService: false, requestedPrice}); a price under the state's minimum is refused with the
 * minimum ({error, min}), and an accepted one prices the agent lines.
 */
import { isObject } from './json-checks';

/** The lowest yearly price per state the API accepts, where it differs from NYOP_MINIMUM. */
export const NYOP_MINIMUM = 79;
const NYOP_MINIMUM_BY_STATE: Readonly< Record< string, number > > = {
	CA: 99,
	DE: 39,
	NY: 99,
};

export const NYOP_REFUSAL = 'Requested price is below the minimum';

export function nyopMinimum( state: string ): number {
	return NYOP_MINIMUM_BY_STATE[ state ] ?? NYOP_MINIMUM;
}

/**
 * The named yearly price per state, or null when the order takes immediate service (or sends no nyop).
 * @param payload The decoded signupData.
 */
export function namedPrice( payload: unknown ): number | null {
	const nyop = isObject( payload ) ? payload.nyop : undefined;
	if ( ! isObject( nyop ) || nyop.immediateService !== false ) {
		return null;
	}
	const price = nyop.requestedPrice;
	return typeof price === 'number' && Number.isFinite( price ) ? price : null;
}

/**
 * The minimum to answer with when the named price is under the minimum of a state the order buys a registered
 * agent for (the highest such minimum); null when the order may go ahead.
 * @param payload      The decoded signupData.
 * @param agentStateOf The state of a product id when it is a registered agent, else null.
 */
export function nyopRefusalMinimum(
	payload: unknown,
	agentStateOf: ( productId: unknown ) => string | null
): number | null {
	const price = namedPrice( payload );
	if ( price === null ) {
		return null;
	}
	const companies =
		isObject( payload ) && Array.isArray( payload.companies )
			? payload.companies
			: [];
	const minimums = companies.flatMap( ( company ) => {
		const products =
			isObject( company ) && Array.isArray( company.products )
				? company.products
				: [];
		return products
			.map( ( line ) =>
				agentStateOf( isObject( line ) ? line.product_id : null )
			)
			.filter( ( state ): state is string => state !== null )
			.map( nyopMinimum );
	} );
	const minimum = Math.max( 0, ...minimums );
	return minimums.length > 0 && price < minimum ? minimum : null;
}
