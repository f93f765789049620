import { triggerConditionsMet } from '../../../src/cart/cart-config';
import { createStore, raProduct, settle } from './fake-transport';

describe( 'choosing a state puts its registered-agent product in the cart', () => {
	it( 'loads the state and shows its price', async () => {
		const { store, transport } = createStore();
		expect( store.cart.lines ).toEqual( [] );

		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} );
		expect( store.products.productsLoaded ).toBe( false );
		await settle();

		expect( transport.loadRegisteredAgentProducts ).toHaveBeenCalledWith(
			'CA'
		);
		expect( store.products.productsLoaded ).toBe( true );
		expect( store.cart.lines ).toMatchObject( [
			{
				product_id: 1004,
				price: 149,
				state: 'CA',
				saveAs: 'registeredAgent',
				durationFormatted: '1 Year',
			},
		] );
		expect( store.cart.total ).toBe( 149 );
	} );

	it( '"Outside of the US" loads nothing, nor when chosen again', async () => {
		const { store, transport } = createStore();
		const outside = { key: 'OUTSIDE_US', value: 'Outside of the US' };
		store.formData.set( 'companyInformation.state', outside );
		await settle();
		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} );
		await settle();
		store.formData.set( 'companyInformation.state', outside );
		await settle();
		expect(
			transport.loadRegisteredAgentProducts.mock.calls.map(
				( [ state ] ) => state
			)
		).toEqual( [ 'CA' ] );
		expect( store.products.productsLoaded ).toBe( true );
		expect( store.cart.lines ).toEqual( [] );
	} );

	it( 'switching state replaces the line', async () => {
		const { store } = createStore();
		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} );
		await settle();
		store.formData.set( 'companyInformation.state', {
			key: 'TX',
			value: 'Texas',
		} );
		await settle();
		expect(
			store.cart.lines.map( ( line ) => [ line.state, line.price ] )
		).toEqual( [ [ 'TX', 125 ] ] );
	} );

	it( 'a late answer for an older state never lands after a newer one', async () => {
		const { store, transport } = createStore();
		const answers: Record<
			string,
			( products: ReturnType< typeof raProduct >[] ) => void
		> = {};
		transport.loadRegisteredAgentProducts.mockImplementation(
			( state: string ) =>
				new Promise( ( resolve ) => ( answers[ state ] = resolve ) )
		);

		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} );
		store.formData.set( 'companyInformation.state', {
			key: 'TX',
			value: 'Texas',
		} );
		answers.TX( [ raProduct( 'TX', 125, 1000 ) ] );
		await settle();
		answers.CA( [ raProduct( 'CA', 149, 1004 ) ] );
		await settle();

		expect( store.products.registeredAgentProduct( 'CA' ) ).toBeUndefined();
		expect( store.cart.lines.map( ( line ) => line.state ) ).toEqual( [
			'TX',
		] );
		expect( store.products.productsLoaded ).toBe( true );
	} );

	it( 'a failed load leaves an empty cart and says so', async () => {
		const { store, transport } = createStore();
		transport.loadRegisteredAgentProducts.mockRejectedValueOnce(
			new Error( 'Network Error' )
		);
		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} );
		await settle();
		expect( store.cart.isEmpty ).toBe( true );
		expect( store.products.loadError ).toBe( 'Network Error' );
		expect( store.products.productsLoaded ).toBe( true );
	} );
} );

describe( 'trigger fields ("fieldTriggerToggle, orConditions each holding andConditions of fieldKey and fieldVal")', () => {
	const values: Record< string, unknown > = {
		'companyInformation.entityType': { key: 'LLC', value: 'LLC' },
		wantsKit: true,
	};
	const valueAt = ( path: string ) => values[ path ];
	const when = ( fieldKey: string, fieldVal: unknown ) => ( {
		fieldKey,
		fieldVal,
	} );

	it.each( [
		[ 'the toggle is off', { orConditions: [] }, true ],
		[ 'no group is given', { fieldTriggerToggle: true }, false ],
		[
			'a choice matches by its key',
			{
				fieldTriggerToggle: true,
				orConditions: [
					{
						andConditions: [
							when( 'companyInformation.entityType', 'LLC' ),
						],
					},
				],
			},
			true,
		],
		[
			'a list of values matches any of them',
			{
				fieldTriggerToggle: true,
				orConditions: [
					{
						andConditions: [
							when( 'companyInformation.entityType', [
								'Corp',
								'LLC',
							] ),
						],
					},
				],
			},
			true,
		],
		[
			'"true" typed in the editor matches a ticked box',
			{
				fieldTriggerToggle: true,
				orConditions: [
					{ andConditions: [ when( 'wantsKit', 'true' ) ] },
				],
			},
			true,
		],
		[
			'one condition of the group fails',
			{
				fieldTriggerToggle: true,
				orConditions: [
					{
						andConditions: [
							when( 'wantsKit', true ),
							when( 'companyInformation.entityType', 'Corp' ),
						],
					},
				],
			},
			false,
		],
		[
			'a hand-written group without conditions is ignored, another holds',
			{
				fieldTriggerToggle: true,
				orConditions: [
					{} as never,
					{ andConditions: [] },
					{ andConditions: [ when( 'wantsKit', true ) ] },
				],
			},
			true,
		],
	] )( 'the product belongs or not when %s', ( _case, config, expected ) => {
		expect( triggerConditionsMet( config, valueAt ) ).toBe( expected );
	} );

	it.each( [
		[ 'TX', [ 'CA', 'TX' ], true ],
		[ 'NY', [ 'CA', 'TX' ], false ],
		[ 'TX', [], false ],
	] )(
		'a row "the state is in" the local filing list: %s with the list %j → %p',
		( state, localFiling, expected ) => {
			const config = {
				fieldTriggerToggle: true,
				orConditions: [
					{
						andConditions: [
							{
								fieldKey: 'companyInformation.state',
								fieldVal: '',
								stateList: 'localFiling',
							},
						],
					},
				],
			};
			const at = ( path: string ) =>
				path === 'companyInformation.state'
					? { key: state, value: state }
					: undefined;
			expect( triggerConditionsMet( config, at, { localFiling } ) ).toBe(
				expected
			);
		}
	);
} );
