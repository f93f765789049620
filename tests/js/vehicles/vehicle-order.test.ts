/**
 * The vehicle registration demo page's store: the cart follows the vehicles (lines carry vehicleKey, removing a
 * vehicle removes all its products, a type change swaps the registration), and the order it sends holds each
 * line's vehicle data and is priced by the sandbox exactly as the page priced it.
 */
import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { priceOrder } from '../../../sandbox/src/oracle';
import { findSignupProblem } from '../../../sandbox/src/signup';
import {
	addVehicle,
	removeVehicle,
	updateVehicle,
} from '../../../blocks/vehicle-information/vehicle-actions';
import { RootStore } from '../../../src/store/RootStore';
import { fillFromDataset } from '../../../src/toolbox/dataset';
import {
	vehicleOffers,
	withAddOn,
	withElectricHybrid,
	withTaxAnswer,
	withType,
} from '../../../src/vehicles/vehicle-products';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { demoPageLayout } from '../toolbox/demo-pages';
import { catalog, configured, TYPES } from './vehicle-fixture';

const offers = vehicleOffers( configured, catalog );

async function demoStore() {
	const transport = fakeTransport();
	const store = new RootStore(
		{ ...testConfig(), form: demoPageLayout( 'vehicle-registration' ) },
		{ transport, navigate: jest.fn() }
	);
	await settle();
	return { store, transport };
}

const linesOf = ( store: RootStore ) =>
	store.cart.lines.map( ( line ) => [
		line.saveAs,
		line.vehicleKey,
		line.price,
	] );

describe( 'the cart follows the vehicles', () => {
	it( 'each vehicle its lines, with its key; a type change swaps the registration; removal takes all its lines', async () => {
		const { store } = await demoStore();
		const { formData } = store;
		addVehicle( formData );
		addVehicle( formData );
		updateVehicle( formData, 0, ( vehicle ) =>
			withTaxAnswer(
				withType( vehicle, TYPES.car, offers ),
				'luxuryTax',
				'yes',
				offers
			)
		);
		updateVehicle( formData, 1, ( vehicle ) =>
			withAddOn(
				withType( vehicle, TYPES.boat, offers ),
				'lienFiling',
				true
			)
		);
		expect( linesOf( store ) ).toEqual( [
			[ 'carTruckRegistration', '0', 899 ],
			[ 'luxuryTax', '0', 825 ],
			[ 'boatRegistration', '1', 649 ],
			[ 'lienFiling', '1', 79 ],
		] );
		expect( store.cart.total ).toBe( 899 + 825 + 649 + 79 );

		// A cargo trailer owes no luxury tax: the car's tax leaves with its registration.
		updateVehicle( formData, 0, ( vehicle ) =>
			withType( vehicle, TYPES.cargoTrailer, offers )
		);
		expect( linesOf( store ) ).toEqual( [
			[ 'cargoTrailerRegistration', '0', 499 ],
			[ 'boatRegistration', '1', 649 ],
			[ 'lienFiling', '1', 79 ],
		] );

		removeVehicle( formData, 0 );
		expect( linesOf( store ) ).toEqual( [
			[ 'boatRegistration', '0', 649 ],
			[ 'lienFiling', '0', 79 ],
		] );
		removeVehicle( formData, 0 );
		expect( store.cart.lines ).toEqual( [] );
		store.dispose();
	} );

	it( 'the same product for two vehicles is two lines, named after each vehicle', async () => {
		const { store } = await demoStore();
		addVehicle( store.formData );
		addVehicle( store.formData );
		[ 0, 1 ].forEach( ( index ) =>
			updateVehicle( store.formData, index, ( vehicle ) =>
				withElectricHybrid(
					withType( vehicle, TYPES.car, offers ),
					'plugInHybridFee',
					offers
				)
			)
		);
		expect( store.cart.lines.map( ( line ) => line.name ) ).toEqual( [
			'Car/Truck Registration (vehicle 1)',
			'Plug-in Hybrid Fee (vehicle 1)',
			'Car/Truck Registration (vehicle 2)',
			'Plug-in Hybrid Fee (vehicle 2)',
		] );
		store.dispose();
	} );
} );

