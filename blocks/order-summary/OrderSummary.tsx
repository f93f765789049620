import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { estimatedDates } from '../../src/pricing/estimated-dates';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import { formatRange } from '../../src/modules/date-range';
import { SummaryLine } from './SummaryLine';
import { totalText } from './total-text';

/**
 * The modules in which a visitor chooses the state (or states) the cart is priced for. Only a form that
 * places one of them can tell the visitor to choose a state; on any other form (tax ID, domains, vehicles)
 * an empty order has nothing to do with a state.
 */
const STATE_MODULES = [ 'state-picker', 'multi-state-picker' ];

/**
 * The cart: each line with its state fee, service, surcharge, card fee and discounts; subtotal, discount
 * and total (under Pay Monthly, what is charged today and then each month); and for each filing the estimated dates of filing and documents.
 */
export const OrderSummary = observer(
	function OrderSummary(): React.ReactElement {
		const { cart, formData, products, modules } = useStore();
		const ids = useFormIds();
		const { subtotal, discount } = cart.totals;
		const filings = cart.lines.filter(
			( line ) => line.product_option_key && ! line.bundled
		);
		const orderedAt = new Date();
		const asksForState = STATE_MODULES.some( ( name ) =>
			modules.inLayout( name )
		);
		let emptyText: string = __(
			'Your order is empty.',
			'formation-orders'
		);
		if ( ! products.productsLoaded ) {
			emptyText = __( 'Loading prices…', 'formation-orders' );
		} else if (
			asksForState &&
			formData.get( 'isBusinessFormed' ) !== false
		) {
			emptyText = __(
				'Choose a state to see your order.',
				'formation-orders'
			);
		}

		return (
			<section
				className="fo-order-summary"
				aria-labelledby={ ids.of( 'order-summary-title' ) }
				aria-live="polite"
				aria-busy={ ! products.productsLoaded }
			>
				<h3
					id={ ids.of( 'order-summary-title' ) }
					className="fo-order-summary__title"
					tabIndex={ -1 }
				>
					{ __( 'Order Summary', 'formation-orders' ) }
				</h3>
				{ cart.isEmpty ? (
					<p className="fo-order-summary__empty">{ emptyText }</p>
				) : (
					<table className="fo-order-summary__lines">
						<thead className="screen-reader-text">
							<tr>
								<th scope="col">
									{ __( 'Item', 'formation-orders' ) }
								</th>
								<th scope="col">
									{ __( 'Price', 'formation-orders' ) }
								</th>
							</tr>
						</thead>
						<tbody>
							{ cart.lines.map( ( line ) => (
								<SummaryLine
									key={ `${ line.saveAs }-${ line.state }-${ line.product_id }` }
									line={ line }
								/>
							) ) }
						</tbody>
						<tfoot>
							{ discount > 0 && (
								<>
									<tr className="fo-order-summary__subtotal">
										<th scope="row">
											{ __(
												'Subtotal',
												'formation-orders'
											) }
										</th>
										<td>{ formatMoney( subtotal ) }</td>
									</tr>
									<tr className="fo-order-summary__discount">
										<th scope="row">
											{ __(
												'Discounts',
												'formation-orders'
											) }
										</th>
										<td>{ formatMoney( -discount ) }</td>
									</tr>
								</>
							) }
							<tr className="fo-order-summary__total">
								<th scope="row">
									{ __( 'Total', 'formation-orders' ) }
								</th>
								<td>{ totalText( cart ) }</td>
							</tr>
						</tfoot>
					</table>
				) }
				{ filings.length > 0 && (
					<ul className="fo-order-summary__estimates">
						{ filings.map( ( line ) => {
							const method = products
								.filingProducts( line.state )
								.concat( products.simpleProducts )
								.find(
									( product ) =>
										product.id === line.product_id
								)
								?.filing_methods?.find(
									( candidate ) =>
										candidate.key ===
										line.product_option_key
								);
							if ( ! method ) {
								return null;
							}
							const dates = estimatedDates( orderedAt, method );
							return (
								<li key={ `${ line.saveAs }-${ line.state }` }>
									<strong>{ line.name }</strong>
									{ dates.filed &&
										` — ${ sprintf(
											/* translators: %s: date range. */
											__(
												'filed %s',
												'formation-orders'
											),
											formatRange( dates.filed )
										) }` }
									{ dates.documents &&
										`; ${ sprintf(
											/* translators: %s: date range. */
											__(
												'documents %s',
												'formation-orders'
											),
											formatRange( dates.documents )
										) }` }
								</li>
							);
						} ) }
					</ul>
				) }
				{ products.loadError && (
					<p className="fo-order-summary__error" role="alert">
						{ __(
							'Prices could not be loaded. Please check your connection and try again.',
							'formation-orders'
						) }
					</p>
				) }
			</section>
		);
	}
);
