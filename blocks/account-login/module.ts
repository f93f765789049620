import { defineModule } from '../../src/modules/module-definition';
import { AccountLogin } from './AccountLogin';
import { accountLoginAttributes } from './attributes';
import { accountLoginFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: accountLoginAttributes,
	Component: AccountLogin,
	fields: accountLoginFields,
} );
