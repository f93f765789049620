/** "Free-formation card fee: 5 percent of the filing cost, rounded." */
export const FREE_FORMATION_CARD_FEE_PERCENT = 5;

/**
 * The card fee of a free formation: 5 % of the filing cost, rounded to whole dollars.
 * @param filingCost State fee plus processing surcharge, in dollars.
 */
export function freeFormationCardFee( filingCost: number ): number {
	if ( ! Number.isFinite( filingCost ) || filingCost <= 0 ) {
		return 0;
	}
	return Math.round( ( filingCost * FREE_FORMATION_CARD_FEE_PERCENT ) / 100 );
}
