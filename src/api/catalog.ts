import type { Product } from './types';

/**
 * The product lists PHP fetched server-side and printed with the page (team contract): raw `result` arrays of
 * the product API, keyed by endpoint name. The browser answers from it first and loads only what it lacks.
 */
export interface CatalogSnapshot {
	/** ISO time the server fetched it. */
	fetchedAt: string;
	/** All states (no state_abbreviation query). */
	registered_agent_products?: Product[];
	simple_products?: Product[];
	bundles?: unknown[];
	subscription_bundles?: unknown[];
	coupons?: unknown[];
	/** By state abbreviation, when the server prefetched some. */
	filing_products?: Record< string, Product[] >;
}
