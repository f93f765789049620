import { perStatePrice } from '../pricing/multi-state';
import { priceForTerm } from '../pricing/terms';
import type { ConfiguredProduct } from './cart-config';

/**
 * What a registered agent costs per state for a term: the catalog's yearly price, or the configured bulk
 * price once the selected states reach the bulk quantity (multi-state products only), pro-rated to the term's
 * months. The cart line and the term picker's option texts both come from here.
 * @param product          The configured registered-agent product.
 * @param agentYearlyPrice The state's registered-agent price for one year, from the catalog.
 * @param stateCount       How many states the product is for.
 * @param months           The term.
 */
export function registeredAgentPrice(
	product: ConfiguredProduct,
	agentYearlyPrice: number,
	stateCount: number,
	months: number
): number {
	const yearly =
		product.multiState && product.bulkPrice !== undefined
			? perStatePrice( stateCount, {
					price: agentYearlyPrice,
					bulkPrice: product.bulkPrice,
					bulkQuantity: product.bulkQuantity ?? 0,
				} )
			: agentYearlyPrice;
	return priceForTerm( yearly, months );
}
