import { defineModule } from '../../src/modules/module-definition';
import { vehicleInformationAttributes } from './attributes';
import { vehicleInformationFields } from './fields';
import { VehicleInformation } from './VehicleInformation';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: vehicleInformationAttributes,
	Component: VehicleInformation,
	fields: vehicleInformationFields,
} );
