import type { Product } from '../../../src/api/types';
import type { ConfiguredProduct } from '../../../src/cart/cart-config';
import { RootStore } from '../../../src/store/RootStore';
import { catalogProducts } from './fake-catalog';
import { fakeTransport, raProduct, settle, testConfig } from './fake-transport';

/*
 * Every product load carries the choice it answers: an answer or a failure for an older choice never reaches the
 * cart, and the form does not wait for it once a newer choice has its answer.
 */

const FORMATION: ConfiguredProduct[] = [
	{ saveAs: 'registeredAgent', category: 'registered-agent', primary: true },
	{ saveAs: 'formation', category: 'formation', primary: true },
];

interface Held {
	resolve: () => void;
	reject: ( error: Error ) => void;
}

/** A transport whose filing answers for `slowState` wait until the test lets them go; others answer at once. */
function slowFilingFor( slowState: string ) {
	const transport = fakeTransport();
	const held: Held[] = [];
	transport.loadFilingProducts.mockImplementation(
		( state: string | null ) =>
			state !== slowState
				? Promise.resolve( catalogProducts.filing( state ) )
				: new Promise< Product[] >( ( resolve, reject ) =>
						held.push( {
							resolve: () =>
								resolve( catalogProducts.filing( state ) ),
							reject,
						} )
					)
	);
	const config = testConfig( { formType: 'business-formation' } );
	config.form.steps[ 0 ].modules.push( {
		name: 'optional-products',
		attributes: { products: FORMATION },
	} );
	const store = new RootStore( config, { transport, navigate: jest.fn() } );
	return { store, held };
}

const chooseState = ( store: RootStore, key: string ) =>
	store.formData.set( 'companyInformation.state', { key, value: key } );

const cartOf = ( store: RootStore ) =>
	store.cart.lines.map( ( line ) => ( {
		saveAs: line.saveAs,
		state: line.state,
		product: line.product_id,
		price: line.price,
		stateFee: line.stateFee,
		surcharge: line.processingSurcharge,
	} ) );

describe( 'filing products: the answer for an older state is dropped', () => {
	it( 'choosing CA (slow) then TX prices TX at once, and CA arriving later changes nothing', async () => {
		const { store, held } = slowFilingFor( 'CA' );
		chooseState( store, 'CA' );
		chooseState( store, 'TX' );
		await settle();

		// Texas: agent $125 and the $300 state fee of the formation, while California's answer is still out.
		expect( store.products.productsLoaded ).toBe( true );
		expect( store.busy ).toBe( false );
		expect( cartOf( store ).map( ( line ) => line.state ) ).toEqual( [
			'TX',
			'TX',
		] );
		expect( store.cart.lines[ 1 ].stateFee ).toBe( 300 );
		const texas = cartOf( store );

		held[ 0 ].resolve();
		await settle();
		expect( store.products.hasFilingProducts( 'CA' ) ).toBe( false );
		expect( cartOf( store ) ).toEqual( texas );
	} );

	it( 'a filing method chosen while the older answer is out stands when it arrives', async () => {
		const { store, held } = slowFilingFor( 'CA' );
		chooseState( store, 'CA' );
		chooseState( store, 'TX' );
		await settle();
		store.cart.selectFilingMethod(
			'formation',
			'TX',
			'tx-llc-formation-expedited'
		);
		const expedited = cartOf( store );
		expect( expedited[ 1 ].surcharge ).toBeGreaterThan( 0 );

		held[ 0 ].resolve();
		await settle();
		expect( cartOf( store ) ).toEqual( expedited );
	} );

	it( 'a coupon applied while the older answer is out stays on the newer cart', async () => {
		const { store, held } = slowFilingFor( 'CA' );
		chooseState( store, 'CA' );
		chooseState( store, 'TX' );
		await settle();
		const before = store.cart.total;
		expect( store.cart.applyCouponCode( 'SAVE20' ) ).toBe( 'applied' );
		// SAVE20 takes $20 off.
		expect( store.cart.total ).toBe( before - 20 );

		held[ 0 ].resolve();
		await settle();
		expect( store.cart.total ).toBe( before - 20 );
		expect( store.cart.couponCodes ).toEqual( [ 'SAVE20' ] );
	} );

	it( 'a failure for the older state is not shown against the newer one', async () => {
		const { store, held } = slowFilingFor( 'CA' );
		chooseState( store, 'CA' );
		chooseState( store, 'TX' );
		await settle();
		held[ 0 ].reject( new Error( 'Network Error' ) );
		await settle();
		expect( store.products.filingLoadError ).toBeNull();
		expect( store.cart.lines[ 1 ].state ).toBe( 'TX' );
	} );

	it( 'back to the slow state: the form waits for its answer and then prices it', async () => {
		const { store, held } = slowFilingFor( 'CA' );
		chooseState( store, 'CA' );
		chooseState( store, 'TX' );
		await settle();
		chooseState( store, 'CA' );
		await settle();
		expect( store.products.productsLoaded ).toBe( false );

		held.forEach( ( answer ) => answer.resolve() );
		await settle();
		expect( store.products.productsLoaded ).toBe( true );
		// California: the $70 state fee.
		expect( store.cart.lines[ 1 ] ).toMatchObject( {
			state: 'CA',
			stateFee: 70,
		} );
	} );
} );

describe( 'registered agent: the answer for an older state is dropped', () => {
	function slowAgentFor( slowState: string ) {
		const { store, transport } = ( () => {
			const fake = fakeTransport();
			return {
				transport: fake,
				store: new RootStore( testConfig(), {
					transport: fake,
					navigate: jest.fn(),
				} ),
			};
		} )();
		const held: Held[] = [];
		transport.loadRegisteredAgentProducts.mockImplementation(
			( state: string ) =>
				state !== slowState
					? Promise.resolve( [ raProduct( state, 125, 1000 ) ] )
					: new Promise< Product[] >( ( resolve, reject ) =>
							held.push( {
								resolve: () =>
									resolve( [
										raProduct( state, 149, 1004 ),
									] ),
								reject,
							} )
						)
		);
		return { store, held };
	}

	it( 'the form is usable with the newer state priced while the older answer is out', async () => {
		const { store, held } = slowAgentFor( 'CA' );
		chooseState( store, 'CA' );
		expect( store.busy ).toBe( true );
		chooseState( store, 'TX' );
		await settle();
		expect( store.busy ).toBe( false );
		expect( store.cart.total ).toBe( 125 );

		held[ 0 ].reject( new Error( 'Network Error' ) );
		await settle();
		expect( store.products.loadError ).toBeNull();
		expect( store.cart.lines.map( ( line ) => line.state ) ).toEqual( [
			'TX',
		] );
	} );
} );
