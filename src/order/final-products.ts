import type { CartLine } from '../pricing/cart-lines';
import { inBulkMode } from '../pricing/multi-state';
import type { ConfiguredProduct } from '../store/cart-config';
import { productDataFor } from './product-data';

/**
 * One product of the order: what it is (product_id, the filing method as product_option_id), how many, for
 * how long (duration in months, multiYear), the coupons applied to it and its data; the server prices it
 * from these and nothing else.
 */
export interface FinalProduct {
	product_id: number;
	product_option_id: number | null;
	quantity: number;
	data: Record< string, unknown >;
	saveAs: string;
	duration: number;
	multiYear: boolean;
	appliedCoupons: Array< number | string >;
}

export interface FinalProductsInput {
	cart: CartLine[];
	configured: ConfiguredProduct[];
	values: object;
	/** The subscription bundle's product id when the cart holds one. */
	subscriptionBundleId?: number | null;
}

/**
 * A line bundled into a subscription bundle is paid by the bundle, which includes its standard filing: an
 * option the visitor picked there (expedited) is not priced on the page, so it is not sent either.
 * @param line
 * @param subscriptionBundleId
 */
const filingIncludedByBundle = (
	line: CartLine,
	subscriptionBundleId: number | null | undefined
) =>
	line.bundled &&
	subscriptionBundleId !== null &&
	subscriptionBundleId !== undefined &&
	line.bundleID === subscriptionBundleId;

function withoutFilingChoice(
	data: Record< string, unknown >
): Record< string, unknown > {
	const { filing_method: _method, local_jurisdiction: _local, ...rest } =
		data;
	return rest;
}

/**
 * Bulk mode of a multi-state registered agent with a negotiated price: whether the number of its states
 * reached the bulk quantity, and the offer itself, so the server charges what the page showed.
 * @param line
 * @param configured
 * @param cart
 */
function bulkData(
	line: CartLine,
	configured: ConfiguredProduct | undefined,
	cart: CartLine[]
): Record< string, unknown > {
	if ( ! configured?.multiState || configured.bulkPrice === undefined ) {
		return {};
	}
	const states = cart.filter(
		( other ) => other.saveAs === line.saveAs
	).length;
	const bulkQuantity = configured.bulkQuantity ?? 0;
	return {
		bulkMode: inBulkMode( states, {
			price: line.originalPrice,
			bulkPrice: configured.bulkPrice,
			bulkQuantity,
		} ),
		bulkPrice: configured.bulkPrice,
		bulkQuantity,
	};
}

function finalProduct(
	line: CartLine,
	input: FinalProductsInput,
	extraData: Record< string, unknown > = {}
): FinalProduct {
	const configured = input.configured.find(
		( product ) => product.saveAs === line.saveAs
	);
	const included = filingIncludedByBundle( line, input.subscriptionBundleId );
	const data = {
		...( included ? withoutFilingChoice( line.data ) : line.data ),
		...bulkData( line, configured, input.cart ),
		...productDataFor( line, configured, input.values ),
		...extraData,
	};
	return {
		product_id: line.product_id,
		product_option_id: included ? null : line.product_option_id ?? null,
		quantity: line.quantity,
		data,
		saveAs: line.saveAs,
		duration: line.duration,
		multiYear: line.multiYear,
		appliedCoupons: [ ...line.appliedCoupons ],
	};
}

/**
 * The products of the order ("Each final product: product_id, product_option_id, quantity, data, saveAs;
 * bundles hold child products in data"): disabled lines stay out; a bundle's items travel inside it.
 * @param input
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
