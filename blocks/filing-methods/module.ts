import { defineModule } from '../../src/modules/module-definition';
import { filingMethodsAttributes } from './attributes';
import { FilingMethods } from './FilingMethods';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: filingMethodsAttributes,
	Component: FilingMethods,
} );
