import { flow, makeAutoObservable, observable } from 'mobx';

import type { CatalogSnapshot } from '../api/catalog';
import type { Product, Transport } from '../api/types';
import type { Bundle, Coupon, SubscriptionBundle } from '../pricing/types';
import { OUTSIDE_US } from '../jurisdictions';
import { planFilingLoads } from './load-plan';

type ListKind = 'simple' | 'coupons' | 'bundles' | 'subscriptionBundles';

const stateOf = ( product: Product ): string | undefined =>
	product.registered_agent?.jurisdiction.abbreviation ??
	product.jurisdiction?.abbreviation;

/**
 * Products from the product API, per kind (registered agent, simple, filing, bundles, coupons). The catalog PHP
 * inlined in the page answers first; the network is asked only for what it lacks. `productsLoaded` is false
 * while a load the current choices wait for runs.
 */
export class ProductsStore {
	registeredAgentByState = new Map< string, Product >();
	filingByState = new Map< string, Product[] >();
	simpleProducts: Product[] = [];
	coupons: Coupon[] = [];
	bundles: Bundle[] = [];
	subscriptionBundles: SubscriptionBundle[] = [];
	loadedLists = new Set< ListKind >();
	/** Loads that answer no visitor's choice (lists, every agent at once). */
	private listLoads = 0;
	loadError: string | null = null;
	/** Filing loads fail on their own: the filing choices offer their own retry. */
	filingLoadError: string | null = null;
	/**
	 * Every load carries the choice it answers (a state, a set of states). The store keeps the newest choice; an
	 * answer, or a failure, for an older one is dropped, and the form does not wait for it.
	 */
	private wantedRegisteredAgent: string | null = null;
	private pendingRegisteredAgent = new Set< string >();
	/** The states of the newest filing request, those on their way, and the one call for every state. */
	private wantedFiling = new Set< string >();
	private pendingFiling = new Set< string >();
	private allFiling: 'none' | 'loading' | 'loaded' = 'none';

	constructor(
		private transport: Transport,
		catalog?: CatalogSnapshot
	) {
		// Products are answers of the product API that nothing edits: the store tracks which product is where,
		// not each product's fields. Made deeply observable, the inlined catalog (every state's products) took
		// about 15 ms of the order form's first render.
		makeAutoObservable< ProductsStore, 'transport' >( this, {
			transport: false,
			registeredAgentByState: observable.shallow,
			filingByState: observable.shallow,
			simpleProducts: observable.ref,
			coupons: observable.ref,
			bundles: observable.ref,
			subscriptionBundles: observable.ref,
			loadRegisteredAgentProduct: flow,
			loadFilingProducts: flow,
			loadAllRegisteredAgents: flow,
			loadList: flow,
		} );
		if ( catalog ) {
			this.seed( catalog );
		}
	}

	/** False while a load runs that the current choices wait for; a load for an older choice does not count. */
	get productsLoaded(): boolean {
		return (
			this.listLoads === 0 &&
			! this.waitingForRegisteredAgent &&
			! this.waitingForFiling
		);
	}

	private get waitingForRegisteredAgent(): boolean {
		return (
			this.wantedRegisteredAgent !== null &&
			this.pendingRegisteredAgent.has( this.wantedRegisteredAgent )
		);
	}

	private get waitingForFiling(): boolean {
		return (
			this.allFiling === 'loading' ||
			[ ...this.wantedFiling ].some( ( state ) =>
				this.pendingFiling.has( state )
			)
		);
	}

	registeredAgentProduct( stateAbbreviation: string ): Product | undefined {
		return this.registeredAgentByState.get( stateAbbreviation );
	}

	filingProducts( stateAbbreviation: string ): Product[] {
		return this.filingByState.get( stateAbbreviation ) ?? [];
	}

	hasFilingProducts( stateAbbreviation: string ): boolean {
		return this.filingByState.has( stateAbbreviation );
	}

	/**
	 * Takes every list the page carried, so the first render needs no network.
	 */
	seed( catalog: CatalogSnapshot ): void {
		this.storeRegisteredAgents( catalog.registered_agent_products ?? [] );
		Object.entries( catalog.filing_products ?? {} ).forEach(
			( [ state, products ] ) => this.filingByState.set( state, products )
		);
		const lists: Array< [ ListKind, unknown[] | undefined ] > = [
			[ 'simple', catalog.simple_products ],
			[ 'coupons', catalog.coupons ],
			[ 'bundles', catalog.bundles ],
			[ 'subscriptionBundles', catalog.subscription_bundles ],
		];
		for ( const [ kind, list ] of lists ) {
			if ( Array.isArray( list ) ) {
				this.storeList( kind, list );
			}
		}
	}

