import { defineModule } from '../../src/modules/module-definition';
import { nameYourOwnPriceAttributes } from './attributes';
import { nameYourOwnPriceFields } from './fields';
import { NameYourOwnPrice } from './NameYourOwnPrice';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: nameYourOwnPriceAttributes,
	Component: NameYourOwnPrice,
	fields: nameYourOwnPriceFields,
} );
