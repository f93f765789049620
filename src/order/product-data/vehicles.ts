import { getIn } from '../../form-data/paths';
import { text } from '../people';

interface Vehicle {
	vehicleType?: { key?: string };
	vehicleVIN?: string;
	vehicleMake?: string;
	vehicleModel?: string;
	vehicleYear?: string;
	vehicleColor?: string;
	plate?: string;
}

/**
 * Product data of a vehicle registration: the vehicle the line is for (by its key in the vehicle list), with
 * its type, color, make, model, year, VIN in upper case, the plate chosen and who owns it.
 * @param vehicleKey Index of the vehicle in vehicleInformation.vehicles.
 */
export function vehicleData(
	values: object,
	vehicleKey: string
): Record< string, unknown > {
	const vehicles = getIn( values, 'vehicleInformation.vehicles' );
	const vehicle = (
		Array.isArray( vehicles ) ? vehicles[ Number( vehicleKey ) ] : null
	) as Vehicle | null;
	if ( ! vehicle ) {
		return {};
	}
	return {
		vehicle_key: vehicleKey,
		vehicle_type: vehicle.vehicleType?.key ?? '',
		color: ( vehicle.vehicleColor ?? '' ).trim(),
		make: ( vehicle.vehicleMake ?? '' ).trim(),
		model: ( vehicle.vehicleModel ?? '' ).trim(),
		year: ( vehicle.vehicleYear ?? '' ).trim(),
		vin: ( vehicle.vehicleVIN ?? '' ).trim().toUpperCase(),
		plate: vehicle.plate ?? null,
		owned_by: {
			type: text(
				values,
				'companyInformation.vehicleBusinessFormationOwnershipType'
			),
			company_name: text(
				values,
				'companyInformation.vehicleBusinessFormationOwnedByCompanyName'
			),
		},
	};
}
