import type { CartLine } from '../pricing/cart-lines';
import { lineTotal } from '../pricing/cart-lines';
import type { TrackedOrder } from './types';

/**
 * The order as tracking sees it, from the cart the visitor paid and the answer of the order API.
 * @param fallbackId Our own order number, when the API names no invoice.
 */
export function trackedOrder(
	cart: CartLine[],
	total: number,
	invoiceNumbers: string[] | undefined,
	fallbackId: string,
	affiliate: TrackedOrder[ 'affiliate' ]
): TrackedOrder {
	const paid = cart.filter( ( line ) => ! line.disabled && ! line.bundled );
	const coupons = new Set< string >();
	paid.forEach( ( line ) =>
		line.appliedCoupons.forEach( ( id ) => coupons.add( String( id ) ) )
	);
	return {
		transactionId: invoiceNumbers?.[ 0 ] ?? fallbackId,
		value: total,
		currency: 'USD',
		coupon: [ ...coupons ].join( ',' ),
		items: paid.map( ( line ) => ( {
			item_id: String( line.product_id ),
			item_name: line.name,
			price: lineTotal( line ),
			quantity: line.quantity,
		} ) ),
		affiliate,
	};
}
