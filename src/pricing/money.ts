/**
 * Money shows with "$" and 2 decimals, thousands grouped with commas ("$1,234.57").
 * Written out by hand rather than with toLocaleString: the page's first Intl number format loads the browser's
 * locale data, which cost about 15 ms of the order form's first render, and every price is in US dollars anyway.
 */
export function formatMoney( amount: number ): string {
	const cents = Math.round( Math.abs( amount ) * 100 );
	const dollars = String( Math.floor( cents / 100 ) ).replace(
		/\B(?=(\d{3})+$)/g,
		','
	);
	const sign = amount < 0 && cents > 0 ? '-' : '';
	return `${ sign }$${ dollars }.${ String( cents % 100 ).padStart( 2, '0' ) }`;
}

/**
 * Adds dollar amounts in cents so sums do not drift (0.1 + 0.2).
 */
export function sumMoney( amounts: number[] ): number {
	return (
		amounts.reduce(
			( total, amount ) => total + Math.round( amount * 100 ),
			0
		) / 100
	);
}
