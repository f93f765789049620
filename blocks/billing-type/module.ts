import { defineModule } from '../../src/modules/module-definition';
import { billingTypeAttributes } from './attributes';
import { BillingType } from './BillingType';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: billingTypeAttributes,
	Component: BillingType,
} );
