import type { Product } from '../api/types';
import type { FormDataPath } from '../form-data/typed-paths';
import { cartLine, type CartLine } from '../pricing/cart-lines';
import { freeFormationCardFee } from '../pricing/card-fee';
import { applyCoupons } from '../pricing/coupons';
import { filingChoice, standardFilingMethod } from '../pricing/filing-methods';
import { multiStateError } from '../pricing/multi-state';
import { matchSubscriptionBundle } from '../pricing/subscription-bundles';
import type {
	Bundle,
	Coupon,
	FilingMethod,
	SubscriptionBundle,
} from '../pricing/types';
import { productDisabled, productOffered } from '../pricing/visibility';
import { lineQuantity } from '../optional-items/supplies';
import { bundleLines, domainLines } from './bundle-lines';
import {
	DEFAULT_ORDER_SORT,
	filingProductOf,
	registeredAgentDuration,
	triggerConditionsMet,
	withinJurisdictionLimit,
	type ConfiguredProduct,
} from './cart-config';
import {
	statesOf,
	type BuiltCart,
	type CartInput,
	type ProductState,
} from './cart-input';
import { registeredAgentPrice } from './registered-agent-price';
import { simpleProductOf } from '../modules/configured-products';
import { isVehicleCategory } from '../vehicles/vehicle-products';
import { vehicleLines } from './vehicle-lines';

export type {
	BuiltCart,
	CartInput,
	DomainCartEntry,
	ProductState,
} from './cart-input';
export { statesOf } from './cart-input';

export const FILING_METHOD_NOT_FOUND = 'Error: filing method not found';

/**
 * Builds the cart from the configured products, the form's choices and the loaded products, from scratch on
 * every change: primary products, checked opt-ins, the chosen tax ID, bundles with their items, the domain
 * product while the domain cart has entries, the subscription bundle, then coupons.
 */
/** What a line filed with a method carries: the method as its option, and in its data with the state. */
const filingOf = ( state: string, method: FilingMethod ) => ( {
	product_option_id: method.id,
	product_option_key: method.key,
	data: {
		state,
		filing_method: method.key,
		...( method.local_jurisdiction
			? { local_jurisdiction: method.local_jurisdiction }
			: {} ),
	},
} );

/** What the cart reads by name: a path the tree declares, so a misspelt one does not compile. */
const formValue = ( input: CartInput, path: FormDataPath ): unknown =>
	input.valueAt( path );

export function buildCart( input: CartInput ): BuiltCart {
	const builder = new CartBuilder( input );
	// A visitor whose business is not formed yet buys nothing on a form for an existing business: the cart is
	// empty until the answer is yes, and then holds the form's products again.
	if ( formValue( input, 'isBusinessFormed' ) === false ) {
		return builder.finish();
	}
	for ( const product of bySortOrder( input.configured ) ) {
		builder.add( product );
	}
	return builder.finish();
}

/** A product's rank; a hand-written block's rank that is not a number counts as unset. */
const rankOf = ( product: ConfiguredProduct ): number =>
	typeof product.orderSort === 'number' &&
	Number.isFinite( product.orderSort )
		? product.orderSort
		: DEFAULT_ORDER_SORT;

/** The configured products by their rank (lower first), the editor's order kept within a rank. */
const bySortOrder = (
	products: readonly ConfiguredProduct[]
): ConfiguredProduct[] =>
	products
		.map( ( product, index ) => ( { product, index } ) )
		.sort(
			( a, b ) =>
				rankOf( a.product ) - rankOf( b.product ) || a.index - b.index
		)
		.map( ( { product } ) => product );

class CartBuilder {
	private lines: CartLine[] = [];
	private categories: string[] = [];
	/** Per line, the standard filing of its product, which a subscription bundle that includes it files. */
	private standardFilings: Array< FilingMethod | undefined > = [];
	private errors: string[] = [];
	private warning: string | null = null;
	private missing = new Set< string >();
	private subscription: { bundle: SubscriptionBundle; price: number } | null =
		null;
	private vehiclesAdded = false;

	constructor( private input: CartInput ) {}

