import { defineModule } from '../../src/modules/module-definition';
import { companyInformationAttributes } from './attributes';
import { CompanyInformation } from './CompanyInformation';
import { companyInformationFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: companyInformationAttributes,
	Component: CompanyInformation,
	fields: companyInformationFields,
} );
