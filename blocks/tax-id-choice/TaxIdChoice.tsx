import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { FILING_METHOD_NOT_FOUND } from '../../src/cart/build-cart';
import { catalogProductOf } from '../../src/modules/configured-products';
import type { ModuleProps } from '../../src/modules/module-props';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';
import type { TaxIdChoiceAttributes } from './attributes';
import { taxIdChoiceFields } from './fields';

/**
 * "Tax ID choice (with or without SSN): the chosen product is marked checked, the other unchecked, and only
 * the chosen one stays in the cart." A chosen product without a matching filing method says so instead of
 * being priced.
 */
export const TaxIdChoice = observer( function TaxIdChoice( {
	attributes,
}: ModuleProps< TaxIdChoiceAttributes > ): React.ReactElement {
	const { cart, formData, products, validation } = useStore();
	const ids = useFormIds();
	const [ field ] = taxIdChoiceFields( attributes );
	const error = validation.errorOf( field.path );
	const state = formData.selectedState?.key ?? null;
	const choices = attributes.products.filter(
		( product ) => product.taxIdChoice
	);
	const notFound = cart.errors.includes( FILING_METHOD_NOT_FOUND );

	return (
		<fieldset
			className={ `fo-fieldset fo-tax-id${ error ? ' fo-field--error' : '' }` }
			aria-describedby={ error ? ids.error( field.path ) : undefined }
		>
			<legend className="fo-field__label">{ field.label }</legend>
			{ error && (
				<p className="fo-field__error" id={ ids.error( field.path ) }>
					<span className="screen-reader-text">
						{ __( 'Error:', 'formation-orders' ) }{ ' ' }
					</span>
					{ error }
				</p>
			) }
			{ choices.map( ( product, index ) => {
				const id =
					index === 0
						? ids.field( field.path )
						: ids.of( `tax-id-choice-${ product.taxIdChoice }` );
				const catalog = catalogProductOf( products, product, state );
				return (
					<div className="fo-checkbox" key={ product.saveAs }>
						<input
							type="radio"
							name={ ids.of( 'tax-id-choice' ) }
							id={ id }
							checked={
								formData.taxIdSelection === product.taxIdChoice
							}
							onChange={ () => {
								if ( product.taxIdChoice ) {
									cart.chooseTaxId( product.taxIdChoice );
									validation.fieldChange( field );
								}
							} }
						/>
						<label htmlFor={ id }>
							{ product.label || catalog?.name || product.saveAs }
							{ catalog && (
								<span className="fo-optional-products__price">
									{ ' ' }
									{ formatMoney( catalog.price ) }
								</span>
							) }
						</label>
					</div>
				);
			} ) }
			{ notFound && (
				<p className="fo-field__error" role="alert">
					{ FILING_METHOD_NOT_FOUND }
				</p>
			) }
		</fieldset>
	);
} );
