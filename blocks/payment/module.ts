import { defineModule } from '../../src/modules/module-definition';
import { paymentAnswers } from './answers';
import { paymentAttributes } from './attributes';
import { Payment } from './Payment';
import { paymentFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: paymentAttributes,
	Component: Payment,
	fields: ( _attributes, formData ) => paymentFields( formData ),
	answers: ( _attributes, formData ) => paymentAnswers( formData ),
} );
