/**
 * Vehicle registration products: one registration per vehicle type, the taxes a vehicle may owe and the
 * electric or plug-in hybrid fees. `vehicle_types` says which vehicle types a product applies to; the page
 * offers and the order may carry a product only for those. Prices are a registration service's, fees are
 * the ones a vehicle-friendly state charges (a luxury-vehicle fee, the yearly electric and plug-in hybrid fees).
 */
import type { CatalogProduct } from './cart-filing';

export const VEHICLE_TYPE_KEYS = [
	'car-truck',
	'motor-home',
	'motorcycle-atv',
	'cargo-trailer',
	'travel-trailer',
	'boat',
] as const;

function vehicleProduct(
	id: number,
	name: string,
	price: number,
	category: string,
	vehicleTypes: readonly string[],
	duration = 0
): CatalogProduct {
	return {
		id,
		product_id: id,
		name,
		price,
		category,
		type: 'simple',
		sub_type: 'vehicle',
		kind: 'simple_product',
		has_free_trial: false,
		trial_duration_days: 0,
		duration,
		filing_methods: [],
		vehicle_types: [ ...vehicleTypes ],
	};
}

export const vehicleProducts: readonly CatalogProduct[] = [
	vehicleProduct(
		4201,
		'Car/Truck Registration',
		899,
		'vehicle-registration',
		[ 'car-truck' ],
		12
	),
	vehicleProduct(
		4202,
		'Motor Home Registration',
		1299,
		'vehicle-registration',
		[ 'motor-home' ],
		12
	),
	vehicleProduct(
		4203,
		'Motorcycle/ATV Registration',
		599,
		'vehicle-registration',
		[ 'motorcycle-atv' ],
		12
	),
	vehicleProduct(
		4204,
		'Cargo Trailer Registration',
		499,
		'vehicle-registration',
		[ 'cargo-trailer' ],
		12
	),
	vehicleProduct(
		4205,
		'Travel Trailer Registration',
		699,
		'vehicle-registration',
		[ 'travel-trailer' ],
		12
	),
	vehicleProduct(
		4206,
		'Boat Registration',
		649,
		'vehicle-registration',
		[ 'boat' ],
		12
	),
	vehicleProduct( 4210, 'Luxury Vehicle Tax', 825, 'vehicle-luxury-tax', [
		'car-truck',
		'motor-home',
	] ),
	vehicleProduct( 4211, 'Import Tax Processing', 350, 'vehicle-import-tax', [
		'car-truck',
		'motor-home',
		'motorcycle-atv',
		'boat',
	] ),
	vehicleProduct(
		4212,
		'Electric Vehicle Fee',
		130,
		'vehicle-electric-hybrid',
		[ 'car-truck', 'motorcycle-atv' ],
		12
	),
	vehicleProduct(
		4213,
		'Plug-in Hybrid Fee',
		70,
		'vehicle-electric-hybrid',
		[ 'car-truck' ],
		12
	),
	vehicleProduct(
		4214,
		'Temporary Operating Permit',
		49,
		'vehicle-add-on',
		VEHICLE_TYPE_KEYS
	),
	vehicleProduct( 4215, 'Lien Filing', 79, 'vehicle-add-on', [
		'car-truck',
		'motor-home',
		'boat',
	] ),
];
