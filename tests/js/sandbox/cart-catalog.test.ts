/*
 * @jest-environment node
 */
import {
	bundles,
	coupons,
	filingProducts,
	filingProductsFor,
	isCartProductId,
	isProductOption,
	simpleProducts,
	subscriptionBundles,
} from '../../../sandbox/src/cart-catalog';
import {
	isKnownProductId,
	registeredAgentProducts,
} from '../../../sandbox/src/catalog';
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import {
	findSignupProblem,
	type SignupRules,
} from '../../../sandbox/src/signup';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';

const find = ( state: string, category: string ) =>
	filingProductsFor( state ).find(
		( product ) => product.category === category
	);

describe( 'sandbox filing products', () => {
	it.each( [
		// Real state fees: [state, LLC articles, corporation articles]
		[ 'CA', 70, 100 ],
		[ 'DE', 110, 109 ],
		[ 'TX', 300, 300 ],
		[ 'NY', 200, 125 ],
		[ 'MA', 500, 275 ],
		[ 'NV', 425, 725 ],
		[ 'WY', 100, 100 ],
		[ 'DC', 99, 99 ],
		[ 'PR', 250, 150 ],
	] )( '%s: LLC state fee $%p, corporation $%p', ( state, llc, corp ) => {
		expect(
			find( state, 'llc-formation' )?.filing_methods[ 0 ]
		).toMatchObject( {
			name: 'Standard',
			cost: llc,
			surcharge: 0,
			jurisdiction: state,
		} );
		expect(
			find( state, 'corp-formation' )?.filing_methods[ 0 ].cost
		).toBe( corp );
	} );

	it( 'covers the 50 states, DC and Puerto Rico, and nothing outside the US', () => {
		const states = new Set(
			filingProducts.map( ( p ) => p.jurisdiction?.abbreviation )
		);
		expect( states.size ).toBe( 52 );
		expect( filingProductsFor( 'OUTSIDE_US' ) ).toEqual( [] );
		expect( filingProductsFor( 'GU' ) ).toEqual( [] );
	} );

	it( 'sells an expedited method where the state has one: cost plus its expedite fee, our surcharge, faster', () => {
		const [ standard, expedited ] = find(
			'CA',
			'llc-formation'
		)!.filing_methods;
		expect( expedited ).toMatchObject( {
			name: 'Expedited',
			cost: 420,
			surcharge: 50,
		} );
		expect( expedited.filed_in.hours ).toBeLessThan(
			standard.filed_in.hours
		);
		expect( find( 'FL', 'llc-formation' )!.filing_methods ).toHaveLength(
			1
		);
	} );

	it.each( [
		[ 'np-corp-formation', [ 'NY' ] ],
		[ 'public-benefit-corporation', [ 'AZ', 'NV' ] ],
		[ 'ny-publication', [ 'NY' ] ],
		[ 'parent-formation', [ 'DE', 'FL', 'ID', 'MT', 'TX', 'WA', 'WY' ] ],
	] )( '%s exists only in %j', ( category, states ) => {
		const where = filingProducts
			.filter( ( p ) => p.category === category )
			.map( ( p ) => p.jurisdiction?.abbreviation );
		expect( where.sort() ).toEqual( [ ...states ].sort() );
	} );

	it( 'files California trade names with the county: local jurisdictions', () => {
		const methods = find( 'CA', 'trade-name' )!.filing_methods;
		expect(
			methods.map( ( m ) => [ m.local_jurisdiction, m.cost ] )
		).toEqual( [
			[ 'Los Angeles County', 26 ],
			[ 'San Diego County', 48 ],
			[ 'San Francisco', 41 ],
		] );
	} );

	it( 'leaves the filing methods out of a shallow list', () => {
		expect(
			filingProductsFor( 'CA', true ).every(
				( p ) => p.filing_methods.length === 0
			)
		).toBe( true );
	} );

	it( 'gives every product and every filing method a unique id', () => {
		const ids = [
			...registeredAgentProducts,
			...filingProducts,
			...simpleProducts,
		].map( ( p ) => p.id );
		expect( new Set( ids ).size ).toBe( ids.length );
		const methodIds = [ ...filingProducts, ...simpleProducts ].flatMap(
			( p ) => p.filing_methods.map( ( m ) => m.id )
		);
		expect( new Set( methodIds ).size ).toBe( methodIds.length );
	} );

	it( 'accepts a filing method id only as an option of its own product', () => {
		const llc = find( 'CA', 'llc-formation' )!;
		const corp = find( 'CA', 'corp-formation' )!;
		expect( isCartProductId( llc.id ) ).toBe( true );
		expect( isProductOption( llc.id, llc.filing_methods[ 0 ].id ) ).toBe(
			true
		);
		expect( isProductOption( corp.id, llc.filing_methods[ 0 ].id ) ).toBe(
			false
		);
		expect( isCartProductId( 99999 ) ).toBe( false );
	} );
} );

