import { defineModule } from '../../src/modules/module-definition';
import { clientInformationAttributes } from './attributes';
import { ClientInformation } from './ClientInformation';
import { clientInformationFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: clientInformationAttributes,
	Component: ClientInformation,
	fields: clientInformationFields,
} );
