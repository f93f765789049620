import { defineModule } from '../../src/modules/module-definition';
import { legalNeedsAttributes } from './attributes';
import { legalNeedsFields } from './fields';
import { LegalNeeds } from './LegalNeeds';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: legalNeedsAttributes,
	Component: LegalNeeds,
	fields: legalNeedsFields,
} );
