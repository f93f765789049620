import { defineModule } from '../../src/modules/module-definition';
import { trademarkAgreementAttributes } from './attributes';
import { trademarkAgreementFields } from './fields';
import { TrademarkAgreement } from './TrademarkAgreement';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: trademarkAgreementAttributes,
	Component: TrademarkAgreement,
	fields: trademarkAgreementFields,
} );
