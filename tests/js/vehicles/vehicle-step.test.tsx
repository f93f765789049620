/**
 * The Vehicle Information step on the page: a row from the start, plates asked for once on mount (a failure
 * only logged), a VIN typed in decoded into the empty fields, the block's preselected type, removal above the
 * minimum.
 */
import { act } from 'react';

import {
	VehicleServicesContext,
	type VehicleServices,
} from '../../../blocks/vehicle-information/services';
import { OrderForm } from '../../../src/components/OrderForm';
import type { FormLayout } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { demoPageLayout } from '../toolbox/demo-pages';
import { reactRootPerTest } from '../support/react-root';

const HONDA = '1HGCM82633A004352';

const page = reactRootPerTest();

function fakeServices( overrides: Partial< VehicleServices > = {} ) {
	return {
		plates: jest.fn( async () => [
			{ key: '1', value: 'Standard' },
			{ key: '2', value: 'Veteran' },
		] ),
		decodeVin: jest.fn( async () => ( {
			make: 'HONDA',
			model: 'Accord',
			year: '2003',
		} ) ),
		...overrides,
	};
}

/** The demo layout, its vehicle block's attributes changed. */
function layoutWith( attributes: Record< string, unknown > ): FormLayout {
	const layout = demoPageLayout( 'vehicle-registration' );
	return {
		...layout,
		steps: layout.steps.map( ( step ) => ( {
			...step,
			modules: step.modules.map( ( module ) =>
				module.name === 'vehicle-information'
					? {
							...module,
							attributes: { ...module.attributes, ...attributes },
						}
					: module
			),
		} ) ),
	};
}

async function renderStep(
	services: VehicleServices,
	layout = layoutWith( {} )
) {
	const store = new RootStore(
		{ ...testConfig(), form: layout },
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<VehicleServicesContext.Provider value={ services }>
					<OrderForm />
				</VehicleServicesContext.Provider>
			</StoreContext.Provider>
		)
	);
	await act( settle );
	return store;
}

const byId = ( store: RootStore, path: string ) =>
	document.getElementById(
		store.ids.field( path )
	) as HTMLInputElement | null;

