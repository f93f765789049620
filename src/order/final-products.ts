import type { CartLine } from '../pricing/cart-lines';
import type { ConfiguredProduct } from '../cart/cart-config';
import { productDataFor } from './product-data';

/**
 * One product of the order: what it is (product_id, the filing method as product_option_id), how many, and
 * its data: the state, the filing method and local jurisdiction, the term (duration in months, multiYear),
 * the bulk offer, the per-type product data and a bundle's items. The server prices it from these alone. A
 * filing a subscription bundle includes carries the bundle's standard filing (the cart put it there).
 */
export interface FinalProduct {
	product_id: number;
	product_option_id: number | null;
	quantity: number;
	data: Record< string, unknown >;
	saveAs: string;
}

export interface FinalProductsInput {
	cart: CartLine[];
	configured: ConfiguredProduct[];
	values: object;
}

/**
 * The bulk offer of a multi-state registered agent ({price, quantity}: the negotiated yearly price once the
 * product's states reach the quantity). It is the form's configuration, not the catalog's, so the server
 * can only charge what the page showed when the order names it; the server counts the states itself.
 */
function bulkData(
	configured: ConfiguredProduct | undefined
): Record< string, unknown > {
	if ( ! configured?.multiState || configured.bulkPrice === undefined ) {
		return {};
	}
	return {
		bulk: {
			price: configured.bulkPrice,
			quantity: configured.bulkQuantity ?? 0,
		},
	};
}

/**
 * The term of a product sold for a time, when the visitor chose one: duration in months and whether it spans
 * more than a year. Without a choice the product's own term applies and nothing is sent.
 */
const termData = (
	line: CartLine,
	configured: ConfiguredProduct | undefined
): Record< string, unknown > =>
	line.duration > 0 &&
	( line.multiYear || ( configured?.durations?.length ?? 0 ) > 0 )
		? { duration: line.duration, multiYear: line.multiYear }
		: {};

function finalProduct(
	line: CartLine,
	input: FinalProductsInput,
	extraData: Record< string, unknown > = {}
): FinalProduct {
	const configured = input.configured.find(
		( product ) => product.saveAs === line.saveAs
	);
	const data = {
		...line.data,
		...termData( line, configured ),
		...bulkData( configured ),
		...productDataFor( line, configured, input.values ),
		...extraData,
	};
	return {
		product_id: line.product_id,
		product_option_id: line.product_option_id ?? null,
		quantity: line.quantity,
		data,
		saveAs: line.saveAs,
	};
}

/**
 * The products of the order ("Each final product: product_id, product_option_id, quantity, data, saveAs;
 * bundles hold child products in data"): disabled lines stay out; a bundle's items travel inside it.
 */
export function finalProducts( input: FinalProductsInput ): FinalProduct[] {
	const { cart } = input;
	return cart
		.filter( ( line ) => ! line.disabled && ! line.bundled )
		.map( ( line ) => {
			const children = cart.filter(
				( child ) =>
					child.bundled &&
					! child.disabled &&
					child.bundleID === line.product_id
			);
			return children.length === 0
				? finalProduct( line, input )
				: finalProduct( line, input, {
						products: children.map( ( child ) =>
							finalProduct( child, input )
						),
					} );
		} );
}