describe( 'sandbox simple products, bundles, subscription bundles and coupons', () => {
	it( 'has tax ID with and without SSN, each with its federal filing method', () => {
		const taxIds = simpleProducts.filter(
			( p ) => p.category === 'tax-id'
		);
		expect(
			taxIds.map( ( p ) => [
				p.name,
				p.filing_methods[ 0 ].jurisdiction,
			] )
		).toEqual( [
			[ 'Tax ID (EIN) with SSN', 'Federal' ],
			[ 'Tax ID (EIN) without SSN', 'Federal' ],
		] );
	} );

	it( 'bundles only products of the catalog', () => {
		const ids = new Set( simpleProducts.map( ( p ) => p.id ) );
		for ( const bundle of bundles ) {
			expect( bundle.product_ids.every( ( id ) => ids.has( id ) ) ).toBe(
				true
			);
		}
		expect(
			bundles.filter( ( b ) => b.config.isBusinessIdentity )
		).toHaveLength( 1 );
	} );

	it( 'prices a subscription bundle per state for LLC and Corp, a whole dollar per month', () => {
		const ca = subscriptionBundles.find(
			( b ) => b.jurisdiction === 'CA'
		)!;
		expect( ca.llc_price % 12 ).toBe( 0 );
		expect( ca.corp_price ).toBeGreaterThan( ca.llc_price );
		expect( ca.product_ids ).toContain( 1004 );
		expect( subscriptionBundles ).toHaveLength(
			registeredAgentProducts.length
		);
	} );

	it( 'has dollar and percent coupons, restricted and not', () => {
		expect(
			coupons.map( ( c ) => [
				c.id,
				c.dollar_value,
				c.percent_value,
				c.product_id_restrictions.length > 0,
			] )
		).toEqual( [
			[ 'SAVE20', 20, null, false ],
			[ 'BIG500', 500, null, false ],
			[ 'AGENT10', null, 10, true ],
			[ 'FORMATION50', null, 50, true ],
		] );
	} );
} );

describe( 'sandbox product-list routes', () => {
	let sandbox: RunningSandbox;
	beforeAll( async () => {
		sandbox = await startSandbox( {
			port: 0,
			websiteId: '1',
			tokenizerTestKey: 'k',
		} );
	} );
	afterAll( () => sandbox.close() );

	const get = async ( path: string ) => {
		const response = await fetch( `${ sandbox.url }${ path }` );
		return {
			status: response.status,
			body: ( await response.json() ) as {
				result?: Array< Record< string, unknown > >;
				error?: string;
			},
		};
	};

	it.each( [
		[ '/api/simple_products?website_id=1', simpleProducts.length ],
		[ '/api/filing_products?website_id=1', filingProducts.length ],
		[
			'/api/filing_products?website_id=1&state_abbreviation=CA',
			filingProductsFor( 'CA' ).length,
		],
		[
			'/api/filing_products?website_id=1&state_abbreviation=OUTSIDE_US',
			0,
		],
		[ '/api/bundles?website_id=1', bundles.length ],
		[
			'/api/subscription_bundles?website_id=1',
			subscriptionBundles.length,
		],
		[ '/api/subscription_bundles?website_id=1&state_abbreviation=TX', 1 ],
		[ '/api/coupons?website_id=1', coupons.length ],
	] )( 'GET %s lists %p in result', async ( path, count ) => {
		const { status, body } = await get( path );
		expect( status ).toBe( 200 );
		expect( body.result ).toHaveLength( count );
	} );

	it( 'answers a shallow list without filing methods', async () => {
		const { body } = await get(
			'/api/filing_products?website_id=1&state_abbreviation=CA&shallow=1'
		);
		expect(
			body.result?.every(
				( p ) => ( p.filing_methods as unknown[] ).length === 0
			)
		).toBe( true );
	} );

	it.each( [
		[ '/api/coupons', 'website_id is required' ],
		[
			'/api/bundles?website_id=2',
			'website_id 2 is not the configured website id 1',
		],
		[
			'/api/filing_products?website_id=1&state_abbreviation=ca',
			'state_abbreviation "ca" is not a known jurisdiction (use an upper-case code such as CA)',
		],
	] )( 'GET %s → 400 %p', async ( path, error ) => {
		const { status, body } = await get( path );
		expect( status ).toBe( 400 );
		expect( body.error ).toBe( error );
	} );
} );

describe( 'the strict process_signup takes cart products', () => {
	const rules: SignupRules = {
		websiteId: '1',
		isKnownProduct: ( id ) =>
			isKnownProductId( id ) || isCartProductId( id ),
		isProductOption,
		tokenStatus: () => 'usable',
	};
	const llc = find( 'CA', 'llc-formation' )!;
	const orderWith = ( productId: number, optionId: number | null ) => {
		const order = buildSampleOrder();
		order.companies[ 0 ].products.push( {
			product_id: productId,
			product_option_id: optionId,
			quantity: 1,
			data: { state: 'CA' },
			saveAs: 'formation',
		} );
		return order;
	};

	it.each( [
		[
			'a formation with its filing method',
			llc.id,
			llc.filing_methods[ 0 ].id,
			null,
		],
		[ 'a simple product without option', 4001, null, null ],
		[ 'a bundle', 4100, null, null ],
		[
			'a filing method of another product',
			llc.id,
			find( 'TX', 'llc-formation' )!.filing_methods[ 0 ].id,
			`companies[0].products[1].product_option_id ${ find( 'TX', 'llc-formation' )!.filing_methods[ 0 ].id } is not a filing method of product ${ llc.id }`,
		],
		[
			'an unknown product',
			99999,
			null,
			'companies[0].products[1].product_id 99999 is not a product of the catalog',
		],
	] )( '%s', ( _name, productId, optionId, problem ) => {
		expect(
			findSignupProblem( orderWith( productId, optionId ), rules )
		).toBe( problem );
	} );
} );
