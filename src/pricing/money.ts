/**
 * Money shows with "$" and 2 decimals.
 */
export function formatMoney( amount: number ): string {
	const sign = amount < 0 ? '-' : '';
	return `${ sign }$${ Math.abs( amount ).toLocaleString( 'en-US', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} ) }`;
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
