import { observer } from 'mobx-react-lite';

import { RadioField } from '../../src/components/RadioField';
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
	const { cart, formData, products } = useStore();
	const [ field ] = taxIdChoiceFields( attributes );
	const state = formData.selectedState?.key ?? null;
	const choices = attributes.products.filter(
		( product ) => product.taxIdChoice
	);
	const notFound = cart.errors.includes( FILING_METHOD_NOT_FOUND );

	return (
		<RadioField
			field={ field }
			className="fo-tax-id"
			selected={ formData.taxIdSelection ?? '' }
			options={ choices.flatMap( ( product ) => {
				const catalog = catalogProductOf( products, product, state );
				return product.taxIdChoice
					? [
							{
								value: product.taxIdChoice,
								label:
									product.label ||
									catalog?.name ||
									product.saveAs,
								detail: catalog && (
									<span className="fo-optional-products__price">
										{ ' ' }
										{ formatMoney( catalog.price ) }
									</span>
								),
							},
						]
					: [];
			} ) }
			onSelect={ ( choice ) => cart.chooseTaxId( choice ) }
		>
			{ notFound && (
				<p className="fo-field__error" role="alert">
					{ FILING_METHOD_NOT_FOUND }
				</p>
			) }
		</RadioField>
	);
} );
