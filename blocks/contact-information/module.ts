import { defineModule } from '../../src/modules/module-definition';
import { contactInformationAttributes } from './attributes';
import { ContactInformation } from './ContactInformation';
import { contactInformationFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: contactInformationAttributes,
	Component: ContactInformation,
	fields: ( attributes ) =>
		contactInformationFields( attributes.details, attributes ),
} );
