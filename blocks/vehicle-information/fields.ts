import { __, sprintf } from '@wordpress/i18n';

import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import {
	vehiclePath,
	vehiclesIn,
	VEHICLES_PATH,
	type VehicleEntry,
} from '../../src/vehicles/vehicle-entry';
import {
	questionsFor,
	vehicleOffers,
} from '../../src/vehicles/vehicle-products';
import type { VehicleInformationAttributes } from './attributes';

export const OWNERSHIP_TYPE_PATH =
	'companyInformation.vehicleBusinessFormationOwnershipType';
export const OWNER_COMPANY_PATH =
	'companyInformation.vehicleBusinessFormationOwnedByCompanyName';

/** The fields of one vehicle, the tax and electric questions only when its type asks them. */
export function vehicleFields(
	index: number,
	vehicle: VehicleEntry,
	attributes: VehicleInformationAttributes
): {
	type: FieldRule;
	vin: FieldRule;
	year: FieldRule;
	make: FieldRule;
	model: FieldRule;
	color: FieldRule;
	luxuryTax: FieldRule | null;
	importTax: FieldRule | null;
	electricHybrid: FieldRule | null;
} {
	const questions = questionsFor(
		vehicleOffers( attributes.products ),
		vehicle.vehicleType?.key
	);
	const number = index + 1;
	const labelled = ( label: string ) =>
		sprintf(
			/* translators: 1: a field's label, 2: the vehicle's number in the list. */
			__( '%1$s (vehicle %2$d)', 'formation-orders' ),
			label,
			number
		);
	return {
		type: {
			path: `${ vehiclePath( index, 'vehicleType' ) }.key`,
			// The row's legend ("Vehicle 2") tells the rows apart; the type keeps the label a visitor knows.
			label: __( 'Vehicle Type', 'formation-orders' ),
			rules: FIELD_RULES.required,
		},
		vin: {
			path: vehiclePath( index, 'vehicleVIN' ),
			label: labelled( __( 'VIN', 'formation-orders' ) ),
			rules: FIELD_RULES.vin,
		},
		year: {
			path: vehiclePath( index, 'vehicleYear' ),
			label: labelled( __( 'Year', 'formation-orders' ) ),
			rules: FIELD_RULES.vehicleYear,
		},
		make: {
			path: vehiclePath( index, 'vehicleMake' ),
			label: labelled( __( 'Make', 'formation-orders' ) ),
			rules: FIELD_RULES.vehicleText,
		},
		model: {
			path: vehiclePath( index, 'vehicleModel' ),
			label: labelled( __( 'Model', 'formation-orders' ) ),
			rules: FIELD_RULES.vehicleText,
		},
		color: {
			path: vehiclePath( index, 'vehicleColor' ),
			label: labelled( __( 'Color', 'formation-orders' ) ),
			rules: FIELD_RULES.vehicleText,
		},
		luxuryTax: questions.luxuryTax
			? {
					path: vehiclePath( index, 'luxuryTax' ),
					label: labelled( __( 'Luxury tax', 'formation-orders' ) ),
					rules: FIELD_RULES.required,
				}
			: null,
		importTax: questions.importTax
			? {
					path: vehiclePath( index, 'importTax' ),
					label: labelled( __( 'Import tax', 'formation-orders' ) ),
					rules: FIELD_RULES.required,
				}
			: null,
		electricHybrid:
			questions.electricHybrid.length > 0
				? {
						path: vehiclePath( index, 'electricHybrid' ),
						label: labelled(
							__(
								'Electric or plug-in hybrid',
								'formation-orders'
							)
						),
						rules: FIELD_RULES.required,
					}
				: null,
	};
}

/** Who the vehicles are registered to. */
export const ownershipFields = (): {
	type: FieldRule;
	company: FieldRule;
} => ( {
	type: {
		path: OWNERSHIP_TYPE_PATH,
		label: __( 'Who will own the vehicles?', 'formation-orders' ),
		rules: FIELD_RULES.required,
	},
	company: {
		path: OWNER_COMPANY_PATH,
		label: __( 'Company name', 'formation-orders' ),
		rules: FIELD_RULES.companyName,
	},
} );

/** How many vehicles the form must have: the block's minimum, at least one. */
export const minimumVehicles = (
	attributes: VehicleInformationAttributes
): number => Math.max( 1, Math.floor( attributes.minimumVehicles ) );

/**
 * The vehicles the step shows and counts: those in the form data, then blank ones up to the minimum. The blank
 * ones are in the first render, before an effect puts them in the form data: drawn or counted only then, they
 * would push everything below them down, and change the step's field count, once the page shows.
 */
export function vehicleRows(
	vehicles: VehicleEntry[],
	attributes: VehicleInformationAttributes
): VehicleEntry[] {
	return [
		...vehicles,
		...Array.from(
			{
				length: Math.max(
					0,
					minimumVehicles( attributes ) - vehicles.length
				),
			},
			(): VehicleEntry => ( { products: {} } )
		),
	];
}

/**
 * Every field the step validates: each vehicle's (its questions only when shown) and the ownership.
 */
export function vehicleInformationFields(
	attributes: VehicleInformationAttributes,
	formData: FormDataStore
): FieldRule[] {
	const vehicles = vehicleRows(
		vehiclesIn( formData.get( VEHICLES_PATH ) ),
		attributes
	);
	const ownership = ownershipFields();
	return [
		...vehicles.flatMap( ( vehicle, index ) =>
			Object.values( vehicleFields( index, vehicle, attributes ) ).filter(
				( field ): field is FieldRule => field !== null
			)
		),
		ownership.type,
		ownership.company,
	];
}
