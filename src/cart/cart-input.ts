import type { StateLists } from '../state-lists/state-lists';
import type { Product } from '../api/types';
import type { CartLine } from '../pricing/cart-lines';
import type { Bundle, Coupon, SubscriptionBundle } from '../pricing/types';
import type {
	DomainCartEntry,
	ProductState,
} from '../form-data/form-data-tree';
import type { ConfiguredProduct } from './cart-config';
import { simpleProductOf } from '../modules/configured-products';

export type {
	DomainCartEntry,
	ProductState,
} from '../form-data/form-data-tree';

/** Categories whose products never come from the filing products. */
const NO_FILING_CATEGORIES = [
	'registered-agent',
	'bundle',
	'subscription-bundle',
	'domain',
];

/** Everything the cart depends on, as plain data. */
export interface CartInput {
	configured: ConfiguredProduct[];
	formType: string;
	state: string | null;
	entityType: string | null;
	productState: Record< string, ProductState | undefined >;
	/** Reads the form data at a path: a declared one, or a condition's fieldKey as the editor set it. */
	valueAt: ( path: string ) => unknown;
	/** The site's configured state lists, for product triggers that ask "the state is in" one of them. */
	stateLists?: Partial< StateLists >;
	taxIdSelection: string | null;
	businessIdentity: boolean;
	domainCart: DomainCartEntry[];
	couponCodes: string[];
	/** Name Your Own Price: the yearly price per state the visitor named for registered agent service. */
	nyopPrice?: number | null;
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
	/** The console warning when subscription bundle mode matched no bundle (a settings problem, not the visitor's). */
	warning: string | null;
	/** Ticked optional products (saveAs) that the loaded catalog of their state lacks. */
	missingOptionalProducts: string[];
	/** Yearly price of the matched subscription bundle, for the monthly view. */
	subscriptionPrice: number | null;
}

/**
 * The states a configured product is for: each ticked state when multi-state, else its own or the company's.
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

/**
 * Every state the cart needs filing products for: the states of each product that may be a filing (the
 * company's state, or each ticked state when multi-state). Registered agents, bundles and domains need none,
 * so a multi-state registered-agent form loads no filing products at all; nor does a product the simple products
 * hold (Utah's law-on-call plan), whose state would otherwise be loaded for nothing while the form waits.
 * @param simple The simple products, or null while they are not known: until then every product may be a filing.
 */
export function statesNeedingFilings(
	configured: ConfiguredProduct[],
	productStates: Record< string, ProductState | undefined >,
	companyState: string | null,
	simple: readonly Product[] | null
): string[] {
	const states = new Set< string >();
	for ( const product of configured ) {
		if (
			NO_FILING_CATEGORIES.includes( product.category ) ||
			( simple && simpleProductOf( product, simple ) )
		) {
			continue;
		}
		statesOf(
			product,
			productStates[ product.saveAs ],
			companyState
		).forEach( ( state ) => states.add( state ) );
	}
	return [ ...states ];
}

/**
 * A multi-state product's ticked states after ticking or unticking one. Unticked states leave the map, so
 * "no state" is an empty map, which the required rule catches.
 */
export function withStateTicked(
	ticked: Record< string, boolean > | undefined,
	state: string,
	selected: boolean
): Record< string, boolean > {
	const others = { ...ticked };
	delete others[ state ];
	return selected ? { ...others, [ state ]: true } : others;
}
