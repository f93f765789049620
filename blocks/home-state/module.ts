import { defineModule } from '../../src/modules/module-definition';
import { homeStateAttributes } from './attributes';
import { HomeState } from './HomeState';
import { homeStateFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: homeStateAttributes,
	Component: HomeState,
	fields: homeStateFields,
} );