	*loadRegisteredAgentProduct(
		stateAbbreviation: string
	): Generator< Promise< Product[] >, void, Product[] > {
		this.wantedRegisteredAgent = stateAbbreviation;
		// No registered agent is sold outside the US: asking for one is a request in vain.
		if (
			stateAbbreviation === OUTSIDE_US ||
			this.registeredAgentByState.has( stateAbbreviation ) ||
			this.pendingRegisteredAgent.has( stateAbbreviation )
		) {
			return;
		}
		this.pendingRegisteredAgent.add( stateAbbreviation );
		this.loadError = null;
		const stillWanted = () =>
			this.wantedRegisteredAgent === stateAbbreviation;
		try {
			const products =
				yield this.transport.loadRegisteredAgentProducts(
					stateAbbreviation
				);
			if ( stillWanted() ) {
				this.storeRegisteredAgents( products );
			}
		} catch ( error ) {
			if ( stillWanted() ) {
				this.loadError = messageOf( error );
			}
		} finally {
			this.pendingRegisteredAgent.delete( stateAbbreviation );
		}
	}

	/** Multi-state forms price every state: one call for all registered agents, unless the page had them. */
	*loadAllRegisteredAgents(): Generator<
		Promise< Product[] >,
		void,
		Product[]
	> {
		if ( this.registeredAgentByState.size > 1 ) {
			return;
		}
		this.listLoads++;
		try {
			this.storeRegisteredAgents(
				yield this.transport.loadAllRegisteredAgentProducts()
			);
		} catch ( error ) {
			this.loadError = messageOf( error );
		} finally {
			this.listLoads--;
		}
	}

	/**
	 * Loads the filing products of the selected states that are neither here nor on their way. An answer is
	 * kept only for states still selected by the newest request, so a late answer for an older selection
	 * never lands.
	 */
	*loadFilingProducts(
		states: readonly string[]
	): Generator< Promise< Product[][] >, void, Product[][] > {
		this.wantedFiling = new Set( states );
		const known = new Set( [
			...this.filingByState.keys(),
			...this.pendingFiling,
		] );
		if ( this.allFiling !== 'none' ) {
			states.forEach( ( state ) => known.add( state ) );
		}
		const calls = planFilingLoads( states, known );
		if ( calls.length === 0 ) {
			return;
		}
		calls.forEach( ( state ) =>
			state === null
				? ( this.allFiling = 'loading' )
				: this.pendingFiling.add( state )
		);
		this.filingLoadError = null;
		try {
			const answers = yield Promise.all(
				calls.map( ( state ) =>
					this.transport.loadFilingProducts( state )
				)
			);
			answers.forEach( ( products, index ) =>
				this.storeFiling( products, calls[ index ] )
			);
		} catch ( error ) {
			// A failure matters only while one of its states is still chosen.
			if (
				calls.some(
					( state ) =>
						state === null || this.wantedFiling.has( state )
				)
			) {
				this.filingLoadError = messageOf( error );
			}
			if ( this.allFiling === 'loading' ) {
				this.allFiling = 'none';
			}
		} finally {
			calls.forEach(
				( state ) => state && this.pendingFiling.delete( state )
			);
		}
	}

	/** Loads the lists that do not depend on a state (simple products, coupons, bundles), once each. */
	loadStatelessLists(): void {
		( [ 'simple', 'coupons', 'bundles', 'subscriptionBundles' ] as const )
			.filter( ( kind ) => ! this.loadedLists.has( kind ) )
			.forEach( ( kind ) => this.loadList( kind ) );
	}

	*loadList(
		kind: ListKind
	): Generator< Promise< unknown[] >, void, unknown[] > {
		const loaders: Record< ListKind, () => Promise< unknown[] > > = {
			simple: this.transport.loadSimpleProducts,
			coupons: this.transport.loadCoupons,
			bundles: this.transport.loadBundles,
			subscriptionBundles: this.transport.loadSubscriptionBundles,
		};
		this.listLoads++;
		try {
			this.storeList( kind, yield loaders[ kind ]() );
		} catch ( error ) {
			this.loadError = messageOf( error );
		} finally {
			this.listLoads--;
		}
	}

	private storeRegisteredAgents( products: Product[] ): void {
		for ( const product of products ) {
			const state = stateOf( product );
			if ( state ) {
				this.registeredAgentByState.set( state, product );
			}
		}
	}

	/**
	 * Files an answer under its states; a state asked for by name is marked loaded even when it has none.
	 * The answer of one named state is dropped when that state is no longer selected.
	 */
	private storeFiling( products: Product[], requested: string | null ): void {
		if ( requested !== null && ! this.wantedFiling.has( requested ) ) {
			return;
		}
		const byState = new Map< string, Product[] >();
		if ( requested ) {
			byState.set( requested, [] );
		}
		for ( const product of products ) {
			const state = stateOf( product ) ?? requested;
			if ( state ) {
				byState.set( state, [
					...( byState.get( state ) ?? [] ),
					product,
				] );
			}
		}
		byState.forEach( ( list, state ) =>
			this.filingByState.set( state, list )
		);
		if ( requested === null ) {
			this.allFiling = 'loaded';
		}
	}

	private storeList( kind: ListKind, list: unknown[] ): void {
		if ( kind === 'simple' ) {
			this.simpleProducts = list as Product[];
		} else if ( kind === 'coupons' ) {
			this.coupons = list as Coupon[];
		} else if ( kind === 'bundles' ) {
			this.bundles = list as Bundle[];
		} else {
			this.subscriptionBundles = list as SubscriptionBundle[];
		}
		this.loadedLists.add( kind );
	}
}

function messageOf( error: unknown ): string {
	return error instanceof Error ? error.message : String( error );
}
