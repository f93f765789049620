import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { SUMMARY_MODULE, useTotalAnnouncement } from './RunningTotal';
import { scrollToElement } from './scroll';
import { totalText } from './total-text';

/**
 * The total on a single-page form whose Order Summary stands further down the page: a "Total $N" bar kept at
 * the bottom of the screen until the summary itself scrolls into view. Its button brings the visitor to that
 * summary (no second copy of it, so the page keeps one "Order Summary").
 */
export const TotalBar = observer(
	function TotalBar(): React.ReactElement | null {
		const { modules, cart, ids } = useStore();
		const [ summaryInView, setSummaryInView ] = useState( false );
		const summaryLoaded = !! modules.definitionOf( SUMMARY_MODULE );
		const total = totalText( cart );
		const announced = useTotalAnnouncement();
		const titleId = ids.of( 'order-summary-title' );

		useEffect( () => {
			const summary = document
				.getElementById( titleId )
				?.closest( '.fo-order-summary' );
			if ( ! summary || typeof IntersectionObserver === 'undefined' ) {
				return undefined;
			}
			const watcher = new IntersectionObserver( ( [ entry ] ) =>
				setSummaryInView( entry.isIntersecting )
			);
			watcher.observe( summary );
			return () => watcher.disconnect();
		}, [ titleId, summaryLoaded ] );

		const showSummary = () => {
			const title = document.getElementById( titleId );
			scrollToElement( title?.closest( '.fo-order-summary' ) );
			title?.focus( { preventScroll: true } );
		};

		return (
			<div className="fo-total-bar" hidden={ summaryInView }>
				<button
					type="button"
					className="fo-total-bar__button"
					onClick={ showSummary }
				>
					<span>{ __( 'Total', 'formation-orders' ) }</span>{ ' ' }
					<span className="fo-total-bar__amount">
						{ cart.isEmpty ? '—' : total }
					</span>{ ' ' }
					<span className="fo-total-bar__action">
						{ __( 'View order', 'formation-orders' ) }
					</span>
				</button>
				<p className="screen-reader-text" aria-live="polite">
					{ announced }
				</p>
			</div>
		);
	}
);
