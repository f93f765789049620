import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { SelectField } from '../../src/components/SelectField';
import { RetryButton } from '../../src/components/RetryButton';
import { jurisdictionGroups } from '../../src/jurisdictions';
import { formatMoney } from '../../src/pricing/money';
import { formatDuration } from '../../src/pricing/cart-lines';
import { useStore } from '../../src/store/store-context';
import type { ModuleProps } from '../../src/modules/module-props';
import type { StatePickerAttributes } from './attributes';
import { RegisteredAgentTerm } from './RegisteredAgentTerm';
import { statePickerFields } from './fields';

/** The state the company is in: choosing it loads that state's products into the cart. */
export const StatePicker = observer( function StatePicker( {
	attributes,
}: ModuleProps< StatePickerAttributes > ): React.ReactElement {
	const { cart, formData, products } = useStore();
	const [ field ] = statePickerFields( attributes );
	const limitTo = attributes.jurisdictions;
	const state = formData.selectedState;
	// The quote is what choosing this state adds to the order. A form that sells no registered agent (mail
	// forwarding) does not quote one; nor does a multi-state form, whose agent is ordered for the states ticked
	// in its own picker, not for the home state chosen here.
	const ordersAgentHere = cart.configured.some(
		( configured ) =>
			configured.category === 'registered-agent' &&
			! configured.multiState
	);
	const product =
		state && ordersAgentHere
			? products.registeredAgentProduct( state.key )
			: undefined;

	return (
		<>
			<SelectField
				field={ field }
				placeholder={ __( 'Choose a state', 'formation-orders' ) }
				groups={ jurisdictionGroups( limitTo ) }
				onSelect={ ( key, name ) =>
					formData.chooseState( key ? { key, value: name } : null )
				}
			/>
			<p className="fo-state-price" aria-live="polite">
				{ state &&
					product &&
					sprintf(
						/* translators: 1: state name, 2: price such as $125.00, 3: duration such as 1 Year. */
						__(
							'Registered agent service in %1$s: %2$s for %3$s',
							'formation-orders'
						),
						state.value,
						formatMoney( product.price ),
						formatDuration( product.duration ?? 12 )
					) }
				{ state && products.loadError && (
					<>
						{ __(
							'Prices could not be loaded.',
							'formation-orders'
						) }{ ' ' }
						<RetryButton
							onRetry={ () =>
								products.loadRegisteredAgentProduct( state.key )
							}
						/>
					</>
				) }
			</p>
			<RegisteredAgentTerm attributes={ attributes } />
		</>
	);
} );
