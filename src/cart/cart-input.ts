import type { Product } from '../api/types';
import type { CartLine } from '../pricing/cart-lines';
import type { Bundle, Coupon, SubscriptionBundle } from '../pricing/types';
import type { ConfiguredProduct } from './cart-config';

/** What one configured product's entry in productState holds (orders-and-checkout.md §3). */
export interface ProductState {
	checked?: boolean;
	states?: Record< string, boolean >;
	data?: { duration?: number };
	selectedFilingMethodKeys?: Record< string, string >;
	selectedLocalJurisdiction?: Record< string, string >;
}

export interface DomainCartEntry {
	domain: string;
	/** Months. */
	duration: number;
}

/** Everything the cart depends on, as plain data. */
export interface CartInput {
	configured: ConfiguredProduct[];
	formType: string;
	state: string | null;
	entityType: string | null;
	productState: Record< string, ProductState | undefined >;
	valueAt: ( path: string ) => unknown;
	taxIdSelection: string | null;
	businessIdentity: boolean;
	domainCart: DomainCartEntry[];
	couponCodes: string[];
	catalog: {
		registeredAgent: ( state: string ) => Product | undefined;
		filing: ( state: string ) => Product[];
		simple: Product[];
		bundles: Bundle[];
		subscriptionBundles: SubscriptionBundle[];
		coupons: Coupon[];
	};
}

export interface BuiltCart {
	lines: CartLine[];
	errors: string[];
	/** The console warning of §8 when subscription bundle mode matched no bundle. */
	warning: string | null;
	/** Yearly price of the matched subscription bundle, for the monthly view. */
	subscriptionPrice: number | null;
}

/**
 * The states a configured product is for: each ticked state when multi-state, else its own or the company's.
 * @param product
 * @param state
 * @param companyState
 */
export function statesOf(
	product: ConfiguredProduct,
	state: ProductState | undefined,
	companyState: string | null
): string[] {
	if ( product.multiState ) {
		return Object.keys( state?.states ?? {} ).filter(
			( key ) => state?.states?.[ key ]
		);
	}
	const single = product.state ?? companyState;
	return single ? [ single ] : [];
}
