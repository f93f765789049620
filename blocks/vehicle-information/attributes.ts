import {
	choice,
	configuredProducts,
	moduleAttributesParser,
	number,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const vehicleInformationAttributes = moduleAttributesParser( metadata, {
	products: configuredProducts,
	preselectedVehicleType: choice,
	minimumVehicles: number,
} );

export type VehicleInformationAttributes = ReturnType<
	typeof vehicleInformationAttributes
>;
