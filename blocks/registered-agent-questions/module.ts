import { defineModule } from '../../src/modules/module-definition';
import { registeredAgentQuestionsAttributes } from './attributes';
import { RegisteredAgentQuestions } from './RegisteredAgentQuestions';
import { registeredAgentQuestionsFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: registeredAgentQuestionsAttributes,
	Component: RegisteredAgentQuestions,
	fields: registeredAgentQuestionsFields,
} );
