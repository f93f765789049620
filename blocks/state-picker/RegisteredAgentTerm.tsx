import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { formatDuration } from '../../src/pricing/cart-lines';
import { formatMoney } from '../../src/pricing/money';
import { registeredAgentDuration } from '../../src/cart/cart-config';
import { statesOf } from '../../src/cart/cart-input';
import { registeredAgentPrice } from '../../src/cart/registered-agent-price';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import type { ModuleProps } from '../../src/modules/module-props';
import type { StatePickerAttributes } from './attributes';

/**
 * Multi-year registered agent: the terms the block offers, shown in years with their price. Only when the
 * state picker's registered-agent product lists `durations`.
 */
export const RegisteredAgentTerm = observer( function RegisteredAgentTerm( {
	attributes,
}: ModuleProps< StatePickerAttributes > ): React.ReactElement | null {
	const { cart, formData, products } = useStore();
	const ids = useFormIds();
	const product = attributes.products.find(
		( item ) =>
			item.category === 'registered-agent' &&
			( item.durations?.length ?? 0 ) > 0
	);
	const state = formData.selectedState?.key;
	const agent = state ? products.registeredAgentProduct( state ) : undefined;
	if ( ! product || ! agent ) {
		return null;
	}
	const productState = cart.productState( product.saveAs );
	const current = registeredAgentDuration(
		product,
		productState?.data?.duration,
		agent.duration ?? 12
	);
	const stateCount = statesOf( product, productState, state ?? null ).length;
	const id = ids.of( `registered-agent-term-${ product.saveAs }` );
	return (
		<div className="fo-field">
			<label className="fo-field__label" htmlFor={ id }>
				{ __( 'Registered agent term', 'formation-orders' ) }
			</label>
			<select
				id={ id }
				className="fo-field__input"
				value={ current }
				onChange={ ( event ) =>
					formData.setTermMonths(
						product.saveAs,
						Number( event.target.value )
					)
				}
			>
				{ ( product.durations ?? [] ).map( ( months ) => (
					<option key={ months } value={ months }>
						{ sprintf(
							/* translators: 1: a term such as "2 Years", 2: its price such as $298.00. */
							__( '%1$s — %2$s', 'formation-orders' ),
							formatDuration( months ),
							formatMoney(
								registeredAgentPrice(
									product,
									agent.price,
									stateCount,
									months
								)
							)
						) }
					</option>
				) ) }
			</select>
		</div>
	);
} );
