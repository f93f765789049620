import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../../src/store/store-context';
import { useTotalAnnouncement } from './RunningTotal';
import { scrollToElement } from '../../src/components/scroll';
import { totalText } from './total-text';

/** The Order Summary's Total row, wherever a summary stands in the form. */
const TOTAL_ROW = '.fo-order-summary__total';

/**
 * Whether one of the form's Total rows is whole on screen: a row cut at the top or bottom edge, or folded
 * away (a closed panel), does not tell the visitor what they pay.
 * @param form
 */
export function totalRowWholeOnScreen( form: Element ): boolean {
	return Array.from( form.querySelectorAll( TOTAL_ROW ) ).some( ( row ) => {
		const box = row.getBoundingClientRect();
		return (
			box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
		);
	} );
}

/**
 * A "Total $N" bar kept at the bottom of the screen whenever no Order Summary's Total row is whole on screen:
 * the summary may stand further down a single page, scroll off above the Submit button, or stand beside the
 * steps taller than the window. Its button brings the visitor to that summary (no second copy of it, so the
 * page keeps one "Order Summary"). Beside a running total, which announces the new total itself, it stays
 * silent.
 */
export const TotalBar = observer( function TotalBar( {
	announces,
}: {
	announces: boolean;
} ): React.ReactElement | null {
	const { cart, ids } = useStore();
	const bar = useRef< HTMLDivElement >( null );
	const [ totalInView, setTotalInView ] = useState( false );
	const total = totalText( cart );
	const announced = useTotalAnnouncement();
	const titleId = ids.of( 'order-summary-title' );

	// Looked at again whenever the page scrolls or the form's content or size changes (a step, a cart line),
	// once per frame.
	useEffect( () => {
		const form = bar.current?.closest( 'form' );
		if ( ! form ) {
			return undefined;
		}
		let frame = 0;
		const look = () => {
			cancelAnimationFrame( frame );
			frame = requestAnimationFrame( () =>
				setTotalInView( totalRowWholeOnScreen( form ) )
			);
		};
		look();
		window.addEventListener( 'scroll', look, { passive: true } );
		window.addEventListener( 'resize', look );
		const changes = new MutationObserver( look );
		changes.observe( form, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
		const resizes =
			typeof ResizeObserver === 'undefined'
				? undefined
				: new ResizeObserver( look );
		resizes?.observe( form );
		return () => {
			cancelAnimationFrame( frame );
			window.removeEventListener( 'scroll', look );
			window.removeEventListener( 'resize', look );
			changes.disconnect();
			resizes?.disconnect();
		};
	}, [] );

	const showSummary = () => {
		const title = document.getElementById( titleId );
		scrollToElement( title?.closest( '.fo-order-summary' ) );
		title?.focus( { preventScroll: true } );
	};

	return (
		<div className="fo-total-bar" hidden={ totalInView } ref={ bar }>
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
			{ announces && (
				<p className="screen-reader-text" aria-live="polite">
					{ announced }
				</p>
			) }
		</div>
	);
} );
