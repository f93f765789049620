import type { Product } from '../api/types';
import type { ConfiguredProduct } from '../cart/cart-config';
import { simpleProductOf } from '../cart/cart-input';
import type { ProductsStore } from '../store/ProductsStore';

/**
 * The catalog product an opt-in stands for, to show its name and price before it is in the cart.
 */
export function catalogProductOf(
	products: ProductsStore,
	configured: ConfiguredProduct,
	state: string | null
): Product | undefined {
	const simple = simpleProductOf( configured, products.simpleProducts );
	if ( simple || ! state ) {
		return simple;
	}
	return products
		.filingProducts( state )
		.find( ( candidate ) => candidate.category === configured.category );
}
