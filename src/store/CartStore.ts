import { makeAutoObservable } from 'mobx';

import { amountDueToday, perMonth } from '../pricing/billing';
import { cartTotals, lineTotal, type CartLine } from '../pricing/cart-lines';
import { findCoupon } from '../pricing/coupons';
import { firstFilingMethodKey } from '../pricing/filing-methods';
import {
	billingTypeInForce,
	refusedBillingMessage,
} from '../pricing/subscription-bundles';
import type { BillingType } from '../pricing/types';
import {
	buildCart,
	statesOf,
	type BuiltCart,
	type DomainCartEntry,
	type ProductState,
} from './build-cart';
import type { ConfiguredProduct } from './cart-config';
import type { FormDataStore } from './FormDataStore';
import type { ProductsStore } from './ProductsStore';

/** Without configured products a form sells the registered agent of the chosen state. */
export const DEFAULT_PRODUCTS: ConfiguredProduct[] = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
];

/** Categories whose products never come from the filing products. */
const NO_FILING_CATEGORIES = [
	'registered-agent',
	'bundle',
	'subscription-bundle',
	'domain',
];

export type CouponAnswer =
	'applied' | 'unknown' | 'duplicate' | 'not-applicable';

/**
 * The cart, derived from the choices in the form data and the loaded products, so it can never disagree
 * with them: every change of state, selected states, opt-ins, bundles, domain cart or coupons rebuilds it
 * (orders-and-checkout.md §4) the moment it is read.
 */
export class CartStore {
	readonly configured: ConfiguredProduct[];

	constructor(
		private formData: FormDataStore,
		private products: ProductsStore,
		configured: ConfiguredProduct[] = []
	) {
		this.configured = configured.length > 0 ? configured : DEFAULT_PRODUCTS;
		makeAutoObservable< CartStore, 'formData' | 'products' >( this, {
			formData: false,
			products: false,
			configured: false,
		} );
	}

	private get built(): BuiltCart {
		const { formData, products } = this;
		const entityType = formData.get( 'companyInformation.entityType' ) as
			{ key?: string } | undefined;
		return buildCart( {
			configured: this.configured,
			formType: formData.formType,
			state: formData.selectedState?.key ?? null,
			entityType: entityType?.key ?? null,
			productState: ( formData.get( 'productState' ) ?? {} ) as Record<
				string,
				ProductState | undefined
			>,
			valueAt: ( path ) => formData.get( path ),
			taxIdSelection: formData.getString( 'taxIDSelection' ) || null,
			businessIdentity: formData.get( 'businessIdentityToggle' ) === true,
			domainCart: ( formData.get( 'domainCart' ) ??
				[] ) as DomainCartEntry[],
			couponCodes: this.couponCodes,
			catalog: {
				registeredAgent: ( state ) =>
					products.registeredAgentProduct( state ),
				filing: ( state ) => products.filingProducts( state ),
				simple: products.simpleProducts,
				bundles: products.bundles,
				subscriptionBundles: products.subscriptionBundles,
				coupons: products.coupons,
			},
		} );
	}

	get lines(): CartLine[] {
		return this.built.lines;
	}

	/** Product errors of §8 ("Error: filing method not found", multi state not enabled). */
	get errors(): string[] {
		return this.built.errors;
	}

	/** Only once the bundles are loaded: before that, no match means nothing. */
	get subscriptionWarning(): string | null {
		return this.products.loadedLists.has( 'subscriptionBundles' )
			? this.built.warning
			: null;
	}

	get totals() {
		return cartTotals( this.lines );
	}

	get total(): number {
		return this.totals.total;
	}

	get isEmpty(): boolean {
		return this.lines.length === 0;
	}

	/**
	 * The billing type the cart is priced with: monthly billing with NP Corp is refused while subscription
	 * bundles are on, whichever of the two was chosen first.
	 */
	get billingType(): BillingType {
		return billingTypeInForce(
			this.chosenBillingType,
			this.entityType,
			this.subscriptionBundlesOn
		);
	}

	/** Monthly was chosen but the entity type chosen since does not allow it. */
	get monthlyRefused(): boolean {
		return this.chosenBillingType !== this.billingType;
	}

	private get chosenBillingType(): BillingType {
		return this.formData.getString( 'billingType' ) === 'monthly'
			? 'monthly'
			: 'yearly';
	}

	private get entityType(): string | undefined {
		return (
			this.formData.get( 'companyInformation.entityType' ) as
				{ key?: string } | undefined
		 )?.key;
	}

	private get subscriptionBundlesOn(): boolean {
		return this.configured.some(
			( product ) => product.category === 'subscription-bundle'
		);
	}

	/** The subscription bundle's line, when the cart holds one. */
	get subscriptionLine(): CartLine | null {
		if ( this.built.subscriptionPrice === null ) {
			return null;
		}
		const keys = this.configured
			.filter( ( product ) => product.category === 'subscription-bundle' )
			.map( ( product ) => product.saveAs );
		return (
			this.lines.find( ( line ) => keys.includes( line.saveAs ) ) ?? null
		);
	}

	/** "Per-month subscription price is price divided by 12": the subscription bundle's line alone. */
	get subscriptionPerMonth(): number | null {
		const line = this.subscriptionLine;
		return line ? perMonth( lineTotal( line ) ) : null;
	}

