/*
 * @jest-environment node
 */
import {
	jurisdictions,
	OUTSIDE_US,
	registeredAgentProducts,
	registeredAgentProductsFor,
} from '../../../sandbox/src/catalog';

const abbreviationOf = (
	product: ( typeof registeredAgentProducts )[ number ]
) => product.registered_agent.jurisdiction.abbreviation;

describe( 'sandbox catalog', () => {
	it( 'sells a registered agent in the 50 states, DC and Puerto Rico only', () => {
		const sold = registeredAgentProducts.map( abbreviationOf );
		const states = jurisdictions
			.filter( ( j ) => j.group === 'States' )
			.map( ( j ) => j.abbreviation );
		expect( states ).toHaveLength( 51 );
		expect( states ).toContain( 'DC' );
		expect( sold ).toEqual( [ ...states, 'PR' ] );
		for ( const elsewhere of [
			'GU',
			'VI',
			'AS',
			'MP',
			'AA',
			'AE',
			'AP',
			OUTSIDE_US,
		] ) {
			expect( registeredAgentProductsFor( elsewhere ) ).toEqual( [] );
		}
	} );

	it( 'lists the military, territories and the non-US option as jurisdictions', () => {
		const byGroup = ( group: string ) =>
			jurisdictions
				.filter( ( j ) => j.group === group )
				.map( ( j ) => j.abbreviation );
		expect( byGroup( 'US Military' ) ).toEqual( [ 'AA', 'AE', 'AP' ] );
		expect( byGroup( 'US Territories' ).sort() ).toEqual( [
			'AS',
			'GU',
			'MP',
			'PR',
			'VI',
		] );
		expect(
			jurisdictions.find( ( j ) => j.abbreviation === OUTSIDE_US )
		).toMatchObject( {
			name: 'Outside of the US',
			group: 'Non-US Option(s)',
		} );
	} );

	it( 'has unique ids and abbreviations', () => {
		const unique = ( values: unknown[] ) =>
			new Set( values ).size === values.length;
		expect( unique( jurisdictions.map( ( j ) => j.id ) ) ).toBe( true );
		expect( unique( jurisdictions.map( ( j ) => j.abbreviation ) ) ).toBe(
			true
		);
		expect( unique( registeredAgentProducts.map( ( p ) => p.id ) ) ).toBe(
			true
		);
		expect(
			unique(
				registeredAgentProducts.map( ( p ) => p.registered_agent.id )
			)
		).toBe( true );
		expect( registeredAgentProducts.map( ( p ) => p.id ) ).toEqual(
			Array.from( { length: 52 }, ( _, index ) => 1000 + index )
		);
	} );

	it.each( [
		[ 'CA', 1004, 149 ],
		[ 'NY', 1032, 149 ],
		[ 'DE', 1007, 50 ],
		[ 'TX', 1043, 125 ],
		[ 'WY', 1050, 99 ],
		[ 'PR', 1051, 175 ],
	] )( '%s is product %d at $%d a year', ( abbreviation, id, price ) => {
		expect( registeredAgentProductsFor( abbreviation ) ).toEqual( [
			expect.objectContaining( {
				id,
				product_id: id,
				price,
				duration: 12,
			} ),
		] );
	} );

	it( 'gives every product the shape the product API serves (id, name, price, category, registered_agent ...)', () => {
		const california = jurisdictions.find(
			( j ) => j.abbreviation === 'CA'
		);
		expect( registeredAgentProductsFor( 'CA' )[ 0 ] ).toEqual( {
			id: 1004,
			product_id: 1004,
			name: 'Registered Agent Service - California',
			price: 149,
			category: 'registered-agent',
			type: 'registered_agent',
			sub_type: 'standard',
			kind: 'registered_agent_product',
			has_free_trial: false,
			trial_duration_days: 0,
			duration: 12,
			filing_methods: [],
			registered_agent: {
				id: 2004,
				jurisdiction: {
					id: california?.id,
					abbreviation: 'CA',
					state_province_region: 'California',
				},
			},
		} );
		for ( const product of registeredAgentProducts ) {
			expect( product.price ).toBeGreaterThan( 0 );
			expect( product.name ).toBe(
				`Registered Agent Service - ${ product.registered_agent.jurisdiction.state_province_region }`
			);
		}
	} );
} );
