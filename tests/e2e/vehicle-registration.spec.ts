/**
 * The vehicle registration demo page through the real stack: WordPress, the sandbox's product API, its
 * organizational plates and its stand-in for the public vehicle data service (VIN decoding).
 */
import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { dollars, summaryOf } from './support/cart';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { dataset, fillFields } from './support/order-form';
import { resetSandbox, sandboxRequests, setFaults } from './support/sandbox';

const PAGE = '/vehicle-registration/';
const HONDA_VIN = '1HGCM82633A004352';
const VIN_PATH = '/vin/vehicles/DecodeVinValuesExtended/';

const sample = dataset( 'vehicle-registration' ) as {
	contactInformation: Record< string, string > & {
		address: Record< string, string >;
	};
	accountInformation: Record< string, string >;
	paymentInformation: Record< string, string >;
};

const field = ( page: Page, path: string ) =>
	page.locator( `#fo-${ path.replace( /\./g, '-' ) }` );
const vehicleField = ( page: Page, index: number, name: string ) =>
	field( page, `vehicleInformation.vehicles.${ index }.${ name }` );
const vehicle = ( page: Page, index: number ) =>
	page.getByRole( 'group', { name: `Vehicle ${ index + 1 }`, exact: true } );

async function chooseType( page: Page, index: number, label: string ) {
	await vehicleField( page, index, 'vehicleType.key' ).selectOption( {
		label,
	} );
}

async function fillOwner( page: Page ) {
	await fillFields( page, {
		'companyInformation.vehicleBusinessFormationOwnershipType':
			'new-company',
		'companyInformation.vehicleBusinessFormationOwnedByCompanyName':
			'Big Sky Vehicles LLC',
	} );
}

/** Contact and account, then the card, as the dataset has them. */
async function payFromTheVehicleStep( page: Page ) {
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	const { address, ...contact } = sample.contactInformation;
	const prefixed = ( prefix: string, values: Record< string, string > ) =>
		Object.fromEntries(
			Object.entries( values ).map( ( [ key, value ] ) => [
				`${ prefix }.${ key }`,
				value,
			] )
		);
	await fillFields( page, {
		...prefixed( 'contactInformation', contact ),
		...prefixed( 'contactInformation.address', {
			line1: address.line1,
			city: address.city,
			state: address.state,
			zip: address.zip,
		} ),
		...prefixed( 'accountInformation', sample.accountInformation ),
	} );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await fillFields(
		page,
		prefixed( 'paymentInformation', sample.paymentInformation )
	);
}

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'two vehicles ordered through the real stack: VIN decoded, taxes and fees priced, the payload holds each vehicle', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	await expect(
		page.getByRole( 'heading', { name: 'Vehicle Information', level: 2 } )
	).toBeVisible();
	// One row from the start; the plates come from the product API when the step mounts.
	await expect( vehicle( page, 0 ) ).toBeVisible();
	await expect( vehicleField( page, 0, 'plate' ) ).toBeVisible();
	expect(
		( await sandboxRequests( '/api/vehicle_organizational_plates' ) ).length
	).toBe( 1 );
	// Every row has its remove action, the only one too.
	await expect(
		page.getByRole( 'button', { name: 'Remove vehicle 1' } )
	).toBeVisible();

	await chooseType( page, 0, 'Car/Truck' );
	await vehicleField( page, 0, 'vehicleVIN' ).fill( HONDA_VIN.toLowerCase() );
	await expect( vehicleField( page, 0, 'vehicleVIN' ) ).toHaveValue(
		HONDA_VIN
	);
	await expect( vehicleField( page, 0, 'vehicleMake' ) ).toHaveValue(
		'HONDA'
	);
	await expect( vehicleField( page, 0, 'vehicleModel' ) ).toHaveValue(
		'Accord'
	);
	await expect( vehicleField( page, 0, 'vehicleYear' ) ).toHaveValue(
		'2003'
	);
	await vehicleField( page, 0, 'vehicleColor' ).fill( 'Black' );
	await vehicleField( page, 0, 'plate' ).selectOption( { label: 'Veteran' } );

	const first = vehicle( page, 0 );
	await first
		.getByRole( 'radiogroup', {
			name: 'Is the vehicle you are registering subject to luxury tax?',
		} )
		.getByLabel( 'No' )
		.check();
	await first
		.getByRole( 'radiogroup', {
			name: 'Was your vehicle purchased outside the United States of America?',
		} )
		.getByLabel( 'Yes ($350.00)' )
		.check();
	await first
		.getByRole( 'radiogroup', {
			name: 'Is this an electric or plug-in hybrid vehicle?',
		} )
		.getByLabel( 'Plug-in Hybrid Fee ($70.00)' )
		.check();

	// A second vehicle, a boat: no luxury tax and no electric question for it.
	await page.getByRole( 'button', { name: 'Add another vehicle' } ).click();
	await chooseType( page, 1, 'Boat' );
	const boat = vehicle( page, 1 );
	await expect(
		boat.getByRole( 'radiogroup', {
			name: 'Is the vehicle you are registering subject to luxury tax?',
		} )
	).toHaveCount( 0 );
	await expect(
		boat.getByRole( 'radiogroup', {
			name: 'Is this an electric or plug-in hybrid vehicle?',
		} )
	).toHaveCount( 0 );
	await boat
		.getByRole( 'radiogroup', {
			name: 'Was your vehicle purchased outside the United States of America?',
		} )
		.getByLabel( 'No' )
		.check();
	await boat.getByLabel( /Lien Filing/ ).check();
	await fillFields( page, {
		'vehicleInformation.vehicles.1.vehicleYear': '2019',
		'vehicleInformation.vehicles.1.vehicleMake': 'Boston Whaler',
		'vehicleInformation.vehicles.1.vehicleModel': 'Montauk 170',
	} );

	// A third vehicle, removed again: it takes its registration out of the cart with it.
	await page.getByRole( 'button', { name: 'Add another vehicle' } ).click();
	await chooseType( page, 2, 'Motor Home' );
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /Motor Home Registration/,
		} )
	).toHaveCount( 1 );
	await page.getByRole( 'button', { name: 'Remove vehicle 3' } ).click();
	await expect( vehicle( page, 2 ) ).toHaveCount( 0 );
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /Motor Home Registration/,
		} )
	).toHaveCount( 0 );

	await fillOwner( page );
	await payFromTheVehicleStep( page );

	// Car/Truck 899 + import 350 + plug-in hybrid 70; boat 649 + lien filing 79.
	const expected = 899 + 350 + 70 + 649 + 79;
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText( dollars( expected ) );
	const pageTotalCents = await summaryCents( page, /^Total/ );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ placed ] = await sandboxRequests( '/api/process_signup' );
	const order = placed.body as {
		formType: string;
		companies: Array< {
			products: Array< {
				product_id: number;
				saveAs: string;
				data: Record< string, unknown >;
			} >;
		} >;
	};
	expect( order.formType ).toBe( 'vehicle-registration' );
	const products = order.companies[ 0 ].products;
	expect(
		products.map( ( line ) => [ line.saveAs, line.data.vehicle_key ] )
	).toEqual( [
		[ 'carTruckRegistration', '0' ],
		[ 'importTax', '0' ],
		[ 'plugInHybridFee', '0' ],
		[ 'boatRegistration', '1' ],
		[ 'lienFiling', '1' ],
	] );
	expect( products[ 0 ].data ).toMatchObject( {
		vehicle_key: '0',
		vehicle_type: 'car-truck',
		vin: HONDA_VIN,
		make: 'HONDA',
		model: 'Accord',
		year: '2003',
		color: 'Black',
		plate: '2',
		owned_by: {
			type: 'new-company',
			company_name: 'Big Sky Vehicles LLC',
		},
	} );
	expect( products[ 3 ].data ).toMatchObject( {
		vehicle_key: '1',
		vehicle_type: 'boat',
		vin: '',
		make: 'Boston Whaler',
		model: 'Montauk 170',
		year: '2019',
		plate: null,
	} );

	const pricing = ( await placedOrderPricing() ).pop();
	expect( pricing?.problems ).toEqual( [] );
	expect( pricing?.totalCents ).toBe( pageTotalCents );
	expect( pricing?.totalCents ).toBe( expected * 100 );
} );

