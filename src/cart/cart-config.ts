import type { Product } from '../api/types';
import type { FormLayout } from '../config';
import { valueMeetsCondition } from '../engine/conditions';
import type { StateLists } from '../state-lists/state-lists';
import type { OrCondition } from '../pricing/types';
import type { VisibilityRules } from '../pricing/visibility';

/**
 * A product as the form configures it: which
 * catalog product it stands for and when it belongs in the cart. Module blocks carry these in their
 * `products` attribute; the cart reads them from the page configuration.
 */
/** The rank of a product whose editor set none: the middle, so a product can be put before or after it. */
export const DEFAULT_ORDER_SORT = 100;

export interface ConfiguredProduct {
	/** Its key in productState and in the order. */
	saveAs: string;
	/**
	 * "registered-agent", a filing category ("llc-formation", "trade-name" ...), "formation" (the formation
	 * product of the chosen entity type), a simple-product category, "bundle" or "subscription-bundle".
	 */
	category: string;
	multiState?: boolean;
	/** A fixed state; otherwise the company's state (or each selected state when multiState). */
	state?: string;
	product_id?: number;
	isBundle?: boolean;
	/** Primary products are always in the cart once their product is known; the others are opt-ins. */
	primary?: boolean;
	/** Label of an opt-in checkbox; the catalog name when empty. */
	label?: string;
	/**
	 * Where its lines stand in the order summary and the order: lower first, DEFAULT_ORDER_SORT when not set;
	 * products of the same rank keep the order the editor listed them in.
	 */
	orderSort?: number;
	/** Tax ID choice this product stands for ("ssn" or "no-ssn"). */
	taxIdChoice?: 'ssn' | 'no-ssn';
	/** Multi-year registered agent: the terms offered, in months (12, 24, 36 ...). */
	durations?: number[];
	/** The preselected term in months; the first offered one otherwise. */
	defaultDuration?: number;
	/** Multi-state registered agent: the negotiated price once `bulkQuantity` states are selected. */
	bulkPrice?: number;
	bulkQuantity?: number;
	visibility?: Omit< VisibilityRules, 'saveAs' >;
	/** Vehicle products: the vehicle types the product applies to ("car-truck", "boat" ...). */
	vehicleTypes?: string[];
	/** Double LLC: "second" files the product for the second company, sent as the order's second company. */
	company?: 'second';
	config?: {
		jurisdiction_limit_toggle?: boolean;
		jurisdiction_limit_select?: string[];
		fieldTriggerToggle?: boolean;
		orConditions?: OrCondition[];
		/** A primary bundle that asks the visitor for an affiliate code, sent in the bundle's data. */
		affiliate_code_toggle?: boolean;
	};
}

/** Categories that name a product per state, loaded with the filing products. */
export const FORMATION_BY_ENTITY_TYPE: Readonly< Record< string, string > > = {
	LLC: 'llc-formation',
	Corp: 'corp-formation',
	PLLC: 'pllc-formation',
	'NP Corp': 'np-corp-formation',
};

/** Without configured products a form sells the registered agent of the chosen state. */
export const DEFAULT_PRODUCTS: ConfiguredProduct[] = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
];

/**
 * The catalog category a configured product is filed under: "formation" stands for the formation product of
 * the chosen entity type (an LLC's "llc-formation"); every other category is its own.
 */
export function filingCategoryOf(
	product: ConfiguredProduct,
	entityType: string | null
): string | undefined {
	return product.category === 'formation'
		? FORMATION_BY_ENTITY_TYPE[ entityType ?? '' ]
		: product.category;
}

/**
 * The filing product of a state that a configured product stands for, among that state's filing products.
 */
export function filingProductOf(
	product: ConfiguredProduct,
	entityType: string | null,
	filingProducts: Product[]
): Product | undefined {
	const category = filingCategoryOf( product, entityType );
	return filingProducts.find(
		( candidate ) => candidate.category === category
	);
}

/**
 * A multi-state registered agent is offered for every state, so every state's agent is loaded up front.
 */
export function needsAllRegisteredAgents(
	configured: ConfiguredProduct[]
): boolean {
	return configured.some(
		( product ) =>
			product.multiState && product.category === 'registered-agent'
	);
}

/**
 * Every configured product of a form, in layout order; a later duplicate saveAs is dropped.
 */
export function configuredProductsOf( form: FormLayout ): ConfiguredProduct[] {
	const seen = new Set< string >();
	const products: ConfiguredProduct[] = [];
	for ( const step of form.steps ) {
		for ( const module of step.modules ) {
			const list = module.attributes.products;
			if ( ! Array.isArray( list ) ) {
				continue;
			}
			for ( const candidate of list as ConfiguredProduct[] ) {
				if (
					candidate &&
					typeof candidate.saveAs === 'string' &&
					typeof candidate.category === 'string' &&
					! seen.has( candidate.saveAs )
				) {
					seen.add( candidate.saveAs );
					products.push( candidate );
				}
			}
		}
	}
	return products;
}

/**
 * "fieldTriggerToggle, orConditions each holding andConditions of fieldKey and fieldVal": with the toggle on,
 * the product belongs only when every condition of at least one group holds.
 * @param valueAt    Reads the form data at a dotted path.
 * @param stateLists The site's configured state lists, for rows that ask "the state is in" one of them.
 */
export function triggerConditionsMet(
	config: ConfiguredProduct[ 'config' ],
	valueAt: ( path: string ) => unknown,
	stateLists: Partial< StateLists > = {}
): boolean {
	if ( ! config?.fieldTriggerToggle ) {
		return true;
	}
	// The same matching as module conditions; a group without conditions never holds.
	return ( config.orConditions ?? [] ).some( ( group ) => {
		const conditions = group?.andConditions ?? [];
		return (
			conditions.length > 0 &&
			conditions.every( ( condition ) =>
				valueMeetsCondition(
					valueAt( condition.fieldKey ),
					condition,
					stateLists
				)
			)
		);
	} );
}

/**
 * "jurisdiction_limit_toggle / jurisdiction_limit_select": a limited product exists only in its states.
 */
export function withinJurisdictionLimit(
	config: ConfiguredProduct[ 'config' ],
	state: string
): boolean {
	return (
		! config?.jurisdiction_limit_toggle ||
		( config.jurisdiction_limit_select ?? [] ).includes( state )
	);
}

/**
 * The registered-agent term in months: the chosen one while it is offered, else the preselected one, else
 * the first option ("defaults to the preselected duration ..., otherwise the first option, and is reset
 * when options change"); without options, the product's own.
 */
export function registeredAgentDuration(
	product: ConfiguredProduct,
	chosen: number | undefined,
	productDuration: number
): number {
	const offered = product.durations ?? [];
	if ( offered.length === 0 ) {
		return chosen ?? productDuration;
	}
	if ( chosen !== undefined && offered.includes( chosen ) ) {
		return chosen;
	}
	return product.defaultDuration !== undefined &&
		offered.includes( product.defaultDuration )
		? product.defaultDuration
		: offered[ 0 ];
}
