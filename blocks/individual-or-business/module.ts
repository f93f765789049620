import { defineModule } from '../../src/modules/module-definition';
import { individualOrBusinessAttributes } from './attributes';
import { individualOrBusinessFields } from './fields';
import { IndividualOrBusiness } from './IndividualOrBusiness';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: individualOrBusinessAttributes,
	Component: IndividualOrBusiness,
	fields: individualOrBusinessFields,
} );
