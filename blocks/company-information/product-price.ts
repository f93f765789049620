import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { catalogProductOf } from '../../src/modules/configured-products';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';

/**
 * What ticking a configured product adds to the order, in dollars ("$945.00": New York's publication with the
 * state's fee), for the chosen state; '' before the catalog has the product, or where ticking adds nothing.
 */
export function useProductPrice(
	product: ConfiguredProduct | undefined
): string {
	const store = useStore();
	// Without a product nothing is priced: a form that sells nothing (an affiliate's company) has no cart.
	if ( ! product ) {
		return '';
	}
	const { cart, formData, products } = store;
	const catalog = catalogProductOf(
		products,
		product,
		formData.selectedState?.key ?? null
	);
	const added = catalog ? cart.amountAddedBy( product.saveAs ) : 0;
	return added > 0 ? formatMoney( added ) : '';
}
