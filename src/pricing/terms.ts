/**
 * A yearly price for a term in months: price x months / 12, to the cent. The one pro-rating rule: a
 * registered agent's multi-year term and a domain's registration duration are both priced by it.
 */
export function priceForTerm( yearlyPrice: number, months: number ): number {
	return Math.round( ( yearlyPrice * months * 100 ) / 12 ) / 100;
}
