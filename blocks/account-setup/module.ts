import { defineModule } from '../../src/modules/module-definition';
import { accountSetupAttributes } from './attributes';
import { AccountSetup } from './AccountSetup';
import { accountSetupFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: accountSetupAttributes,
	Component: AccountSetup,
	fields: ( attributes ) => accountSetupFields( attributes ),
} );
