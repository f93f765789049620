import { defineModule } from '../../src/modules/module-definition';
import { businessDetailsAttributes } from './attributes';
import { BusinessDetails } from './BusinessDetails';
import { businessDetailsFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: businessDetailsAttributes,
	Component: BusinessDetails,
	fields: businessDetailsFields,
} );
