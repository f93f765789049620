import type { TokenizerAnswer } from '../api/types';
import { parseCookies } from '../order/affiliate';
import { buildSignupData } from '../order/build-signup-data';
import type { RootStore } from '../store/RootStore';

/**
 * The order's signupData from the form data and the cart the visitor saw, paid with the card's token.
 * @param card        the tokenizer's successful answer
 * @param orderNumber our number for the order, kept across its retries
 */
export function paidOrderData(
	root: Pick< RootStore, 'formData' | 'cart' >,
	card: TokenizerAnswer,
	orderNumber: string
): Record< string, unknown > {
	const { formData, cart } = root;
	const subscription = cart.subscriptionLine;
	return buildSignupData( {
		values: formData.values,
		cart: cart.lines,
		configured: cart.configured,
		// Codes the cart took, in the order entered; one that no longer touches any line is not sent.
		couponCodes: cart.couponCodes.filter( ( entered ) =>
			cart.lines.some( ( line ) =>
				line.appliedCoupons.some(
					( id ) =>
						String( id ).toUpperCase() === entered.toUpperCase()
				)
			)
		),
		billingType: subscription ? cart.billingType : 'yearly',
		token: card.token ?? '',
		customerId: card.customer_id ?? '',
		orderNumber,
		cookies: parseCookies(
			typeof document === 'undefined' ? '' : document.cookie
		),
	} );
}
