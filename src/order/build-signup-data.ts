import type { BillingAddress } from '../api/types';
import type { CartLine } from '../pricing/cart-lines';
import { getIn } from '../form-data/paths';

export const CARD_PROCESSOR = 'card_vault';

interface Address {
	line1?: string;
	city?: string;
	state?: string;
	zip?: string;
	country?: string;
}

interface SignupInput {
	values: Record< string, unknown >;
	cart: CartLine[];
	token: string;
	customerId: string;
}

const text = ( values: object, path: string ): string => {
	const value = getIn( values, path );
	return typeof value === 'string' ? value.trim() : '';
};

const addressAt = ( values: object, path: string ): Address =>
	( getIn( values, path ) as Address ) ?? {};

/**
 * The one-line display text of an address.
 * @param address
 */
export function formatAddress( address: Address ): string {
	return [
		address.line1,
		address.city,
		[ address.state, address.zip ].filter( Boolean ).join( ' ' ),
		address.country,
	]
		.filter( Boolean )
		.join( ', ' );
}

/**
 * The address the card is billed to: the contact address unless the visitor gave another one.
 * @param values
 */
export function billingAddressOf( values: object ): BillingAddress {
	const address =
		getIn( values, 'paymentInformation.differentAddress' ) === true
			? addressAt( values, 'paymentInformation.billingAddress' )
			: addressAt( values, 'contactInformation.address' );
	return {
		line1: address.line1 ?? '',
		city: address.city ?? '',
		state: address.state ?? '',
		zipcode: address.zip ?? '',
		country: address.country ?? 'US',
	};
}

interface FinalProduct {
	product_id: number;
	product_option_id: number | null;
	quantity: number;
	data: Record< string, unknown >;
	saveAs: string;
}

const finalProduct = (
	line: CartLine,
	data: Record< string, unknown > = line.data
): FinalProduct => ( {
	product_id: line.product_id,
	product_option_id: line.product_option_id ?? null,
	quantity: line.quantity,
	data,
	saveAs: line.saveAs,
} );

/**
 * The products of the order (§7, "Each final product"): the filing method travels as product_option_id;
 * disabled lines stay out; "bundles hold child products in data".
 * @param cart
 */
export function finalProducts( cart: CartLine[] ): FinalProduct[] {
	return cart
		.filter( ( line ) => ! line.disabled && ! line.bundled )
		.map( ( line ) => {
			const children = cart.filter(
				( child ) =>
					child.bundled &&
					! child.disabled &&
					child.bundleID === line.product_id
			);
			return children.length === 0
				? finalProduct( line )
				: finalProduct( line, {
						...line.data,
						products: children.map( ( child ) =>
							finalProduct( child )
						),
					} );
		} );
}

/**
 * The full order payload (orders-and-checkout.md §7, "Full order payload"). The server adds website,
 * client_ip and the test flag: the browser is not trusted with them.
 * @param root0
 * @param root0.values
 * @param root0.cart
 * @param root0.token
 * @param root0.customerId
 */
export function buildSignupData( {
	values,
	cart,
	token,
	customerId,
}: SignupInput ): Record< string, unknown > {
	const contactAddress = addressAt( values, 'contactInformation.address' );
	const billing = billingAddressOf( values );
	const addresses = [
		{
			kind: 'primary',
			label: 'Primary',
			line1: contactAddress.line1 ?? '',
			city: contactAddress.city ?? '',
			zip_postal_code: contactAddress.zip ?? '',
			state_province_region: contactAddress.state ?? '',
			country: contactAddress.country ?? 'US',
			text: formatAddress( {
				...contactAddress,
				country: contactAddress.country ?? 'US',
			} ),
		},
	];
	if ( getIn( values, 'paymentInformation.differentAddress' ) === true ) {
		addresses.push( {
			kind: 'billing',
			label: 'Billing',
			line1: billing.line1,
			city: billing.city,
			zip_postal_code: billing.zipcode,
			state_province_region: billing.state,
			country: billing.country,
			text: formatAddress( { ...billing, zip: billing.zipcode } ),
		} );
	}

	return {
		companies: [
			{
				company: {
					name: text( values, 'companyInformation.companyName' ),
					entity_type: text(
						values,
						'companyInformation.entityType.key'
					),
					industry: '',
					position: '',
					naics_code: '',
					ab_test_rolled_variants: [],
				},
				products: finalProducts( cart ),
			},
		],
		account: {
			email_address: text( values, 'accountInformation.email' ),
			password: String(
				getIn( values, 'accountInformation.password' ) ?? ''
			),
			notes: '',
			affiliate_type: null,
			ab_test_rolled_variants: [],
		},
		contact: {
			first_name: text( values, 'contactInformation.firstName' ),
			last_name: text( values, 'contactInformation.lastName' ),
		},
		phones: [
			{
				kind: 'primary',
				phone_number: text( values, 'contactInformation.phone' ),
			},
		],
		addresses,
		emails: [],
		payment: {
			processor: CARD_PROCESSOR,
			token,
			customer_id: customerId,
			currency: 'USD',
			billing_address: billing,
		},
		cancel_services: false,
		formType: text( values, 'formType' ),
	};
}
