/**
 * Coupons as the catalog defines them: a dollar value is capped so the price never goes below 0; a percent value
 * reduces the price and the state fee. A percent coupon touches every line it may; a dollar coupon is taken
 * once per order, from the first line it may touch that still costs something.
 */
import { coupons, type CatalogCoupon } from './cart-catalog';
import type { WorkingLine } from './oracle-types';

const mayTouch = ( coupon: CatalogCoupon, line: WorkingLine ): boolean =>
	line.couponProductId !== null &&
	( coupon.product_id_restrictions.length === 0 ||
		coupon.product_id_restrictions.includes( line.couponProductId ) );

function applyPercent( line: WorkingLine, percent: number ): WorkingLine {
	const keep = 100 - Math.min( percent, 100 );
	return {
		...line,
		priceCents: Math.round( ( line.priceCents * keep ) / 100 ),
		stateFeeCents: Math.round( ( line.stateFeeCents * keep ) / 100 ),
	};
}

/**
 * The lines with the order's coupon codes applied, in the order they were entered. An unknown code, or one no
 * line of the order may take, is a problem.
 * @param lines
 * @param codes
 * @param problems
 */
export function applyCouponCodes(
	lines: WorkingLine[],
	codes: readonly string[],
	problems: string[]
): WorkingLine[] {
	let result = lines;
	const seen = new Set< string >();
	for ( const code of codes ) {
		const wanted = code.trim().toUpperCase();
		if ( seen.has( wanted ) ) {
			continue;
		}
		seen.add( wanted );
		const coupon = coupons.find( ( candidate ) => candidate.id === wanted );
		if ( ! coupon ) {
			problems.push( `coupon ${ code } is not in the catalog` );
			continue;
		}
		if ( ! result.some( ( line ) => mayTouch( coupon, line ) ) ) {
			problems.push(
				`coupon ${ coupon.id } is not allowed on any product of this order`
			);
			continue;
		}
		const percent = coupon.percent_value ?? 0;
		const dollarsCents = Math.round( ( coupon.dollar_value ?? 0 ) * 100 );
		if ( percent > 0 ) {
			result = result.map( ( line ) =>
				mayTouch( coupon, line ) ? applyPercent( line, percent ) : line
			);
		}
		if ( dollarsCents > 0 ) {
			const index = result.findIndex(
				( line ) => mayTouch( coupon, line ) && line.priceCents > 0
			);
			result = result.map( ( line, at ) =>
				at === index
					? {
							...line,
							priceCents: Math.max(
								0,
								line.priceCents - dollarsCents
							),
						}
					: line
			);
		}
	}
	return result;
}
