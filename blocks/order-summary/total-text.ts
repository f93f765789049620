import { _n, sprintf } from '@wordpress/i18n';

import { formatMoney } from '../../src/pricing/money';
import type { CartStore } from '../../src/store/CartStore';

/** Pay Monthly spreads the subscription over a year: its first month is charged with the order. */
export const MONTHLY_PAYMENTS = 12;

/**
 * The order's total as the visitor is charged it: the amount; under Pay Monthly, what the card is charged today
 * and then each month after ("$27.00 today, then $27.00 a month for 11 months"), never the year's sum as if it
 * were due now. The first amount is always today's.
 * @param cart
 */
export function totalText(
	cart: Pick< CartStore, 'totals' | 'monthlyTotal' | 'dueToday' >
): string {
	if ( cart.monthlyTotal === null ) {
		return formatMoney( cart.totals.total );
	}
	const later = MONTHLY_PAYMENTS - 1;
	return sprintf(
		/* translators: 1: amount charged today, e.g. $27.00; 2: amount charged each month after, e.g. $27.00; 3: how many months after today, e.g. 11. */
		_n(
			'%1$s today, then %2$s a month for %3$d month',
			'%1$s today, then %2$s a month for %3$d months',
			later,
			'formation-orders'
		),
		formatMoney( cart.dueToday ),
		formatMoney( cart.monthlyTotal ),
		later
	);
}
