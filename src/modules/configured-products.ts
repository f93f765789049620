import type { Product } from '../api/types';
import type { ConfiguredProduct } from '../cart/cart-config';
import type { ProductsStore } from '../store/ProductsStore';

/**
 * The simple product (one price, whatever the state) a configured product stands for: the one of its product id,
 * or else the first of its category. Here, outside the cart's code, because modules of forms that sell nothing
 * use it too, and must not pull the cart into their page.
 */
export function simpleProductOf(
	product: ConfiguredProduct,
	simple: readonly Product[]
): Product | undefined {
	return simple.find( ( candidate ) =>
		product.product_id !== undefined
			? candidate.id === product.product_id
			: candidate.category === product.category
	);
}

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
