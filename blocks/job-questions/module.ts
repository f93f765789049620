import { defineModule } from '../../src/modules/module-definition';
import { jobQuestionsAttributes } from './attributes';
import { jobQuestionsFields } from './fields';
import { JobQuestions } from './JobQuestions';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: jobQuestionsAttributes,
	Component: JobQuestions,
	fields: jobQuestionsFields,
} );
