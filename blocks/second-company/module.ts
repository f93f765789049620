import { defineModule } from '../../src/modules/module-definition';
import { secondCompanyAttributes } from './attributes';
import { SecondCompany } from './SecondCompany';
import { secondCompanyFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: secondCompanyAttributes,
	Component: SecondCompany,
	fields: secondCompanyFields,
} );