test( 'with the vehicle data service down, the visitor types make, model and year and still orders', async ( {
	page,
} ) => {
	await setFaults( {
		[ `${ VIN_PATH }${ HONDA_VIN }` ]: { status: 503 },
	} );
	await page.goto( PAGE );
	await chooseType( page, 0, 'Cargo Trailer' );
	await vehicleField( page, 0, 'vehicleVIN' ).fill( HONDA_VIN );
	await expect
		.poll(
			async () => ( await sandboxRequests( VIN_PATH + HONDA_VIN ) ).length
		)
		.toBe( 1 );
	// The failed lookup leaves the fields to the visitor, with no message in the way.
	await expect( vehicleField( page, 0, 'vehicleMake' ) ).toHaveValue( '' );
	await expect( page.getByRole( 'alert' ) ).toHaveCount( 0 );
	await fillFields( page, {
		'vehicleInformation.vehicles.0.vehicleYear': '2018',
		'vehicleInformation.vehicles.0.vehicleMake': 'Big Tex',
		'vehicleInformation.vehicles.0.vehicleModel': '70CH',
	} );
	await fillOwner( page );
	await payFromTheVehicleStep( page );
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText( dollars( 499 ) );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ placed ] = await sandboxRequests( '/api/process_signup' );
	const [ line ] = (
		placed.body as {
			companies: Array< {
				products: Array< { data: Record< string, unknown > } >;
			} >;
		}
	 ).companies[ 0 ].products;
	expect( line.data ).toMatchObject( {
		vehicle_type: 'cargo-trailer',
		vin: HONDA_VIN,
		make: 'Big Tex',
		model: '70CH',
		year: '2018',
	} );
	// The orders placed since the sandbox started, newest last.
	expect( ( await placedOrderPricing() ).pop() ).toMatchObject( {
		totalCents: 49900,
		problems: [],
	} );
} );

test( 'the vehicle step has no axe violations, with its questions and with its errors shown', async ( {
	page,
} ) => {
	await page.goto( PAGE );
	await chooseType( page, 0, 'Car/Truck' );
	await expect(
		page.getByRole( 'radiogroup', {
			name: 'Is this an electric or plug-in hybrid vehicle?',
		} )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByText( 'Luxury tax (vehicle 1) is required' ).first()
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );
