import { defineModule } from '../../src/modules/module-definition';
import { jobApplicantAttributes } from './attributes';
import { jobApplicantFields } from './fields';
import { JobApplicant } from './JobApplicant';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: jobApplicantAttributes,
	Component: JobApplicant,
	fields: jobApplicantFields,
} );
