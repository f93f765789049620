import type { Product } from '../api/types';
import { cartLine, type CartLine } from '../pricing/cart-lines';
import { domainSubTotal } from '../pricing/domain-price';
import type { Bundle } from '../pricing/types';
import type { ConfiguredProduct } from './cart-config';
import type { DomainCartEntry } from './cart-input';

/**
 * A bundle's line and its items' lines, each with its category. The items are `bundled` under the bundle's
 * product id: they cost nothing on their own and leave the cart with it.
 */
export function bundleLines(
	product: ConfiguredProduct,
	bundle: Bundle,
	simple: Product[],
	state: string
): Array< [ CartLine, string ] > {
	const bundleProduct: Product = {
		id: bundle.product_id,
		name: bundle.name ?? product.label ?? product.saveAs,
		price: bundle.price ?? 0,
		category: 'bundle',
		type: 'bundle',
	};
	const lines: Array< [ CartLine, string ] > = [
		[
			cartLine( bundleProduct, {
				saveAs: product.saveAs,
				state,
				data: { state },
			} ),
			'bundle',
		],
	];
	for ( const id of bundle.product_ids ) {
		const item = simple.find( ( candidate ) => candidate.id === id );
		if ( item ) {
			lines.push( [
				cartLine( item, {
					saveAs: `${ product.saveAs }.${ id }`,
					state,
					bundled: true,
					bundleID: bundle.product_id,
					linkedProduct: product.saveAs,
				} ),
				item.category,
			] );
		}
	}
	return lines;
}

/**
 * One line of the domain product per domain of the domain cart, priced from the domain's own search result:
 * its create amount (the purchase amount for a third-party domain) per year of its duration. The catalog's
 * domain product names the product only; an entry without a price cannot be sold and stays out.
 */
export function domainLines(
	product: ConfiguredProduct,
	simple: Product[],
	domainCart: DomainCartEntry[],
	state: string
): CartLine[] {
	const domain = simple.find(
		( candidate ) =>
			candidate.id === product.product_id ||
			candidate.category === 'domain'
	);
	if ( ! domain ) {
		return [];
	}
	return domainCart.flatMap( ( entry ) => {
		const price = domainSubTotal( entry, entry.duration );
		return price === null
			? []
			: [
					cartLine( domain, {
						name: `${ domain.name }: ${ entry.domain }`,
						saveAs: product.saveAs,
						state,
						price,
						duration: entry.duration,
						multiYear: entry.duration > 12,
						data: {
							domain: entry.domain,
							duration: entry.duration,
						},
					} ),
				];
	} );
}
