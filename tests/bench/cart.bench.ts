/**
 * Cart benchmarks: a rebuild with all 50 states selected in the multi-state registered-agent form (goal
 * <= 8 ms), and 1000 random cart operations, each run from a fresh RootStore with the catalog inlined in
 * the page (so no network and no waiting).
 */
import { registeredAgentProducts } from '../../sandbox/src/catalog';
import type { Product } from '../../src/api/types';
import type { PageConfig } from '../../src/config';
import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { RootStore } from '../../src/store/RootStore';
import { catalogProducts } from '../js/store/fake-catalog';
import { fakeTransport, testConfig } from '../js/store/fake-transport';
import { measure, report } from './measure';

const STATES = registeredAgentProducts
	.map( ( product ) => product.registered_agent.jurisdiction.abbreviation )
	.filter( ( state ) => state !== 'DC' && state !== 'PR' );

function configWith( products: ConfiguredProduct[] ): PageConfig {
	const config = testConfig( { formType: 'registered-agent-signup' } );
	config.form.steps[ 0 ].modules.push( {
		name: 'multi-state-picker',
		attributes: { products },
	} );
	const filing: Record< string, Product[] > = {};
	for ( const state of STATES ) {
		filing[ state ] = catalogProducts.filing( state );
	}
	config.catalog = {
		fetchedAt: '2026-11-23T00:00:00Z',
		registered_agent_products: catalogProducts.registeredAgents,
		simple_products: catalogProducts.simple,
		bundles: [ ...catalogProducts.bundles ],
		subscription_bundles: [ ...catalogProducts.subscriptionBundles ],
		coupons: [ ...catalogProducts.coupons ],
		filing_products: filing,
	};
	return config;
}

const MULTI_STATE: ConfiguredProduct[] = [
	{
		saveAs: 'registeredAgent',
		category: 'registered-agent',
		primary: true,
		multiState: true,
		bulkPrice: 89,
		bulkQuantity: 5,
	},
];

const FORMATION: ConfiguredProduct[] = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
	{ saveAs: 'formation', category: 'formation', primary: true },
	{ saveAs: 'corporateBook', category: 'corporate-book' },
	{ saveAs: 'corporateSeal', category: 'corporate-seal' },
	{ saveAs: 'overseasShipping', category: 'overseas-shipping' },
	{ saveAs: 'businessIdentity', category: 'bundle', product_id: 4100 },
	{ saveAs: 'tradeName', category: 'trade-name' },
];

/** A small deterministic generator, so every run does the same operations. */
function random( seed: number ): () => number {
	let state = seed;
	return () => {
		state = ( state * 1103515245 + 12345 ) % 2147483648;
		return state / 2147483648;
	};
}

it( 'measures cart rebuilds', () => {
	const multiStateConfig = configWith( MULTI_STATE );
	const formationConfig = configWith( FORMATION );
	const create = ( config: PageConfig ) =>
		new RootStore( config, {
			transport: fakeTransport(),
			navigate: () => undefined,
		} );

	// One store with all 50 states selected; each run unticks and reticks a state, rebuilding twice.
	const allStates = create( multiStateConfig );
	STATES.forEach( ( state ) =>
		allStates.cart.setStateSelected( 'registeredAgent', state, true )
	);
	let checksum = 0;
	const rebuild = measure(
		'cart rebuild, 50 states selected in the multi-state registered-agent form (untick + retick a state: 2 rebuilds)',
		( run ) => {
			const state = STATES[ run % STATES.length ];
			allStates.cart.setStateSelected( 'registeredAgent', state, false );
			checksum += allStates.cart.total;
			allStates.cart.setStateSelected( 'registeredAgent', state, true );
			checksum += allStates.cart.total;
		},
		{ runs: 200, goal: 8 }
	);
	expect( allStates.cart.lines ).toHaveLength( 50 );
	expect( allStates.cart.total ).toBe( 50 * 89 );
	allStates.dispose();

	const operations = measure(
		'1000 random cart operations from a fresh RootStore',
		( run ) => {
			const next = random( run + 1 );
			const store = create( formationConfig );
			const pick = < T >( list: readonly T[] ) =>
				list[ Math.floor( next() * list.length ) ];
			for ( let i = 0; i < 1000; i++ ) {
				const choice = next();
				if ( choice < 0.25 ) {
					const state = pick( STATES );
					store.formData.set( 'companyInformation.state', {
						key: state,
						value: state,
					} );
				} else if ( choice < 0.55 ) {
					const product = pick( FORMATION ).saveAs;
					store.cart.setChecked(
						product,
						! store.cart.productState( product )?.checked
					);
				} else if ( choice < 0.7 ) {
					store.formData.set(
						'businessIdentityToggle',
						next() < 0.5
					);
				} else if ( choice < 0.85 ) {
					const state = store.formData.selectedState?.key ?? 'CA';
					store.cart.selectFilingMethod(
						'formation',
						state,
						`${ state.toLowerCase() }-llc-formation-${
							next() < 0.5 ? 'standard' : 'expedited'
						}`
					);
				} else if ( choice < 0.95 ) {
					store.cart.applyCouponCode(
						pick( [ 'SAVE20', 'AGENT10', 'FORMATION50', 'NOPE' ] )
					);
				} else {
					store.formData.set( 'couponCodes', [] );
				}
				checksum += store.cart.total;
			}
			store.dispose();
		},
		{ runs: 20, warmup: 3 }
	);
	report( [ rebuild, operations ] );
	expect( Number.isFinite( checksum ) ).toBe( true );
} );