	/** What the card is charged now (under Pay Monthly, the subscription's first month). */
	get dueToday(): number {
		const line = this.subscriptionLine;
		return amountDueToday(
			this.total,
			line ? lineTotal( line ) : null,
			this.billingType
		);
	}

	/** The monthly view, when paying monthly for a subscription bundle: that bundle's price / 12. */
	get monthlyTotal(): number | null {
		return this.billingType === 'monthly'
			? this.subscriptionPerMonth
			: null;
	}

	/**
	 * Every state the cart needs filing products for: the states of each product that may be a filing (the
	 * company's state, or each ticked state when multi-state). Registered agents, bundles and domains need
	 * none, so a multi-state registered-agent form loads no filing products at all.
	 */
	get selectedStates(): string[] {
		const company = this.formData.selectedState?.key ?? null;
		const states = new Set< string >();
		for ( const product of this.configured ) {
			if ( NO_FILING_CATEGORIES.includes( product.category ) ) {
				continue;
			}
			statesOf(
				product,
				this.productState( product.saveAs ),
				company
			).forEach( ( state ) => states.add( state ) );
		}
		return [ ...states ];
	}

	get needsAllRegisteredAgents(): boolean {
		return this.configured.some(
			( product ) =>
				product.multiState && product.category === 'registered-agent'
		);
	}

	get couponCodes(): string[] {
		const codes = this.formData.get( 'couponCodes' );
		return Array.isArray( codes ) ? ( codes as string[] ) : [];
	}

	productState( saveAs: string ): ProductState | undefined {
		return this.formData.get( `productState.${ saveAs }` ) as
			ProductState | undefined;
	}

	/**
	 * "Ticking an opt-in product checkbox adds the product to the cart; unticking removes it."
	 * @param saveAs
	 * @param checked
	 */
	setChecked( saveAs: string, checked: boolean ): void {
		this.formData.set( `productState.${ saveAs }.checked`, checked );
	}

	/**
	 * Multi-state selection: ticks or unticks one state of a product.
	 * @param saveAs
	 * @param state
	 * @param selected
	 */
	setStateSelected( saveAs: string, state: string, selected: boolean ): void {
		// Unticked states leave the map, so "no state" is an empty map the required rule catches.
		const others = { ...this.productState( saveAs )?.states };
		delete others[ state ];
		this.formData.set(
			`productState.${ saveAs }.states`,
			selected ? { ...others, [ state ]: true } : others
		);
	}

	selectFilingMethod(
		saveAs: string,
		jurisdiction: string,
		key: string
	): void {
		this.formData.set(
			`productState.${ saveAs }.selectedFilingMethodKeys.${ jurisdiction }`,
			key
		);
	}

	/**
	 * "Selecting a local jurisdiction auto-selects the first filing method."
	 * @param saveAs
	 * @param jurisdiction
	 * @param local
	 * @param methods
	 */
	selectLocalJurisdiction(
		saveAs: string,
		jurisdiction: string,
		local: string,
		methods: Parameters< typeof firstFilingMethodKey >[ 0 ]
	): void {
		this.formData.set(
			`productState.${ saveAs }.selectedLocalJurisdiction.${ jurisdiction }`,
			local
		);
		const entityType = this.formData.get(
			'companyInformation.entityType'
		) as { key?: string } | undefined;
		const first = firstFilingMethodKey(
			methods,
			local || null,
			entityType?.key
		);
		if ( first ) {
			this.selectFilingMethod( saveAs, jurisdiction, first );
		}
	}

	/**
	 * "Tax ID choice: the chosen product is marked checked, the other unchecked."
	 * @param choice
	 */
	chooseTaxId( choice: 'ssn' | 'no-ssn' ): void {
		this.formData.set( 'taxIDSelection', choice );
		for ( const product of this.configured ) {
			if ( product.taxIdChoice ) {
				this.setChecked(
					product.saveAs,
					product.taxIdChoice === choice
				);
			}
		}
	}

	/**
	 * Sets yearly or monthly billing; answers the configured message instead when the choice is refused
	 * (monthly with NP Corp while subscription bundles are on).
	 * @param billingType
	 * @param refusedMessage The configured message shown when monthly billing is refused.
	 */
	setBillingType(
		billingType: BillingType,
		refusedMessage: string
	): string | null {
		const refused = refusedBillingMessage(
			billingType,
			this.entityType,
			this.subscriptionBundlesOn,
			refusedMessage
		);
		if ( refused === null ) {
			this.formData.set( 'billingType', billingType );
		}
		return refused;
	}

	/**
	 * Applies a coupon code when a coupon of that code exists and touches a line of the cart.
	 * @param code
	 */
	applyCouponCode( code: string ): CouponAnswer {
		const coupon = findCoupon( this.products.coupons, code );
		if ( ! coupon ) {
			return 'unknown';
		}
		const id = String( coupon.id );
		if (
			this.couponCodes.some(
				( known ) => known.toUpperCase() === id.toUpperCase()
			)
		) {
			return 'duplicate';
		}
		const restrictions = coupon.product_id_restrictions ?? [];
		if (
			restrictions.length > 0 &&
			! this.lines.some( ( line ) =>
				restrictions.includes( line.product_id )
			)
		) {
			return 'not-applicable';
		}
		this.formData.set( 'couponCodes', [ ...this.couponCodes, id ] );
		return 'applied';
	}

	removeCouponCode( code: string ): void {
		this.formData.set(
			'couponCodes',
			this.couponCodes.filter( ( known ) => known !== code )
		);
	}
}