	add( product: ConfiguredProduct ): void {
		const { input } = this;
		if ( isVehicleCategory( product.category ) ) {
			this.addVehicles();
			return;
		}
		const state = input.productState[ product.saveAs ];
		const context = {
			state: input.state,
			formType: input.formType,
			entityType: input.entityType,
		};
		if (
			! productOffered( product, context ) ||
			! triggerConditionsMet(
				product.config,
				input.valueAt,
				input.stateLists
			) ||
			! this.wanted( product, state )
		) {
			return;
		}
		switch ( product.category ) {
			case 'registered-agent':
				this.addRegisteredAgent( product, state );
				return;
			case 'bundle':
				this.addBundle( product );
				return;
			case 'subscription-bundle':
				this.addSubscription( product );
				return;
			case 'domain':
				this.addDomains( product );
				return;
		}
		const simple = simpleProductOf( product, input.catalog.simple );
		if ( simple ) {
			this.addProduct(
				product,
				simple,
				product.state ?? input.state ?? '',
				state
			);
			return;
		}
		this.addFiling( product, state );
	}

	finish(): BuiltCart {
		let lines = this.lines.map( ( line, index ) =>
			productDisabled( this.categories[ index ], this.categories )
				? { ...line, disabled: true }
				: line
		);
		if ( this.subscription ) {
			const { bundle } = this.subscription;
			// The bundle files what it includes with its standard filing, whatever method the visitor chose.
			lines = lines.map( ( line, index ) => {
				if ( ! bundle.product_ids.includes( line.product_id ) ) {
					return line;
				}
				const standard = this.standardFilings[ index ];
				return {
					...line,
					bundled: true,
					bundleID: bundle.id,
					...( standard ? filingOf( line.state, standard ) : {} ),
				};
			} );
		}
		const coupons = this.input.couponCodes
			.map( ( code ) =>
				this.input.catalog.coupons.find(
					( coupon ) =>
						String( coupon.id ).toUpperCase() === code.toUpperCase()
				)
			)
			.filter( ( coupon ): coupon is Coupon => coupon !== undefined );
		return {
			lines: applyCoupons( lines, coupons ),
			errors: this.errors,
			warning: this.warning,
			missingOptionalProducts: [ ...this.missing ],
			subscriptionPrice: this.subscription?.price ?? null,
		};
	}

	private wanted(
		product: ConfiguredProduct,
		state: ProductState | undefined
	): boolean {
		if ( product.taxIdChoice ) {
			return this.input.taxIdSelection === product.taxIdChoice;
		}
		if ( product.category === 'domain' ) {
			return this.input.domainCart.length > 0;
		}
		if ( product.category === 'bundle' && product.primary === undefined ) {
			const bundle = this.bundleOf( product );
			if ( bundle?.config?.isBusinessIdentity ) {
				return this.input.businessIdentity;
			}
		}
		return product.primary === true || state?.checked === true;
	}

	private push(
		line: CartLine,
		category: string,
		standardFiling?: FilingMethod
	): void {
		this.lines.push( line );
		this.categories.push( category );
		this.standardFilings.push( standardFiling );
	}

	private addRegisteredAgent(
		product: ConfiguredProduct,
		state: ProductState | undefined
	): void {
		const states = statesOf( product, state, this.input.state );
		if (
			! product.multiState &&
			Object.values( state?.states ?? {} ).filter( Boolean ).length > 1
		) {
			this.errors.push( multiStateError( product.saveAs ) );
		}
		const months = state?.data?.duration;
		for ( const abbreviation of states ) {
			if ( ! withinJurisdictionLimit( product.config, abbreviation ) ) {
				continue;
			}
			const agent = this.input.catalog.registeredAgent( abbreviation );
			if ( ! agent ) {
				continue;
			}
			const duration = registeredAgentDuration(
				product,
				months,
				agent.duration ?? 12
			);
			const price = registeredAgentPrice(
				product,
				this.input.nyopPrice ?? agent.price,
				states.length,
				duration
			);
			this.push(
				cartLine( agent, {
					saveAs: product.saveAs,
					state: abbreviation,
					price,
					duration,
					multiYear: duration > 12,
					data: { state: abbreviation },
				} ),
				'registered-agent'
			);
		}
	}

