import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { catalogProductOf } from '../../src/modules/configured-products';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';

/**
 * A configured product's price in dollars ("$895.00") for the chosen state, or '' before the catalog has it.
 */
export function useProductPrice(
	product: ConfiguredProduct | undefined
): string {
	const { formData, products } = useStore();
	if ( ! product ) {
		return '';
	}
	const catalog = catalogProductOf(
		products,
		product,
		formData.selectedState?.key ?? null
	);
	return catalog ? formatMoney( catalog.price ) : '';
}
