import { defineModule } from '../../src/modules/module-definition';
import { taxIdChoiceAttributes } from './attributes';
import { TaxIdChoice } from './TaxIdChoice';
import { taxIdChoiceFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: taxIdChoiceAttributes,
	Component: TaxIdChoice,
	fields: taxIdChoiceFields,
} );
