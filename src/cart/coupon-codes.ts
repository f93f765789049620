import type { CartLine } from '../pricing/cart-lines';
import { findCoupon } from '../pricing/coupons';
import type { Coupon } from '../pricing/types';

export type CouponAnswer =
	'applied' | 'unknown' | 'duplicate' | 'not-applicable';

/**
 * Whether a typed coupon code may join the cart: it must name a known coupon, not one already applied (case
 * does not matter), and, when the coupon is limited to some products, touch a line of the cart. An applied
 * code is kept as the coupon's id.
 * @param coupons The coupons of the catalog.
 * @param applied The codes already applied.
 * @param lines   The cart's lines.
 * @param code    What the visitor typed.
 */
export function couponCodeAnswer(
	coupons: Coupon[],
	applied: string[],
	lines: CartLine[],
	code: string
): { answer: CouponAnswer; id?: string } {
	const coupon = findCoupon( coupons, code );
	if ( ! coupon ) {
		return { answer: 'unknown' };
	}
	const id = String( coupon.id );
	if (
		applied.some( ( known ) => known.toUpperCase() === id.toUpperCase() )
	) {
		return { answer: 'duplicate' };
	}
	const restrictions = coupon.product_id_restrictions ?? [];
	if (
		restrictions.length > 0 &&
		! lines.some( ( line ) => restrictions.includes( line.product_id ) )
	) {
		return { answer: 'not-applicable' };
	}
	return { answer: 'applied', id };
}
