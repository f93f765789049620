import { _n, sprintf } from '@wordpress/i18n';

import type { Product } from '../api/types';
import { sumMoney } from './money';

/**
 * One line of the cart: the product, its price, fees, coupons, bundle and duration.
 * `price` is the service price after coupons; the state fee, processing surcharge and card fee are kept apart
 * so the order summary can show each one.
 */
export interface CartLine {
	name: string;
	quantity: number;
	product_id: number;
	saveAs: string;
	price: number;
	originalPrice: number;
	appliedCoupons: Array< number | string >;
	state: string;
	stateFee: number;
	/** The state fee before a percent coupon reduced it (only set when one did). */
	originalStateFee?: number;
	baseFee: number;
	processingSurcharge: number;
	ccFee: number;
	bundled: boolean;
	bundleID: number | null;
	duration: number;
	durationFormatted: string;
	multiYear: boolean;
	product_option_id: number | null;
	product_option_key: string | null;
	linkedProduct: string | null;
	disabled: boolean;
	vehicleKey?: string;
	data: Record< string, unknown >;
}

/**
 * A duration in months shown in years (months / 12): "1 Year", "2 Years".
 */
export function formatDuration( months: number ): string {
	const years = Math.round( ( months / 12 ) * 100 ) / 100;
	return sprintf(
		/* translators: %s: number of years, such as 1 or 2. */
		_n( '%s Year', '%s Years', years, 'formation-orders' ),
		String( years )
	);
}

/**
 * A line with every field filled from a product; callers override what differs.
 */
export function cartLine(
	product: Product,
	fields: Partial< CartLine > & Pick< CartLine, 'saveAs' | 'state' >
): CartLine {
	const duration = fields.duration ?? product.duration ?? 12;
	const price = fields.price ?? product.price;
	return {
		name: product.name,
		quantity: 1,
		product_id: product.product_id ?? product.id,
		price,
		originalPrice: price,
		appliedCoupons: [],
		stateFee: 0,
		baseFee: price,
		processingSurcharge: 0,
		ccFee: 0,
		bundled: false,
		bundleID: null,
		multiYear: false,
		product_option_id: null,
		product_option_key: null,
		linkedProduct: null,
		disabled: false,
		data: { state: fields.state },
		...fields,
		duration,
		durationFormatted: formatDuration( duration ),
	};
}

export function registeredAgentLine(
	product: Product,
	state: string
): CartLine {
	return cartLine( product, { saveAs: 'registeredAgent', state } );
}

/**
 * What one line costs: service price, state fee, surcharge and card fee, times the quantity. Disabled lines and
 * lines inside a bundle cost nothing on their own.
 */
export function lineTotal( line: CartLine ): number {
	if ( line.disabled || line.bundled ) {
		return 0;
	}
	return (
		sumMoney( [
			line.price,
			line.stateFee,
			line.processingSurcharge,
			line.ccFee,
		] ) * line.quantity
	);
}

/**
 * Totals before and after discounts, in dollars.
 */
export function cartTotals( lines: CartLine[] ): {
	subtotal: number;
	discount: number;
	total: number;
} {
	const total = sumMoney( lines.map( lineTotal ) );
	const undiscounted = sumMoney(
		lines.map( ( line ) =>
			line.disabled || line.bundled
				? 0
				: sumMoney( [
						line.originalPrice,
						line.originalStateFee ?? line.stateFee,
						line.processingSurcharge,
						line.ccFee,
					] ) * line.quantity
		)
	);
	return {
		subtotal: undiscounted,
		discount: sumMoney( [ undiscounted, -total ] ),
		total,
	};
}
