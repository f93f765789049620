import { defineModule } from '../../src/modules/module-definition';
import { couponFieldAttributes } from './attributes';
import { CouponField } from './CouponField';

/** The page side of the module: loaded only on pages whose form uses it. */
export default defineModule( {
	attributes: couponFieldAttributes,
	Component: CouponField,
} );