function type( element: HTMLInputElement, value: string ) {
	const setter = Object.getOwnPropertyDescriptor(
		HTMLInputElement.prototype,
		'value'
	)?.set;
	act( () => {
		setter?.call( element, value );
		element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

it( 'counts the vehicle of the minimum among the step’s fields before it is in the form data, as it is drawn', async () => {
	const store = new RootStore(
		{ ...testConfig(), form: layoutWith( { minimumVehicles: 2 } ) },
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	await act( settle );
	expect( store.formData.list( 'vehicleInformation.vehicles' ) ).toEqual(
		[]
	);
	const step = store.steps.steps.find( ( candidate ) =>
		candidate.modules.some(
			( module ) => module.name === 'vehicle-information'
		)
	)!;
	const paths = store.steps
		.fieldsOfStep( step )
		.map( ( field ) => field.path );
	expect( paths ).toEqual(
		expect.arrayContaining( [
			'vehicleInformation.vehicles.0.vehicleType.key',
			'vehicleInformation.vehicles.1.vehicleType.key',
		] )
	);
} );

it( 'starts with one vehicle, removable even at the minimum (a blank row takes its place), and offers the plates loaded once on mount', async () => {
	const services = fakeServices();
	const store = await renderStep( services );
	expect( store.formData.list( 'vehicleInformation.vehicles' ) ).toHaveLength(
		1
	);
	expect( services.plates ).toHaveBeenCalledTimes( 1 );
	const plate = byId(
		store,
		'vehicleInformation.vehicles.0.plate'
	) as unknown as HTMLSelectElement;
	expect(
		Array.from( plate.options ).map( ( option ) => option.text )
	).toEqual( [ 'Standard plate', 'Standard', 'Veteran' ] );
	const button = ( text: string ) =>
		Array.from( page.container.querySelectorAll( 'button' ) ).find(
			( candidate ) => candidate.textContent === text
		) as HTMLButtonElement;
	act( () =>
		store.formData.set( 'vehicleInformation.vehicles.0.vehicleVIN', 'X' )
	);
	act( () => button( 'Remove vehicle 1' ).click() );
	expect( store.formData.list( 'vehicleInformation.vehicles' ) ).toEqual( [
		{ products: {} },
	] );

	act( () =>
		(
			Array.from( page.container.querySelectorAll( 'button' ) ).find(
				( button ) => button.textContent === 'Add another vehicle'
			) as HTMLButtonElement
		 ).click()
	);
	expect( page.container.textContent ).toContain( 'Remove vehicle 2' );
	expect( services.plates ).toHaveBeenCalledTimes( 1 );
	store.dispose();
} );

it( 'a plate lookup failure is only logged: no plate choice, no message', async () => {
	const services = fakeServices( {
		plates: jest.fn( async () => {
			throw new Error( 'vehicle_organizational_plates answered 500' );
		} ),
	} );
	const store = await renderStep( services );
	expect( console ).toHaveWarned();
	expect( byId( store, 'vehicleInformation.vehicles.0.plate' ) ).toBeNull();
	expect( page.container.querySelector( '[role="alert"]' ) ).toBeNull();
	store.dispose();
} );

it( 'a VIN typed in lower case is kept in upper case, decoded once, and fills only the empty fields', async () => {
	const services = fakeServices();
	const store = await renderStep( services );
	const make = byId(
		store,
		'vehicleInformation.vehicles.0.vehicleMake'
	) as HTMLInputElement;
	type( make, 'Acura' );
	const vin = byId(
		store,
		'vehicleInformation.vehicles.0.vehicleVIN'
	) as HTMLInputElement;
	type( vin, HONDA.slice( 0, 16 ).toLowerCase() );
	expect( services.decodeVin ).not.toHaveBeenCalled();
	type( vin, HONDA.toLowerCase() );
	await act( settle );
	expect( services.decodeVin ).toHaveBeenCalledTimes( 1 );
	expect( services.decodeVin ).toHaveBeenCalledWith( HONDA );
	expect(
		store.formData.get( 'vehicleInformation.vehicles.0' )
	).toMatchObject( {
		vehicleVIN: HONDA,
		vehicleMake: 'Acura',
		vehicleModel: 'Accord',
		vehicleYear: '2003',
	} );
	store.dispose();
} );

it( 'a failing VIN service leaves the fields to the visitor', async () => {
	const services = fakeServices( {
		decodeVin: jest.fn( async () => {
			throw new Error( 'the VIN service answered 503' );
		} ),
	} );
	const store = await renderStep( services );
	type(
		byId(
			store,
			'vehicleInformation.vehicles.0.vehicleVIN'
		) as HTMLInputElement,
		HONDA
	);
	await act( settle );
	expect( services.decodeVin ).toHaveBeenCalledTimes( 1 );
	expect( console ).toHaveWarned();
	expect(
		store.formData.get( 'vehicleInformation.vehicles.0.vehicleMake' )
	).toBeUndefined();
	expect( page.container.querySelector( '[role="alert"]' ) ).toBeNull();
	store.dispose();
} );

it( 'the block’s preselected type is given to a vehicle without one, with its registration in the cart', async () => {
	const store = await renderStep(
		fakeServices(),
		layoutWith( { preselectedVehicleType: 'boat' } )
	);
	expect(
		store.formData.get( 'vehicleInformation.vehicles.0.vehicleType' )
	).toEqual( {
		key: 'boat',
		value: 'Boat',
	} );
	expect(
		store.cart.lines.map( ( line ) => [ line.saveAs, line.vehicleKey ] )
	).toEqual( [ [ 'boatRegistration', '0' ] ] );
	store.dispose();
} );

it( 'a preselected type never replaces the one a vehicle has', async () => {
	const layout = layoutWith( { preselectedVehicleType: 'boat' } );
	const store = new RootStore(
		{ ...testConfig(), form: layout },
		{ transport: fakeTransport(), navigate: jest.fn() }
	);
	store.formData.set( 'vehicleInformation.vehicles', [
		{
			vehicleType: { key: 'motor-home', value: 'Motor Home' },
			products: { motorHomeRegistration: { checked: true } },
		},
	] );
	act( () =>
		page.root.render(
			<StoreContext.Provider value={ store }>
				<VehicleServicesContext.Provider value={ fakeServices() }>
					<OrderForm />
				</VehicleServicesContext.Provider>
			</StoreContext.Provider>
		)
	);
	await act( settle );
	expect(
		store.formData.get( 'vehicleInformation.vehicles.0.vehicleType.key' )
	).toBe( 'motor-home' );
	store.dispose();
} );
