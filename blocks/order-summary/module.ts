import { defineModule } from '../../src/modules/module-definition';
import { orderSummaryAttributes } from './attributes';
import { OrderSummary } from './OrderSummary';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: orderSummaryAttributes,
	Component: OrderSummary,
} );
