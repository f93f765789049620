import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { billingOptions, perMonth } from '../../src/pricing/billing';
import { lineTotal } from '../../src/pricing/cart-lines';
import { formatMoney } from '../../src/pricing/money';
import { subscriptionBundleOffered } from '../../src/pricing/subscription-bundles';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import type { ModuleProps } from '../../src/modules/module-props';
import type { BillingTypeAttributes } from './attributes';

/**
 * Billing type: "Pay Up Front" (yearly) or "Pay Monthly" (price / 12) for a subscription bundle. Monthly
 * with NP Corp is refused with the configured message while subscription bundles are on.
 */
export const BillingType = observer( function BillingType( {
	attributes,
}: ModuleProps< BillingTypeAttributes > ): React.ReactElement | null {
	const { cart, formData } = useStore();
	const ids = useFormIds();
	const [ refusal, setRefusal ] = useState( '' );
	const { entityType } = formData;
	const state = formData.selectedState?.key ?? null;
	const label = attributes.label || __( 'Billing', 'formation-orders' );
	const refusedMessage =
		attributes.monthlyRefusedMessage ||
		__(
			'Monthly billing is not available for nonprofit corporations. Please choose Pay Up Front.',
			'formation-orders'
		);
	// Only the subscription bundle is billed monthly; the rest of the cart is paid up front.
	const subscription = cart.subscriptionLine;
	const yearly = subscription ? lineTotal( subscription ) : 0;
	const offered = subscriptionBundleOffered( state, entityType );
	const shownRefusal =
		refusal || ( cart.monthlyRefused ? refusedMessage : '' );

	return (
		<fieldset className="fo-fieldset fo-billing-type">
			<legend className="fo-field__label">{ label }</legend>
			{ ! offered && (
				<p className="fo-billing-type__hint">
					{ __(
						'Choose a state and an LLC or Corp to see the subscription price.',
						'formation-orders'
					) }
				</p>
			) }
			{ billingOptions().map( ( option ) => {
				const id = ids.of( `billing-${ option.value }` );
				return (
					<div className="fo-checkbox" key={ option.value }>
						<input
							type="radio"
							name="fo-billing-type"
							id={ id }
							checked={ cart.billingType === option.value }
							onChange={ () =>
								setRefusal(
									cart.setBillingType(
										option.value,
										refusedMessage
									) ?? ''
								)
							}
						/>
						<label htmlFor={ id }>
							{ option.label }
							{ offered && yearly > 0 && (
								<span className="fo-billing-type__price">
									{ ' ' }
									{ option.value === 'monthly'
										? sprintf(
												/* translators: %s: monthly price such as $49.00. */
												__(
													'%s / month',
													'formation-orders'
												),
												formatMoney(
													perMonth( yearly )
												)
											)
										: sprintf(
												/* translators: %s: yearly price such as $588.00. */
												__(
													'%s / year',
													'formation-orders'
												),
												formatMoney( yearly )
											) }
								</span>
							) }
						</label>
					</div>
				);
			} ) }
			{ shownRefusal && (
				<p className="fo-field__error" role="alert">
					{ shownRefusal }
				</p>
			) }
		</fieldset>
	);
} );
