import type { SummaryModuleDefinition } from '../../src/components/summary-module';
import { defineModule } from '../../src/modules/module-definition';
import { orderSummaryAttributes } from './attributes';
import { OrderSummary } from './OrderSummary';
import { RunningTotal } from './RunningTotal';
import { TotalBar } from './TotalBar';

/**
 * The page side of the module: loaded only on pages whose form uses it, or keeps its total in view (the running
 * total and the total bar draw it, so their code comes with it, not with the page).
 */
const definition: SummaryModuleDefinition = {
	...defineModule( {
		attributes: orderSummaryAttributes,
		Component: OrderSummary,
	} ),
	RunningTotal,
	TotalBar,
};

export default definition;
