import { defineModule } from '../../src/modules/module-definition';
import { jobProjectsAttributes } from './attributes';
import { jobProjectsFields } from './fields';
import { JobProjects } from './JobProjects';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: jobProjectsAttributes,
	Component: JobProjects,
	fields: jobProjectsFields,
} );
