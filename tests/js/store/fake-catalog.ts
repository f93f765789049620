import {
	bundles,
	coupons,
	filingProductsFor,
	simpleProducts,
	subscriptionBundles,
} from '../../../sandbox/src/cart-catalog';
import { registeredAgentProducts } from '../../../sandbox/src/catalog';
import type { Product, ProductTransport } from '../../../src/api/types';
import type { CartInput } from '../../../src/cart/cart-input';

/** The sandbox's own catalog, so store tests price with the same numbers the e2e stack serves. */
export const catalogProducts = {
	registeredAgents: registeredAgentProducts as unknown as Product[],
	filing: ( state: string | null ) =>
		filingProductsFor( state ) as unknown as Product[],
	simple: simpleProducts as unknown as Product[],
	bundles,
	subscriptionBundles,
	coupons,
};

/** The sandbox's catalog as buildCart reads it (CartInput's catalog). */
export const cartCatalog: CartInput[ 'catalog' ] = {
	registeredAgent: ( state ) =>
		catalogProducts.registeredAgents.find(
			( product ) =>
				product.registered_agent?.jurisdiction.abbreviation === state
		),
	filing: catalogProducts.filing,
	simple: catalogProducts.simple,
	bundles: [ ...catalogProducts.bundles ],
	subscriptionBundles: [ ...catalogProducts.subscriptionBundles ],
	coupons: [ ...catalogProducts.coupons ],
};

/** The product-list loads of a fake transport, answering from the sandbox catalog; jest records each call. */
export function fakeProductTransport() {
	return {
		loadAllRegisteredAgentProducts: jest.fn( async () => [
			...catalogProducts.registeredAgents,
		] ),
		loadFilingProducts: jest.fn( async ( state: string | null ) =>
			catalogProducts.filing( state )
		),
		loadSimpleProducts: jest.fn( async () => [
			...catalogProducts.simple,
		] ),
		loadCoupons: jest.fn( async () => [ ...coupons ] ),
		loadBundles: jest.fn( async () => [ ...bundles ] ),
		loadSubscriptionBundles: jest.fn( async () => [
			...subscriptionBundles,
		] ),
	} satisfies ProductTransport;
}
