import { defineModule } from '../../src/modules/module-definition';
import { contactMessageAttributes } from './attributes';
import { ContactMessage } from './ContactMessage';
import { contactMessageFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: contactMessageAttributes,
	Component: ContactMessage,
	fields: contactMessageFields,
} );
