import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import { OrderSummary } from './OrderSummary';
import { totalText } from './total-text';

/** The total is announced once it has stood this long, so typing or ticking states is not read out each time. */
export const ANNOUNCE_AFTER_MS = 1000;

/**
 * "Total $N", set once the total has stood a second: what a polite live region reads, so typing or ticking
 * states is not read out at every change.
 */
export function useTotalAnnouncement(): string {
	const { cart, products } = useStore();
	const [ announced, setAnnounced ] = useState( '' );
	const total = totalText( cart );
	const settled = products.productsLoaded && ! cart.isEmpty;
	useEffect( () => {
		if ( ! settled ) {
			return undefined;
		}
		const timer = setTimeout(
			() =>
				setAnnounced(
					/* translators: %s: the order total, e.g. $149.00, or under Pay Monthly what is charged today and then each month */
					sprintf( __( 'Total %s', 'formation-orders' ), total )
				),
			ANNOUNCE_AFTER_MS
		);
		return () => clearTimeout( timer );
	}, [ settled, total ] );
	return announced;
}

/**
 * The running total: on wide screens the order summary beside the steps (sticky while scrolling); on a phone a
 * "Total $N" bar whose button opens the same summary. A screen reader hears the new total once it settles.
 */
export const RunningTotal = observer(
	function RunningTotal(): React.ReactElement | null {
		const { cart } = useStore();
		const ids = useFormIds();
		const [ open, setOpen ] = useState( false );
		const announced = useTotalAnnouncement();
		const total = totalText( cart );
		const panelId = ids.of( 'running-total-panel' );
		return (
			<div
				className={ `fo-running-total${
					open ? ' fo-running-total--open' : ''
				}` }
				aria-label={ __( 'Your order', 'formation-orders' ) }
			>
				<button
					type="button"
					className="fo-running-total__toggle"
					aria-expanded={ open }
					aria-controls={ panelId }
					onClick={ () => setOpen( ! open ) }
				>
					<span>{ __( 'Total', 'formation-orders' ) }</span>{ ' ' }
					<span className="fo-running-total__amount">
						{ cart.isEmpty ? '—' : total }
					</span>
				</button>
				<div className="fo-running-total__panel" id={ panelId }>
					<OrderSummary />
				</div>
				<p className="screen-reader-text" aria-live="polite">
					{ announced }
				</p>
			</div>
		);
	}
);
