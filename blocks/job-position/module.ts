import { defineModule } from '../../src/modules/module-definition';
import { jobPositionAttributes } from './attributes';
import { jobPositionFields } from './fields';
import { JobPosition } from './JobPosition';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: jobPositionAttributes,
	Component: JobPosition,
	fields: jobPositionFields,
} );
