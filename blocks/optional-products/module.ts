import { defineModule } from '../../src/modules/module-definition';
import { optionalProductsAttributes } from './attributes';
import { optionalProductsFields } from './fields';
import { OptionalProducts } from './OptionalProducts';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: optionalProductsAttributes,
	Component: OptionalProducts,
	fields: optionalProductsFields,
	fieldsOnceChosen: true,
} );
