/**
 * The product rules of a vehicle, one table per rule, on the demo page's configured products priced by the
 * sandbox catalog: which questions each of the six types asks, what a type change checks and drops, what each
 * answer does, and which products reach the cart.
 */
import {
	productsCharged,
	questionsFor,
	vehicleOffers,
	withAddOn,
	withElectricHybrid,
	withTaxAnswer,
	withType,
} from '../../../src/vehicles/vehicle-products';
import type { VehicleEntry } from '../../../src/vehicles/vehicle-entry';
import { catalog, configured, TYPES } from './vehicle-fixture';

const offers = vehicleOffers( configured, catalog );
const checkedOf = ( vehicle: VehicleEntry ) =>
	Object.entries( vehicle.products ?? {} )
		.filter( ( [ , state ] ) => state?.checked )
		.map( ( [ saveAs ] ) => saveAs )
		.sort();
const saveAsOf = ( list: Array< { saveAs: string } > ) =>
	list.map( ( offer ) => offer.saveAs );

describe( 'the questions each type asks', () => {
	it.each( [
		// type, registration, luxury tax, import tax, electric/hybrid options, optional items
		[
			'car-truck',
			'carTruckRegistration',
			'luxuryTax',
			'importTax',
			[ 'electricVehicleFee', 'plugInHybridFee' ],
			[ 'temporaryPermit', 'lienFiling' ],
		],
		[
			'motor-home',
			'motorHomeRegistration',
			'luxuryTax',
			'importTax',
			[],
			[ 'temporaryPermit', 'lienFiling' ],
		],
		// One electric product only: "shown only when more than one such product applies".
		[
			'motorcycle-atv',
			'motorcycleAtvRegistration',
			null,
			'importTax',
			[],
			[ 'temporaryPermit' ],
		],
		[
			'cargo-trailer',
			'cargoTrailerRegistration',
			null,
			null,
			[],
			[ 'temporaryPermit' ],
		],
		[
			'travel-trailer',
			'travelTrailerRegistration',
			null,
			null,
			[],
			[ 'temporaryPermit' ],
		],
		[
			'boat',
			'boatRegistration',
			null,
			'importTax',
			[],
			[ 'temporaryPermit', 'lienFiling' ],
		],
	] )(
		'%s: registration %s, luxury %s, import %s, electric %j, items %j',
		( type, registration, luxury, importTax, electric, addOns ) => {
			const questions = questionsFor( offers, type );
			expect( questions.registration?.saveAs ).toBe( registration );
			expect( questions.luxuryTax?.saveAs ?? null ).toBe( luxury );
			expect( questions.importTax?.saveAs ?? null ).toBe( importTax );
			expect( saveAsOf( questions.electricHybrid ) ).toEqual( electric );
			expect( saveAsOf( questions.addOns ) ).toEqual( addOns );
		}
	);

	it( 'nothing before a type is chosen', () => {
		expect( questionsFor( offers, undefined ) ).toEqual( {
			registration: null,
			luxuryTax: null,
			importTax: null,
			electricHybrid: [],
			addOns: [],
		} );
	} );
} );

describe( 'a type change checks its registration and drops stale add-ons', () => {
	const answeredCar = [
		[ 'luxuryTax', 'yes' ],
		[ 'importTax', 'yes' ],
	].reduce(
		( vehicle, [ question, answer ] ) =>
			withTaxAnswer(
				vehicle,
				question as 'luxuryTax',
				answer as 'yes',
				offers
			),
		withType( {}, TYPES.car, offers )
	);
	const fullCar = withAddOn(
		withAddOn(
			withElectricHybrid( answeredCar, 'electricVehicleFee', offers ),
			'lienFiling',
			true
		),
		'temporaryPermit',
		true
	);

	it.each( [
		// from, to, checked afterwards, answers kept
		[ 'nothing', {}, TYPES.boat, [ 'boatRegistration' ], {} ],
		[
			'a full car',
			fullCar,
			TYPES.motorHome,
			// Luxury and import tax still apply to a motor home; the electric fee does not.
			[
				'importTax',
				'lienFiling',
				'luxuryTax',
				'motorHomeRegistration',
				'temporaryPermit',
			],
			{ luxuryTax: 'yes', importTax: 'yes', electricHybrid: undefined },
		],
		[
			'a full car',
			fullCar,
			TYPES.cargoTrailer,
			[ 'cargoTrailerRegistration', 'temporaryPermit' ],
			{
				luxuryTax: undefined,
				importTax: undefined,
				electricHybrid: undefined,
			},
		],
		[
			'a full car',
			fullCar,
			TYPES.motorcycle,
			[ 'importTax', 'motorcycleAtvRegistration', 'temporaryPermit' ],
			{
				luxuryTax: undefined,
				importTax: 'yes',
				electricHybrid: undefined,
			},
		],
		[
			'a full car',
			fullCar,
			TYPES.car,
			[
				'carTruckRegistration',
				'electricVehicleFee',
				'importTax',
				'lienFiling',
				'luxuryTax',
				'temporaryPermit',
			],
			{
				luxuryTax: 'yes',
				importTax: 'yes',
				electricHybrid: 'electricVehicleFee',
			},
		],
	] )(
		'%s becoming %j: checked %j',
		( _from, vehicle, type, checked, answers ) => {
			const changed = withType( vehicle as VehicleEntry, type, offers );
			expect( changed.vehicleType ).toEqual( type );
			expect( checkedOf( changed ) ).toEqual( checked );
			expect( {
				luxuryTax: changed.luxuryTax,
				importTax: changed.importTax,
				electricHybrid: changed.electricHybrid,
			} ).toEqual( {
				luxuryTax: undefined,
				importTax: undefined,
				electricHybrid: undefined,
				...answers,
			} );
			// Every other vehicle product is there, unchecked: the luxury tax is prepared for the vehicle.
			expect( Object.keys( changed.products ?? {} ).sort() ).toEqual(
				saveAsOf( offers ).sort()
			);
		}
	);
} );

