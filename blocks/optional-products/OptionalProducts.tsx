import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { formatMoney } from '../../src/pricing/money';
import { CERTIFICATES_CATEGORY } from '../../src/optional-items/supplies';
import { productOffered } from '../../src/pricing/visibility';
import type { ConfiguredProduct } from '../../src/cart/cart-config';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import { catalogProductOf } from '../../src/modules/configured-products';
import type { ModuleProps } from '../../src/modules/module-props';
import type { OptionalProductsAttributes } from './attributes';
import { ProductDetails } from './ProductDetails';

/**
 * Opt-in products: ticking one adds it to the cart, unticking removes it; the tax ID is a choice of two;
 * a business-identity bundle has its own toggle. Products hidden for the state, form type or entity type
 * are not offered; a disabled one says why.
 */
/** "Default label ... certificates default label 'Certificates'"; every other product goes by its name. */
const defaultLabel = ( catalog: { name: string; category?: string } ) =>
	catalog.category === CERTIFICATES_CATEGORY
		? __( 'Certificates', 'formation-orders' )
		: catalog.name;

export const OptionalProducts = observer( function OptionalProducts( {
	attributes,
}: ModuleProps< OptionalProductsAttributes > ): React.ReactElement | null {
	const { cart, formData, products } = useStore();
	const ids = useFormIds();
	const state = formData.selectedState?.key ?? null;
	const { entityType } = formData;
	const offered = attributes.products.filter(
		( product ) =>
			! product.primary &&
			product.category !== 'domain' &&
			productOffered( product, {
				state,
				formType: formData.formType,
				entityType,
			} )
	);
	if ( offered.length === 0 ) {
		return null;
	}
	const taxIds = offered.filter( ( product ) => product.taxIdChoice );
	const bundles = offered.filter(
		( product ) => product.category === 'bundle'
	);
	const optIns = offered.filter(
		( product ) => ! product.taxIdChoice && product.category !== 'bundle'
	);
	const lineOf = ( saveAs: string ) =>
		cart.lines.find( ( line ) => line.saveAs === saveAs );
	const title =
		attributes.title || __( 'Optional Items', 'formation-orders' );

	const priceText = ( product: ConfiguredProduct ) => {
		const catalog = catalogProductOf( products, product, state );
		return catalog ? formatMoney( catalog.price ) : '';
	};

	return (
		<fieldset className="fo-fieldset fo-optional-products">
			<legend className="fo-field__label">{ title }</legend>
			{ bundles.map( ( product ) => {
				const bundle = products.bundles.find(
					( candidate ) => candidate.product_id === product.product_id
				);
				if ( ! bundle ) {
					return null;
				}
				const id = ids.of( `optional-${ product.saveAs }` );
				const isIdentity = bundle.config?.isBusinessIdentity === true;
				const checked = isIdentity
					? formData.businessIdentity
					: cart.productState( product.saveAs )?.checked === true;
				return (
					<div className="fo-checkbox" key={ product.saveAs }>
						<input
							type="checkbox"
							id={ id }
							checked={ checked }
							onChange={ ( event ) =>
								isIdentity
									? formData.setBusinessIdentity(
											event.target.checked
										)
									: cart.setChecked(
											product.saveAs,
											event.target.checked
										)
							}
						/>
						<label htmlFor={ id }>
							{ product.label || bundle.name }{ ' ' }
							<span className="fo-optional-products__price">
								{ formatMoney( bundle.price ?? 0 ) }
							</span>
						</label>
					</div>
				);
			} ) }
			{ optIns.map( ( product ) => {
				const catalog = catalogProductOf( products, product, state );
				if ( ! catalog ) {
					return null;
				}
				const id = ids.of( `optional-${ product.saveAs }` );
				const line = lineOf( product.saveAs );
				return (
					<div className="fo-checkbox" key={ product.saveAs }>
						<input
							type="checkbox"
							id={ id }
							checked={
								cart.productState( product.saveAs )?.checked ===
								true
							}
							aria-describedby={
								line?.disabled ? `${ id }-disabled` : undefined
							}
							onChange={ ( event ) =>
								cart.setChecked(
									product.saveAs,
									event.target.checked
								)
							}
						/>
						<label htmlFor={ id }>
							{ product.label || defaultLabel( catalog ) }{ ' ' }
							<span className="fo-optional-products__price">
								{ priceText( product ) }
							</span>
						</label>
						{ line?.disabled && (
							<span
								className="fo-optional-products__disabled"
								id={ `${ id }-disabled` }
							>
								{ catalog.category === 'phone-service'
									? __(
											'Not needed with a voice office: it includes a phone line.',
											'formation-orders'
										)
									: __(
											'Only with a corporate book or seal.',
											'formation-orders'
										) }
							</span>
						) }
						<ProductDetails product={ product } />
					</div>
				);
			} ) }
			{ taxIds.length > 0 && (
				<fieldset className="fo-fieldset fo-tax-id">
					<legend>
						{ __( 'Tax ID (EIN)', 'formation-orders' ) }
					</legend>
					{ taxIds.map( ( product ) => {
						const id = ids.of( `tax-id-${ product.taxIdChoice }` );
						const catalog = catalogProductOf(
							products,
							product,
							state
						);
						return (
							<div className="fo-checkbox" key={ product.saveAs }>
								<input
									type="radio"
									name="fo-tax-id"
									id={ id }
									checked={
										formData.taxIdSelection ===
										product.taxIdChoice
									}
									onChange={ () =>
										product.taxIdChoice &&
										cart.chooseTaxId( product.taxIdChoice )
									}
								/>
								<label htmlFor={ id }>
									{ product.label ||
										catalog?.name ||
										product.saveAs }{ ' ' }
									<span className="fo-optional-products__price">
										{ priceText( product ) }
									</span>
								</label>
							</div>
						);
					} ) }
				</fieldset>
			) }
			{ cart.errors.length > 0 && (
				<p className="fo-field__error" role="alert">
					{ cart.errors.join( ' ' ) }
				</p>
			) }
		</fieldset>
	);
} );
