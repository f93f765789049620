import { defineModule } from '../../src/modules/module-definition';
import { domainSearchAttributes } from './attributes';
import { DomainSearch } from './DomainSearch';
import { domainSearchFields } from './fields';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: domainSearchAttributes,
	Component: DomainSearch,
	fields: domainSearchFields,
} );
