/**
 * Name Your Own Price: the visitor takes immediate service at the registered agent's price, or names a yearly
 * price per state that the server accepts or answers with its minimum.
 */

export interface NyopChoice {
	immediateService?: unknown;
	requestedPrice?: unknown;
}

/**
 * The yearly price per state the visitor named; null while immediate service is chosen or no usable price is
 * named (the requested-price field's own rules say what is wrong with it).
 */
export function namedYearlyPrice(
	nyop: NyopChoice | undefined
): number | null {
	if ( ! nyop || nyop.immediateService !== false ) {
		return null;
	}
	const price = nyop.requestedPrice;
	return typeof price === 'number' && Number.isFinite( price ) && price > 0
		? price
		: null;
}

/**
 * What "Immediate Service ${{ product_price }}" shows: the registered agent product's original price, or its
 * price when it has none.
 */
export function immediateServicePrice( product: {
	price: number;
	originalPrice?: number | null;
} ): number {
	return typeof product.originalPrice === 'number'
		? product.originalPrice
		: product.price;
}

/**
 * The minimum a refusal names ("error; may carry min for NYOP"), or null when the refusal is of another kind.
 */
export function refusalMinimum( answer: { min?: unknown } ): number | null {
	const { min } = answer;
	return typeof min === 'number' && Number.isFinite( min ) && min > 0
		? min
		: null;
}
