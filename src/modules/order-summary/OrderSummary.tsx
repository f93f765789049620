import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { formatMoney } from '../../pricing/money';
import { useStore } from '../../store/store-context';

export const OrderSummary = observer(
	function OrderSummary(): React.ReactElement {
		const { cart, products } = useStore();

		return (
			<section
				className="fo-order-summary"
				aria-labelledby="fo-order-summary-title"
				aria-live="polite"
			>
				<h3
					id="fo-order-summary-title"
					className="fo-order-summary__title"
				>
					{ __( 'Order Summary', 'formation-orders' ) }
				</h3>
				{ cart.isEmpty ? (
					<p className="fo-order-summary__empty">
						{ products.productsLoaded
							? __(
									'Choose a state to see your order.',
									'formation-orders'
								)
							: __( 'Loading prices…', 'formation-orders' ) }
					</p>
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
								<tr
									key={ `${ line.saveAs }-${ line.state }` }
									className="fo-order-summary__line"
								>
									<th scope="row">
										{ line.name }
										<span className="fo-order-summary__duration">
											{ ' ' }
											({ line.durationFormatted })
										</span>
									</th>
									<td>
										{ formatMoney(
											line.price * line.quantity
										) }
									</td>
								</tr>
							) ) }
						</tbody>
						<tfoot>
							<tr className="fo-order-summary__total">
								<th scope="row">
									{ __( 'Total', 'formation-orders' ) }
								</th>
								<td>{ formatMoney( cart.total ) }</td>
							</tr>
						</tfoot>
					</table>
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
