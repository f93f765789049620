import { __, sprintf } from '@wordpress/i18n';

import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { statesOf } from '../../src/cart/cart-input';
import {
	CERTIFICATE_QUANTITY,
	CERTIFICATES_CATEGORY,
	CORPORATE_SEAL_CATEGORY,
	NOTARY_RULES,
	NOTARY_STAMP_CATEGORY,
	PROCESS_AGENT_CATEGORY,
	PROCESS_AGENT_RULES,
	TRADE_NAME_CATEGORY,
	productDataPath,
	tradeNamePath,
} from '../../src/optional-items/supplies';
import { productOffered } from '../../src/pricing/visibility';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { OptionalProductsAttributes } from './attributes';

const notaryLabels = (): Record< keyof typeof NOTARY_RULES, string > => ( {
	first_name: __( 'Notary first name', 'formation-orders' ),
	middle_name: __( 'Notary middle name', 'formation-orders' ),
	last_name: __( 'Notary last name', 'formation-orders' ),
	notary_id: __( 'Notary ID', 'formation-orders' ),
	city: __( 'Notary city', 'formation-orders' ),
	company_state: __( 'Notary commission state', 'formation-orders' ),
	exp_month: __( 'Commission expires: month', 'formation-orders' ),
	exp_day: __( 'Commission expires: day', 'formation-orders' ),
	exp_year: __( 'Commission expires: year', 'formation-orders' ),
} );

const processAgentLabels = (): Record<
	keyof typeof PROCESS_AGENT_RULES,
	string
> => ( {
	docketNumberType: __( 'Docket type', 'formation-orders' ),
	docketNumber: __( 'Docket number', 'formation-orders' ),
	USDOTNumber: __( 'USDOT number', 'formation-orders' ),
} );

/**
 * The data one checked product asks for, by its category: the seal's capitalization, how many certificates,
 * the notary's details, the process agent's docket, the trade name in each of its states.
 */
export function productDetailFields(
	product: ConfiguredProduct,
	formData: FormDataStore
): FieldRule[] {
	const { saveAs } = product;
	switch ( product.category ) {
		case CORPORATE_SEAL_CATEGORY:
			return [
				{
					path: productDataPath( saveAs, 'embossSealCapitalization' ),
					label: __( 'Seal lettering', 'formation-orders' ),
					// No rule requires it: left unchosen, the seal is made as the company name is written.
					rules: '',
				},
			];
		case CERTIFICATES_CATEGORY:
			return [
				{
					path: CERTIFICATE_QUANTITY,
					label: __( 'Number of certificates', 'formation-orders' ),
					rules: FIELD_RULES.certificateQuantity,
				},
			];
		case NOTARY_STAMP_CATEGORY: {
			const labels = notaryLabels();
			return (
				Object.keys( NOTARY_RULES ) as Array<
					keyof typeof NOTARY_RULES
				>
			 ).map( ( field ) => ( {
				path: productDataPath( saveAs, `notary.${ field }` ),
				label: labels[ field ],
				rules: NOTARY_RULES[ field ],
			} ) );
		}
		case PROCESS_AGENT_CATEGORY: {
			const labels = processAgentLabels();
			return (
				Object.keys( PROCESS_AGENT_RULES ) as Array<
					keyof typeof PROCESS_AGENT_RULES
				>
			 ).map( ( field ) => ( {
				path: productDataPath( saveAs, field ),
				label: labels[ field ],
				rules: PROCESS_AGENT_RULES[ field ],
			} ) );
		}
		case TRADE_NAME_CATEGORY:
			return statesOf(
				product,
				formData.productState( saveAs ),
				formData.selectedState?.key ?? null
			).map( ( state ) => ( {
				path: tradeNamePath( saveAs, state ),
				label: sprintf(
					/* translators: %s: state code such as CA. */
					__( 'Trade name in %s', 'formation-orders' ),
					state
				),
				rules: FIELD_RULES.line,
			} ) );
		default:
			return [];
	}
}

/**
 * What the checked optional items on offer ask for; an unchecked or hidden item asks nothing, so its fields
 * never block the order.
 */
export const optionalProductsFields = (
	attributes: OptionalProductsAttributes,
	formData: FormDataStore
): FieldRule[] =>
	attributes.products
		.filter(
			( product ) =>
				formData.productState( product.saveAs )?.checked === true &&
				productOffered( product, {
					state: formData.selectedState?.key ?? null,
					formType: formData.formType,
					entityType: formData.entityType,
				} )
		)
		.flatMap( ( product ) => productDetailFields( product, formData ) );
