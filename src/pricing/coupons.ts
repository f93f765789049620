import type { CartLine } from './cart-lines';
import { sumMoney } from './money';
import type { Coupon } from './types';

const cents = ( amount: number ) => Math.round( amount * 100 ) / 100;

/**
 * Whether a coupon may touch a product: `product_id_restrictions` limits it, an empty list means any product.
 */
export function couponAppliesTo( coupon: Coupon, productId: number ): boolean {
	const restrictions = coupon.product_id_restrictions ?? [];
	return restrictions.length === 0 || restrictions.includes( productId );
}

/**
 * Applies one coupon to a line: a dollar value is capped so the price never goes
 * below 0; a percent value reduces the price and the state fee. A line the coupon is restricted away from,
 * or one it already carries, comes back unchanged.
 */
export function applyCoupon( line: CartLine, coupon: Coupon ): CartLine {
	if (
		! couponAppliesTo( coupon, line.product_id ) ||
		line.appliedCoupons.includes( coupon.id )
	) {
		return line;
	}
	let { price, stateFee } = line;
	const percent = coupon.percent_value ?? 0;
	if ( percent > 0 ) {
		const share = Math.min( percent, 100 ) / 100;
		price = cents( price * ( 1 - share ) );
		stateFee = cents( stateFee * ( 1 - share ) );
	}
	const dollars = coupon.dollar_value ?? 0;
	if ( dollars > 0 ) {
		price = Math.max( 0, sumMoney( [ price, -dollars ] ) );
	}
	return {
		...line,
		price,
		stateFee,
		originalStateFee:
			stateFee === line.stateFee
				? line.originalStateFee
				: ( line.originalStateFee ?? line.stateFee ),
		appliedCoupons: [ ...line.appliedCoupons, coupon.id ],
	};
}

/**
 * Applies every coupon: a percent coupon to every line it may touch; a dollar coupon once per order, to the
 * first line it may touch that still costs something (a "$20 off" takes $20 off the order, not $20 off each
 * item). Lines inside a bundle or disabled are left alone.
 */
export function applyCoupons(
	lines: CartLine[],
	coupons: Coupon[]
): CartLine[] {
	let result = lines;
	for ( const coupon of coupons ) {
		const eligible = ( line: CartLine ) =>
			! line.bundled &&
			! line.disabled &&
			couponAppliesTo( coupon, line.product_id );
		if ( ( coupon.dollar_value ?? 0 ) > 0 ) {
			const index = result.findIndex(
				( line ) => eligible( line ) && line.price > 0
			);
			if ( index >= 0 ) {
				result = result.map( ( line, at ) =>
					at === index ? applyCoupon( line, coupon ) : line
				);
			}
		} else {
			result = result.map( ( line ) =>
				eligible( line ) ? applyCoupon( line, coupon ) : line
			);
		}
	}
	return result;
}

/**
 * Finds a coupon by the code a visitor typed (codes are the coupon ids, compared without case or spaces).
 */
export function findCoupon(
	coupons: Coupon[],
	code: string
): Coupon | undefined {
	const wanted = code.trim().toUpperCase();
	return wanted === ''
		? undefined
		: coupons.find(
				( coupon ) => String( coupon.id ).toUpperCase() === wanted
			);
}
