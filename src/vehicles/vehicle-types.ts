import { __ } from '@wordpress/i18n';

/** The six vehicle types a registration is sold for, by the key the catalog's `vehicle_types` use. */
export const VEHICLE_TYPE_KEYS = [
	'car-truck',
	'motor-home',
	'motorcycle-atv',
	'cargo-trailer',
	'travel-trailer',
	'boat',
] as const;

export type VehicleTypeKey = ( typeof VEHICLE_TYPE_KEYS )[ number ];

export const isVehicleTypeKey = ( key: unknown ): key is VehicleTypeKey =>
	VEHICLE_TYPE_KEYS.includes( key as VehicleTypeKey );

/** The types as the select offers them, in the order the business lists them. */
export const vehicleTypeOptions = (): Array< {
	value: VehicleTypeKey;
	label: string;
} > => [
	{ value: 'car-truck', label: __( 'Car/Truck', 'formation-orders' ) },
	{ value: 'motor-home', label: __( 'Motor Home', 'formation-orders' ) },
	{
		value: 'motorcycle-atv',
		label: __( 'Motorcycle/ATV', 'formation-orders' ),
	},
	{
		value: 'cargo-trailer',
		label: __( 'Cargo Trailer', 'formation-orders' ),
	},
	{
		value: 'travel-trailer',
		label: __( 'Travel Trailer', 'formation-orders' ),
	},
	{ value: 'boat', label: __( 'Boat', 'formation-orders' ) },
];