describe( 'the order of the demo dataset', () => {
	it( 'carries each line’s vehicle data, passes the strict checker and is priced by the sandbox as the page priced it', async () => {
		const { store, transport } = await demoStore();
		const dataset = require( '../../../toolbox-data/vehicle-registration.json' );
		expect(
			fillFromDataset( store.formData, dataset, {
				now: new Date( 2026, 10, 23, 15, 4 ),
				developerName: 'Ada',
			} )
		).toBeNull();
		await settle();
		const pageTotal = store.cart.total;
		// Pickup: registration, luxury tax, plug-in hybrid fee, temporary permit; trailer: registration.
		expect( pageTotal ).toBe( 899 + 825 + 70 + 49 + 699 );

		await store.submission.submit();
		expect( store.submission.error ).toBeNull();
		const [ formType, signupData ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [ string, Record< string, unknown > ];
		expect( formType ).toBe( 'vehicle-registration' );
		const order: Record< string, unknown > = {
			...signupData,
			website: 1,
			client_ip: '127.0.0.1',
			test: true,
			formType,
		};
		expect(
			findSignupProblem( order, {
				websiteId: '1',
				isKnownProduct: ( id: number ) =>
					isKnownProductId( id ) || isCartProductId( id ),
				isProductOption,
				tokenStatus: () => 'usable',
			} )
		).toBeNull();
		const products = (
			order.companies as Array< {
				products: Array< {
					saveAs: string;
					data: Record< string, unknown >;
				} >;
			} >
		 )[ 0 ].products;
		expect(
			products.map( ( line ) => [ line.saveAs, line.data.vehicle_key ] )
		).toEqual( [
			[ 'carTruckRegistration', '0' ],
			[ 'luxuryTax', '0' ],
			[ 'plugInHybridFee', '0' ],
			[ 'temporaryPermit', '0' ],
			[ 'travelTrailerRegistration', '1' ],
		] );
		expect( products[ 0 ].data ).toMatchObject( {
			vehicle_type: 'car-truck',
			vin: '1FTFW1ET5DFC10312',
			make: 'FORD',
			model: 'F-150',
			year: '2013',
			color: 'Blue',
			plate: '2',
			owned_by: {
				type: 'new-company',
				company_name: 'TEST Ada 2026-11-23 15:04 Big Sky Vehicles LLC',
			},
		} );
		const pricing = priceOrder( order );
		expect( pricing.problems ).toEqual( [] );
		expect( pricing.totalCents ).toBe( Math.round( pageTotal * 100 ) );
		store.dispose();
	} );
} );

describe( 'the sandbox prices a vehicle product only for a vehicle it applies to', () => {
	const orderWith = ( data: Record< string, unknown > ) => ( {
		companies: [
			{
				company: { entity_type: 'LLC' },
				products: [
					{
						product_id: 4210,
						product_option_id: null,
						quantity: 1,
						saveAs: 'luxuryTax',
						data,
					},
				],
			},
		],
	} );
	it.each( [
		[
			'a car',
			{
				vehicle_key: '0',
				vehicle_type: 'car-truck',
				vin: '1HGCM82633A004352',
				year: '2003',
			},
			[],
		],
		[
			'a boat',
			{ vehicle_key: '0', vehicle_type: 'boat' },
			[
				'companies[0].products[0].data.vehicle_type "boat" is not a vehicle type Luxury Vehicle Tax applies to (car-truck, motor-home)',
			],
		],
		[
			'no vehicle',
			{ vehicle_type: 'car-truck' },
			[
				'companies[0].products[0].data.vehicle_key must name the vehicle Luxury Vehicle Tax is for',
			],
		],
		[
			'a VIN in lower case',
			{
				vehicle_key: '0',
				vehicle_type: 'car-truck',
				vin: '1hgcm82633a004352',
			},
			[
				'companies[0].products[0].data.vin must be 17 upper-case letters and digits (no I, O or Q)',
			],
		],
	] )( '%s', ( _case, data, problems ) => {
		const pricing = priceOrder( orderWith( data ) );
		expect( pricing.problems ).toEqual( problems );
		expect( pricing.totalCents ).toBe( 82500 );
	} );
} );
