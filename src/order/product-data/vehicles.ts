import { readAt } from '../../form-data/typed-paths';
import { text } from '../../form-data/read-answers';

/**
 * Product data of a vehicle registration: the vehicle the line is for (by its key in the vehicle list), with
 * its type, color, make, model, year, VIN in upper case, the plate chosen and who owns it.
 * @param vehicleKey Index of the vehicle in vehicleInformation.vehicles.
 */
export function vehicleData(
	values: object,
	vehicleKey: string
): Record< string, unknown > {
	const vehicles = readAt( values, 'vehicleInformation.vehicles' );
	const vehicle = Array.isArray( vehicles )
		? vehicles[ Number( vehicleKey ) ]
		: null;
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
