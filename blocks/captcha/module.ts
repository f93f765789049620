import { defineModule } from '../../src/modules/module-definition';
import { captchaAttributes } from './attributes';
import { Captcha } from './Captcha';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: captchaAttributes,
	Component: Captcha,
} );
