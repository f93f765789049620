import { defineModule } from '../../src/modules/module-definition';
import { phoneNumberSelectionAttributes } from './attributes';
import { phoneNumberSelectionFields } from './fields';
import { PhoneNumberSelection } from './PhoneNumberSelection';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: phoneNumberSelectionAttributes,
	Component: PhoneNumberSelection,
	fields: phoneNumberSelectionFields,
} );