	private addFiling(
		product: ConfiguredProduct,
		state: ProductState | undefined
	): void {
		for ( const abbreviation of statesOf(
			product,
			state,
			this.input.state
		) ) {
			if ( ! withinJurisdictionLimit( product.config, abbreviation ) ) {
				continue;
			}
			const filing = filingProductOf(
				product,
				this.input.entityType,
				this.input.catalog.filing( abbreviation )
			);
			if ( filing ) {
				this.addProduct( product, filing, abbreviation, state );
			} else if (
				product.primary !== true &&
				this.input.catalog.filing( abbreviation ).length > 0
			) {
				// The state's products are here but not this one: a settings problem, logged, not shown.
				this.missing.add( product.saveAs );
			}
		}
	}

	/**
	 * A product line; with filing methods, the selected one prices the state fee, surcharge and card fee.
	 */
	private addProduct(
		configured: ConfiguredProduct,
		product: Product,
		abbreviation: string,
		state: ProductState | undefined
	): void {
		const methods = product.filing_methods ?? [];
		let method: FilingMethod | undefined;
		let standard: FilingMethod | undefined;
		if ( methods.length > 0 || configured.taxIdChoice ) {
			const choice = filingChoice(
				methods,
				abbreviation,
				this.input.entityType,
				state
			);
			method = choice.selected;
			standard = standardFilingMethod( choice.methods );
			if ( ! method ) {
				this.errors.push( FILING_METHOD_NOT_FOUND );
				return;
			}
		}
		const stateFee = method?.cost ?? 0;
		const surcharge = method?.surcharge ?? 0;
		this.push(
			cartLine( product, {
				saveAs: configured.saveAs,
				state: abbreviation,
				quantity: lineQuantity( product.category, this.input.valueAt ),
				stateFee,
				processingSurcharge: surcharge,
				ccFee:
					method && product.price === 0
						? freeFormationCardFee( stateFee + surcharge )
						: 0,
				...( method
					? filingOf( abbreviation, method )
					: {
							product_option_id: null,
							product_option_key: null,
							data: { state: abbreviation },
						} ),
			} ),
			product.category,
			standard
		);
	}

	private bundleOf( product: ConfiguredProduct ): Bundle | undefined {
		return this.input.catalog.bundles.find(
			( bundle ) => bundle.product_id === product.product_id
		);
	}

	/**
	 * A bundle and its items; the items cost nothing on their own and leave with it.
	 */
	private addBundle( product: ConfiguredProduct ): void {
		const bundle = this.bundleOf( product );
		if ( bundle ) {
			bundleLines(
				product,
				bundle,
				this.input.catalog.simple,
				product.state ?? this.input.state ?? ''
			).forEach( ( [ line, category ] ) => this.push( line, category ) );
		}
	}

	/**
	 * The subscription bundle of the product's own state when the editor set one (a "Delaware subscription"
	 * whatever state the company is formed in), else of the company's state.
	 */
	private addSubscription( product: ConfiguredProduct ): void {
		const state = product.state ?? this.input.state;
		const match = matchSubscriptionBundle(
			this.input.catalog.subscriptionBundles,
			state,
			this.input.entityType
		);
		if ( match.warning ) {
			this.warning = match.warning;
		}
		if ( ! match.bundle ) {
			return;
		}
		this.subscription = { bundle: match.bundle, price: match.price };
		this.push(
			cartLine(
				{
					id: match.bundle.id,
					name: match.bundle.name,
					price: match.price,
					category: 'subscription-bundle',
					type: 'subscription_bundle',
					duration: 12,
				},
				{
					saveAs: product.saveAs,
					state: state ?? '',
					data: { state: state ?? '' },
				}
			),
			'subscription-bundle'
		);
	}

	/**
	 * Every vehicle's products, vehicle by vehicle, once for all the vehicle products of the form.
	 */
	private addVehicles(): void {
		if ( this.vehiclesAdded ) {
			return;
		}
		this.vehiclesAdded = true;
		vehicleLines(
			this.input.configured,
			this.input.catalog.simple,
			formValue( this.input, 'vehicleInformation.vehicles' ),
			this.input.state ?? ''
		).forEach( ( line ) => this.push( line, 'vehicle' ) );
	}

	/**
	 * "Domain cart changes sync the domain product": one line per domain while the cart has any.
	 */
	private addDomains( product: ConfiguredProduct ): void {
		domainLines(
			product,
			this.input.catalog.simple,
			this.input.domainCart,
			this.input.state ?? ''
		).forEach( ( line ) => this.push( line, 'domain' ) );
	}
}
