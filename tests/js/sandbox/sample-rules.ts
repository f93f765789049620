/**
 * The signup check's rules as the sandbox's catalog gives them, with the sample order's card token the only
 * usable one: what the tests that vary the sample order check it against.
 */
import {
	isCartProductId,
	isLegalPlanProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import {
	SAMPLE_CUSTOMER_ID,
	SAMPLE_TOKEN,
} from '../../../sandbox/src/sample-order';
import type { SignupRules } from '../../../sandbox/src/signup';

export const SAMPLE_ORDER_RULES: SignupRules = {
	websiteId: '1',
	isKnownProduct: ( id ) => isKnownProductId( id ) || isCartProductId( id ),
	isProductOption,
	isLegalPlan: isLegalPlanProductId,
	tokenStatus: ( token, customerId ) =>
		token === SAMPLE_TOKEN && customerId === SAMPLE_CUSTOMER_ID
			? 'usable'
			: 'unknown',
};
