import { defineModule } from '../../src/modules/module-definition';
import { AffiliateInformation } from './AffiliateInformation';
import { affiliateInformationAttributes } from './attributes';
import { affiliateInformationFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: affiliateInformationAttributes,
	Component: AffiliateInformation,
	fields: affiliateInformationFields,
} );
