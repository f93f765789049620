import type { CartLine } from '../pricing/cart-lines';
import type { BillingType } from '../pricing/types';
import type { ConfiguredProduct } from '../cart/cart-config';
import { readAt } from '../form-data/typed-paths';
import { affiliateBlock } from './affiliate';
import { withSecondCompany } from './companies';
import { companyFacts, companyIdentity } from './company-facts';
import { finalProducts } from './final-products';
import {
	billingAddressOf,
	orderAddresses,
	orderEmails,
	orderContact,
	orderPhones,
} from './people';
import { choiceKey, text } from '../form-data/read-answers';

export { billingAddressOf } from './people';

export const CARD_PROCESSOR = 'card_vault';

export interface SignupInput {
	values: Record< string, unknown >;
	cart: CartLine[];
	/** The form's configured products: which catalog product and category each line comes from. */
	configured?: ConfiguredProduct[];
	/** The coupon codes applied to the cart, in the order the visitor entered them. */
	couponCodes?: string[];
	/** The billing type the cart is priced with (monthly only where it is allowed). */
	billingType?: BillingType;
	token: string;
	customerId: string;
	/** Our number for this order, the same on every retry: the affiliate network's order number. */
	orderNumber?: string;
	/** The visitor's cookies, by name: where the affiliate networks leave their ids. */
	cookies?: Record< string, string >;
}

/**
 * Name Your Own Price: sent when the visitor named a price instead of taking immediate service.
 */
function nyopOf( values: object ): Record< string, unknown > | null {
	const immediate = readAt( values, 'nyop.immediateService' );
	const requested = readAt( values, 'nyop.requestedPrice' );
	if ( immediate !== false || typeof requested !== 'number' ) {
		return null;
	}
	return { immediateService: false, requestedPrice: requested };
}

/**
 * The full order payload ("Full order payload": companies with their products and company, account,
 * contact, phones, addresses, emails, payment, cancel_services, formType, affiliate, nyop) plus what
 * the cart was priced with beyond the products, named as the form data names them: couponCodes and
 * billingType. The server adds website, client_ip and the test flag: the browser is not
 * trusted with them.
 */
export function buildSignupData(
	input: SignupInput
): Record< string, unknown > {
	const { values, cart, token, customerId } = input;
	const formType = text( values, 'formType' );
	const companyNotes = text( values, 'companyInformation.companyNotes' );
	const affiliate = affiliateBlock(
		input.cookies ?? {},
		input.orderNumber ?? '',
		formType,
		cart
	);
	const nyop = nyopOf( values );
	const accountNotes =
		readAt( values, 'serviceInformation.leaveANote' ) === true
			? text( values, 'serviceInformation.note' )
			: '';
	const affiliateType = choiceKey(
		values,
		'affiliateInformation.affiliateType'
	);

	return {
		companies: withSecondCompany(
			values,
			{
				company: {
					...companyIdentity( values ),
					naics_code: text( values, 'companyInformation.naicsCode' ),
					ab_test_rolled_variants: [],
					...companyFacts( values ),
				},
				products: finalProducts( {
					cart,
					configured: input.configured ?? [],
					values,
				} ),
				...( companyNotes ? { notes: companyNotes } : {} ),
			},
			input.configured ?? []
		),
		account: {
			email_address: text( values, 'accountInformation.email' ),
			password: String(
				readAt( values, 'accountInformation.password' ) ?? ''
			),
			notes: accountNotes,
			affiliate_type: affiliateType || null,
			ab_test_rolled_variants: [],
		},
		contact: orderContact( values ),
		phones: orderPhones( values ),
		addresses: orderAddresses( values ),
		emails: orderEmails( values ),
		payment: {
			processor: CARD_PROCESSOR,
			token,
			customer_id: customerId,
			currency: 'USD',
			billing_address: billingAddressOf( values ),
		},
		couponCodes: [ ...( input.couponCodes ?? [] ) ],
		billingType: input.billingType ?? 'yearly',
		cancel_services: readAt( values, 'cancelServices' ) === true,
		formType,
		...( affiliate ? { affiliate } : {} ),
		...( nyop ? { nyop } : {} ),
	};
}
