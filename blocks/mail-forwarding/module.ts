import { defineModule } from '../../src/modules/module-definition';
import { mailForwardingAttributes } from './attributes';
import { mailForwardingFields } from './fields';
import { MailForwarding } from './MailForwarding';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: mailForwardingAttributes,
	Component: MailForwarding,
	fields: mailForwardingFields,
} );