describe( 'Yes on luxury or import tax checks the product; No removes it', () => {
	const car = withType( {}, TYPES.car, offers );
	it.each( [
		[ 'luxuryTax', 'yes', true ],
		[ 'luxuryTax', 'no', false ],
		[ 'importTax', 'yes', true ],
		[ 'importTax', 'no', false ],
	] as const )( '%s %s: checked %s', ( question, answer, checked ) => {
		const answered = withTaxAnswer( car, question, answer, offers );
		expect( answered[ question ] ).toBe( answer );
		expect( answered.products?.[ question ]?.checked ).toBe( checked );
		const undone = withTaxAnswer(
			answered,
			question,
			answer === 'yes' ? 'no' : 'yes',
			offers
		);
		expect( undone.products?.[ question ]?.checked ).toBe( ! checked );
	} );

	it( 'a type without a luxury-tax product ignores the answer', () => {
		const trailer = withType( {}, TYPES.cargoTrailer, offers );
		expect( withTaxAnswer( trailer, 'luxuryTax', 'yes', offers ) ).toBe(
			trailer
		);
	} );
} );

describe( 'electric or plug-in hybrid: the previous product leaves, the new one comes; No removes all', () => {
	const car = withType( {}, TYPES.car, offers );
	it.each( [
		[ [ 'electricVehicleFee' ], [ 'electricVehicleFee' ] ],
		[ [ 'electricVehicleFee', 'plugInHybridFee' ], [ 'plugInHybridFee' ] ],
		[ [ 'plugInHybridFee', 'no' ], [] ],
		[ [ 'no', 'electricVehicleFee' ], [ 'electricVehicleFee' ] ],
		// Not an option of this vehicle: nothing changes.
		[ [ 'plugInHybridFee', 'luxuryTax' ], [ 'plugInHybridFee' ] ],
	] )( 'choosing %j leaves %j', ( choices, expected ) => {
		const chosen = choices.reduce(
			( vehicle, choice ) =>
				withElectricHybrid( vehicle, choice, offers ),
			car
		);
		expect(
			checkedOf( chosen ).filter( ( saveAs ) =>
				[ 'electricVehicleFee', 'plugInHybridFee' ].includes( saveAs )
			)
		).toEqual( expected );
	} );
} );

describe( 'what a vehicle is charged for', () => {
	it.each( [
		[
			'its checked products that apply to its type',
			withTaxAnswer(
				withType( {}, TYPES.car, offers ),
				'luxuryTax',
				'yes',
				offers
			),
			[ 'carTruckRegistration', 'luxuryTax' ],
		],
		[
			'never a product checked for another type (kept from an older page)',
			{
				vehicleType: TYPES.boat,
				products: {
					boatRegistration: { checked: true },
					luxuryTax: { checked: true },
					electricVehicleFee: { checked: true },
				},
			},
			[ 'boatRegistration' ],
		],
		[
			'never the one electric fee of a type that is not asked the question',
			{
				vehicleType: TYPES.motorcycle,
				products: {
					motorcycleAtvRegistration: { checked: true },
					electricVehicleFee: { checked: true },
				},
			},
			[ 'motorcycleAtvRegistration' ],
		],
		[
			'nothing without a type',
			{ products: { carTruckRegistration: { checked: true } } },
			[],
		],
	] )( '%s', ( _rule, vehicle, charged ) => {
		expect(
			saveAsOf( productsCharged( vehicle as VehicleEntry, offers ) )
		).toEqual( charged );
	} );

	it( 'nothing that is not loaded yet', () => {
		expect(
			productsCharged(
				withType( {}, TYPES.car, vehicleOffers( configured ) ),
				vehicleOffers( configured )
			)
		).toEqual( [] );
	} );
} );
