import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { RetryButton } from '../../src/components/RetryButton';
import { estimatedDates } from '../../src/pricing/estimated-dates';
import {
	filingChoice,
	filingTimeLabel,
	localJurisdictions,
} from '../../src/pricing/filing-methods';
import { formatMoney } from '../../src/pricing/money';
import { filingProductOf } from '../../src/cart/cart-config';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import { formatRange } from '../../src/modules/date-range';
import type { ModuleProps } from '../../src/modules/module-props';
import type { FilingMethodsAttributes } from './attributes';

/**
 * The filing methods of the state's filing product, cheapest first, each with its state fee, processing
 * time and the estimated dates for filing and for the documents; local jurisdictions first when the state
 * has them.
 */
export const FilingMethods = observer( function FilingMethods( {
	attributes,
}: ModuleProps< FilingMethodsAttributes > ): React.ReactElement | null {
	const { cart, formData, products } = useStore();
	const ids = useFormIds();
	const configured = attributes.products[ 0 ];
	const state = formData.selectedState;
	if ( ! configured || ! state ) {
		return null;
	}
	// An opt-in's filing choices show once it is in the order.
	if (
		! configured.primary &&
		cart.productState( configured.saveAs )?.checked !== true
	) {
		return null;
	}
	const { entityType } = formData;
	const product = filingProductOf(
		configured,
		entityType,
		products.filingProducts( state.key )
	);
	if ( ! product?.filing_methods?.length ) {
		if ( products.hasFilingProducts( state.key ) ) {
			return (
				<p className="fo-filing-methods__none">
					{ __(
						'No filing is offered for this state and entity type.',
						'formation-orders'
					) }
				</p>
			);
		}
		return products.filingLoadError && products.productsLoaded ? (
			<p className="fo-filing-methods__error" role="alert">
				{ __(
					'Filing options could not be loaded.',
					'formation-orders'
				) }{ ' ' }
				<RetryButton
					onRetry={ () =>
						products.loadFilingProducts( cart.selectedStates )
					}
				/>
			</p>
		) : null;
	}
	const all = product.filing_methods;
	const { jurisdiction, localJurisdiction, methods, selected } = filingChoice(
		all,
		state.key,
		entityType,
		cart.productState( configured.saveAs )
	);
	const local = localJurisdiction ?? '';
	const locals = localJurisdictions( all );
	const stateFiles = all.some( ( method ) => ! method.local_jurisdiction );
	const template =
		attributes.timeLabel /* translators: {{filed_in}} stays as is: it becomes a time such as "10 days". */ ||
		__( 'Processed by State in {{filed_in}}', 'formation-orders' );
	const orderedAt = new Date();
	// Under a subscription bundle the filing is the bundle's: the order carries its standard filing only.
	const subscription = cart.subscriptionLine;
	const includedBySubscription =
		subscription !== null &&
		cart.lines.some(
			( line ) =>
				line.saveAs === configured.saveAs &&
				line.bundled &&
				line.bundleID === subscription.product_id
		);
	const name = ids.of( `filing-method-${ configured.saveAs }` );
	const localId = ids.of( `local-jurisdiction-${ configured.saveAs }` );

	return (
		<fieldset className="fo-fieldset fo-filing-methods">
			<legend className="fo-field__label">
				{ sprintf(
					/* translators: %s: product name such as "California LLC Formation". */
					__( 'Filing for %s', 'formation-orders' ),
					product.name
				) }
			</legend>
			{ locals.length > 0 && (
				<div className="fo-field">
					<label className="fo-field__label" htmlFor={ localId }>
						{ __( 'Where to file', 'formation-orders' ) }
					</label>
					<select
						id={ localId }
						className="fo-field__input"
						value={ local }
						onChange={ ( event ) =>
							cart.selectLocalJurisdiction(
								configured.saveAs,
								jurisdiction,
								event.target.value,
								all
							)
						}
					>
						{ stateFiles && (
							<option value="">
								{ sprintf(
									/* translators: %s: state name. */
									__(
										'With the state of %s',
										'formation-orders'
									),
									state.value
								) }
							</option>
						) }
						{ locals.map( ( item ) => (
							<option key={ item } value={ item }>
								{ item }
							</option>
						) ) }
					</select>
				</div>
			) }
			<ul className="fo-filing-methods__list">
				{ methods.map( ( method ) => {
					const id = `${ name }-${ method.key }`;
					const dates = estimatedDates( orderedAt, method );
					return (
						<li key={ method.key } className="fo-filing-method">
							<input
								type="radio"
								id={ id }
								name={ name }
								checked={ selected?.key === method.key }
								onChange={ () =>
									cart.selectFilingMethod(
										configured.saveAs,
										jurisdiction,
										method.key
									)
								}
								aria-describedby={ `${ id }-details` }
							/>
							<label htmlFor={ id }>
								<span className="fo-filing-method__name">
									{ method.name }
								</span>{ ' ' }
								<span className="fo-filing-method__cost">
									{ sprintf(
										/* translators: %s: state fee such as $70.00. */
										__(
											'State fee %s',
											'formation-orders'
										),
										formatMoney( method.cost )
									) }
									{ method.surcharge > 0 &&
										` + ${ sprintf(
											/* translators: %s: surcharge such as $50.00. */
											__(
												'%s processing',
												'formation-orders'
											),
											formatMoney( method.surcharge )
										) }` }
								</span>
							</label>
							<div
								className="fo-filing-method__details"
								id={ `${ id }-details` }
							>
								<span className="fo-filing-method__time">
									{ filingTimeLabel( method, template ) }
								</span>
								{ dates.filed && (
									<span className="fo-filing-method__estimate">
										{ sprintf(
											/* translators: %s: date range. */
											__(
												'Estimated filing: %s',
												'formation-orders'
											),
											formatRange( dates.filed )
										) }
									</span>
								) }
								{ dates.documents && (
									<span className="fo-filing-method__estimate">
										{ sprintf(
											/* translators: %s: date range. */
											__(
												'Documents expected: %s',
												'formation-orders'
											),
											formatRange( dates.documents )
										) }
									</span>
								) }
								{ method.filing_description && (
									<span className="fo-filing-method__description">
										{ method.filing_description }
									</span>
								) }
							</div>
						</li>
					);
				} ) }
			</ul>
			{ includedBySubscription && (
				<p className="fo-filing-methods__included">
					{ __(
						'Your subscription includes the standard filing. A faster filing method is not part of it and is not charged or ordered.',
						'formation-orders'
					) }
				</p>
			) }
		</fieldset>
	);
} );
