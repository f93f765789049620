import { makeAutoObservable } from 'mobx';

import {
	buildCart,
	type BuiltCart,
	type ProductState,
} from '../cart/build-cart';
import {
	DEFAULT_PRODUCTS,
	needsAllRegisteredAgents,
	type ConfiguredProduct,
} from '../cart/cart-config';
import { statesNeedingFilings, withStateTicked } from '../cart/cart-input';
import { couponCodeAnswer, type CouponAnswer } from '../cart/coupon-codes';
import { amountDueToday, perMonth } from '../pricing/billing';
import { cartTotals, lineTotal, type CartLine } from '../pricing/cart-lines';
import { sumMoney } from '../pricing/money';
import { firstFilingMethodKey } from '../pricing/filing-methods';
import { namedYearlyPrice } from '../pricing/nyop';
import {
	billingTypeInForce,
	refusedBillingMessage,
} from '../pricing/subscription-bundles';
import type { BillingType } from '../pricing/types';
import type { StateLists } from '../state-lists/state-lists';
import type { FormDataStore } from './FormDataStore';
import type { ProductsStore } from './ProductsStore';

export type { CouponAnswer } from '../cart/coupon-codes';

/**
 * The cart, derived from the choices in the form data and the loaded products, so it can never disagree
 * with them: every change of state, selected states, opt-ins, bundles, domain cart or coupons rebuilds it
 * the moment it is read.
 */
export class CartStore {
	readonly configured: ConfiguredProduct[];

	constructor(
		private formData: FormDataStore,
		private products: ProductsStore,
		configured: ConfiguredProduct[] = [],
		/** The site's configured state lists, for product triggers that name one. */
		private stateLists: Partial< StateLists > = {}
	) {
		this.configured = configured.length > 0 ? configured : DEFAULT_PRODUCTS;
		makeAutoObservable< CartStore, 'formData' | 'products' | 'stateLists' >(
			this,
			{
				formData: false,
				products: false,
				stateLists: false,
				configured: false,
			}
		);
	}

	private get built(): BuiltCart {
		return this.cartWith( this.formData.productStates );
	}

	/** The cart the form's choices make, with the products' ticks, quantities and states given. */
	private cartWith(
		productState: Record< string, ProductState | undefined >
	): BuiltCart {
		const { formData, products } = this;
		return buildCart( {
			configured: this.configured,
			formType: formData.formType,
			state: formData.selectedState?.key ?? null,
			entityType: formData.entityType,
			productState,
			valueAt: ( path ) => formData.getConfiguredPath( path ),
			stateLists: this.stateLists,
			taxIdSelection: formData.taxIdSelection,
			businessIdentity: formData.businessIdentity,
			domainCart: formData.domainCart,
			couponCodes: this.couponCodes,
			nyopPrice: namedYearlyPrice( formData.get( 'nyop' ) ),
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

	/**
	 * What ticking a product adds to the order: the total with it ticked less the total without, everything else
	 * as chosen. A price shown next to a choice is this, so it counts what the product's line brings besides its
	 * own price (New York's publication is $895 and the state's $50 fee); 0 where ticking adds nothing.
	 */
	amountAddedBy( saveAs: string ): number {
		const states = this.formData.productStates;
		const totalWith = ( checked: boolean ) =>
			cartTotals(
				this.cartWith( {
					...states,
					[ saveAs ]: { ...states[ saveAs ], checked },
				} ).lines
			).total;
		return Math.max(
			0,
			sumMoney( [ totalWith( true ), -totalWith( false ) ] )
		);
	}

	/** Product configuration errors ("Error: filing method not found", "... does not have multi state enabled"). */
	get errors(): string[] {
		return this.built.errors;
	}

	/** Ticked optional products the catalog lacks, once loading has ended (before, a product may be on its way). */
	get missingOptionalProducts(): string[] {
		return this.products.productsLoaded
			? this.built.missingOptionalProducts
			: [];
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
			this.formData.billingType,
			this.formData.entityType ?? undefined,
			this.subscriptionBundlesOn
		);
	}

	/** Monthly was chosen but the entity type chosen since does not allow it. */
	get monthlyRefused(): boolean {
		return this.formData.billingType !== this.billingType;
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

	/** Every state the cart needs filing products for. */
	get selectedStates(): string[] {
		return statesNeedingFilings(
			this.configured,
			this.formData.productStates,
			this.formData.selectedState?.key ?? null,
			this.products.loadedLists.has( 'simple' )
				? this.products.simpleProducts
				: null
		);
	}

	get needsAllRegisteredAgents(): boolean {
		return needsAllRegisteredAgents( this.configured );
	}

	get couponCodes(): string[] {
		return this.formData.couponCodes;
	}

	productState( saveAs: string ): ProductState | undefined {
		return this.formData.productState( saveAs );
	}

	/**
	 * "Ticking an opt-in product checkbox adds the product to the cart; unticking removes it."
	 */
	setChecked( saveAs: string, checked: boolean ): void {
		this.formData.setProductChecked( saveAs, checked );
	}

	/**
	 * Multi-state selection: ticks or unticks one state of a product.
	 */
	setStateSelected( saveAs: string, state: string, selected: boolean ): void {
		this.formData.setSelectedStates(
			saveAs,
			withStateTicked(
				this.productState( saveAs )?.states,
				state,
				selected
			)
		);
	}

	selectFilingMethod(
		saveAs: string,
		jurisdiction: string,
		key: string
	): void {
		this.formData.setFilingMethodKey( saveAs, jurisdiction, key );
	}

	/**
	 * "Selecting a local jurisdiction auto-selects the first filing method."
	 */
	selectLocalJurisdiction(
		saveAs: string,
		jurisdiction: string,
		local: string,
		methods: Parameters< typeof firstFilingMethodKey >[ 0 ]
	): void {
		this.formData.setLocalJurisdiction( saveAs, jurisdiction, local );
		const first = firstFilingMethodKey(
			methods,
			local || null,
			this.formData.entityType
		);
		if ( first ) {
			this.selectFilingMethod( saveAs, jurisdiction, first );
		}
	}

	/**
	 * "Tax ID choice: the chosen product is marked checked, the other unchecked."
	 */
	chooseTaxId( choice: 'ssn' | 'no-ssn' ): void {
		this.formData.setTaxIdSelection( choice );
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
	 * @param refusedMessage The configured message shown when monthly billing is refused.
	 */
	setBillingType(
		billingType: BillingType,
		refusedMessage: string
	): string | null {
		const refused = refusedBillingMessage(
			billingType,
			this.formData.entityType,
			this.subscriptionBundlesOn,
			refusedMessage
		);
		if ( refused === null ) {
			this.formData.setBillingType( billingType );
		}
		return refused;
	}

	/**
	 * Applies a coupon code when a coupon of that code exists and touches a line of the cart.
	 */
	applyCouponCode( code: string ): CouponAnswer {
		const { answer, id } = couponCodeAnswer(
			this.products.coupons,
			this.couponCodes,
			this.lines,
			code
		);
		if ( id !== undefined ) {
			this.formData.setCouponCodes( [ ...this.couponCodes, id ] );
		}
		return answer;
	}

	removeCouponCode( code: string ): void {
		this.formData.setCouponCodes(
			this.couponCodes.filter( ( known ) => known !== code )
		);
	}
}
