import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { FieldError } from '../../src/components/FieldError';
import { MultiSelect } from '../../src/components/MultiSelect';
import { jurisdictionGroups } from '../../src/jurisdictions';
import { formatMoney } from '../../src/pricing/money';
import { inBulkMode } from '../../src/pricing/multi-state';
import { useStore } from '../../src/store/store-context';
import type { ModuleProps } from '../../src/modules/module-props';
import type { MultiStatePickerAttributes } from './attributes';
import { multiStatePickerFields } from './fields';

/**
 * Multi-state registered agent: the states are chosen from a searchable list that shows each state's yearly
 * price; once the count of chosen states reaches the bulk quantity every state costs the bulk price.
 */
export const MultiStatePicker = observer( function MultiStatePicker( {
	attributes,
}: ModuleProps< MultiStatePickerAttributes > ): React.ReactElement | null {
	const { cart, products, validation } = useStore();
	const ids = useFormIds();
	const product = attributes.products.find( ( item ) => item.multiState );
	const [ field ] = multiStatePickerFields( attributes );
	if ( ! product || ! field ) {
		return null;
	}
	const error = validation.errorOf( field.path );
	const limitTo = attributes.jurisdictions;
	const ticked = cart.productState( product.saveAs )?.states ?? {};
	const count = Object.values( ticked ).filter( Boolean ).length;
	const bulk = {
		price: 0,
		bulkPrice: product.bulkPrice ?? 0,
		bulkQuantity: product.bulkQuantity ?? 0,
	};
	const groups = jurisdictionGroups( limitTo )
		.map( ( group ) => ( {
			...group,
			options: group.options.filter( ( option ) =>
				products.registeredAgentProduct( option.value )
			),
		} ) )
		.filter( ( group ) => group.options.length > 0 );
	const legendId = ids.of( `multi-state-${ product.saveAs }-label` );
	const chosen = Object.keys( ticked ).filter(
		( state ) => ticked[ state ] === true
	);

	return (
		<fieldset
			className={ `fo-fieldset fo-multi-state${
				error ? ' fo-field--error' : ''
			}` }
			aria-describedby={ error ? ids.error( field.path ) : undefined }
		>
			<legend className="fo-field__label" id={ legendId }>
				{ field.label }
			</legend>
			<FieldError path={ field.path } error={ error } />
			{ bulk.bulkQuantity > 0 && (
				<p className="fo-multi-state__bulk" aria-live="polite">
					{ inBulkMode( count, bulk )
						? sprintf(
								/* translators: 1: number of states, 2: price such as $89.00. */
								__(
									'Bulk price: %1$d states at %2$s per state per year.',
									'formation-orders'
								),
								count,
								formatMoney( bulk.bulkPrice )
							)
						: sprintf(
								/* translators: 1: number of states, 2: price such as $89.00. */
								__(
									'Choose %1$d or more states and each costs %2$s per year.',
									'formation-orders'
								),
								bulk.bulkQuantity,
								formatMoney( bulk.bulkPrice )
							) }
				</p>
			) }
			<p className="fo-multi-state__count">
				{ sprintf(
					/* translators: %d: number of states selected. */
					__( '%d selected', 'formation-orders' ),
					count
				) }
			</p>
			<MultiSelect
				id={ ids.field( field.path ) }
				labelledBy={ legendId }
				groups={ groups.map( ( group ) => ( {
					label: group.label,
					options: group.options.map( ( option ) => ( {
						value: option.value,
						label: option.label,
						detail: formatMoney(
							products.registeredAgentProduct( option.value )
								?.price ?? 0
						),
					} ) ),
				} ) ) }
				selected={ chosen }
				max={ attributes.maxStates }
				placeholder={ __(
					'Type a state to search',
					'formation-orders'
				) }
				invalid={ Boolean( error ) }
				describedBy={ error ? ids.error( field.path ) : undefined }
				onToggle={ ( state, selected ) => {
					cart.setStateSelected( product.saveAs, state, selected );
					validation.fieldChange( field );
				} }
			/>
		</fieldset>
	);
} );
