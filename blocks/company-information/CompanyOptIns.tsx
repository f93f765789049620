import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { RadioField } from '../../src/components/RadioField';
import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { productOffered } from '../../src/pricing/visibility';
import { useStore } from '../../src/store/store-context';
import { useProductPrice } from './product-price';

/** The company's products asked about inline, by the category of the block's configured product. */
export const OPT_IN_CATEGORIES = {
	beneficialOwnership: 'boi-compliance',
	nyPublication: 'ny-publication',
	mailForwarding: 'mail-forwarding',
	nameReservation: 'name-reservation',
} as const;

const priceHint = ( price: string ) =>
	price
		? sprintf(
				/* translators: %s: price such as $99.00. */
				__( '(%s)', 'formation-orders' ),
				price
			)
		: undefined;

/**
 * The beneficial ownership compliance opt-in, New York's publication (New York only) and the mail-forwarding
 * upsell: "Our Address" adds mail forwarding to the cart, "Your Address" takes it out.
 */
export const CompanyOptIns = observer( function CompanyOptIns( {
	products,
}: {
	products: ConfiguredProduct[];
} ): React.ReactElement {
	// The cart only for a configured product: a form that sells nothing (an affiliate's company) has none.
	const store = useStore();
	const { formData } = store;
	const state = formData.selectedState?.key ?? null;
	const byCategory = ( category: string ) =>
		products.find( ( product ) => product.category === category );
	const offered = ( product: ConfiguredProduct | undefined ) =>
		!! product &&
		productOffered( product, {
			state,
			formType: formData.formType,
			entityType: formData.entityType,
		} );
	const boi = byCategory( OPT_IN_CATEGORIES.beneficialOwnership );
	const publication = byCategory( OPT_IN_CATEGORIES.nyPublication );
	const mail = byCategory( OPT_IN_CATEGORIES.mailForwarding );
	const boiPrice = useProductPrice( boi );
	const publicationPrice = useProductPrice( publication );
	const mailPrice = useProductPrice( mail );
	const optIn = (
		product: ConfiguredProduct,
		label: string,
		hint?: string
	) => (
		<CheckboxField
			field={ {
				path: `productState.${ product.saveAs }.checked`,
				label,
				rules: '',
			} }
			checked={
				store.cart.productState( product.saveAs )?.checked === true
			}
			onToggle={ ( checked ) =>
				store.cart.setChecked( product.saveAs, checked )
			}
			hint={ hint }
		/>
	);
	return (
		<>
			{ boi &&
				offered( boi ) &&
				optIn(
					boi,
					__(
						'Add beneficial ownership (BOI) compliance filing',
						'formation-orders'
					),
					priceHint( boiPrice )
				) }
			{ publication &&
				// New York only, by the state rule of its kind: offered once the state is known.
				!! state &&
				offered( publication ) &&
				optIn(
					publication,
					__(
						'Publish the formation notice New York requires',
						'formation-orders'
					),
					priceHint( publicationPrice )
				) }
			{ mail && offered( mail ) && (
				<RadioField
					field={ {
						path: 'companyInformation.inlineMFVODeliveryDestination',
						label: __(
							'Where should your company’s mail go?',
							'formation-orders'
						),
						rules: '',
					} }
					hint={
						mailPrice &&
						sprintf(
							/* translators: %s: price such as $240.00. */
							__(
								'Our Address: we receive, scan and forward your mail for %s a year.',
								'formation-orders'
							),
							mailPrice
						)
					}
					options={ [
						{
							value: 'ourAddress',
							label: __( 'Our Address', 'formation-orders' ),
						},
						{
							value: 'yourAddress',
							label: __( 'Your Address', 'formation-orders' ),
						},
					] }
					onSelect={ ( destination ) => {
						formData.set(
							'companyInformation.inlineMFVODeliveryDestination',
							destination
						);
						store.cart.setChecked(
							mail.saveAs,
							destination === 'ourAddress'
						);
					} }
				/>
			) }
		</>
	);
} );
