import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { TooltipMode } from '../engine/settings';
import { usePopupModal } from './use-popup-modal';

/**
 * Size class of a help text, so the popover fits what it holds: small under 100 characters, medium under 400,
 * large otherwise.
 */
export function tooltipSize( text: string ): 'small' | 'medium' | 'large' {
	if ( text.length < 100 ) {
		return 'small';
	}
	return text.length < 400 ? 'medium' : 'large';
}

/**
 * How far a finger may move between touching the screen and lifting it for the touch to count as a tap. A
 * longer move is the visitor scrolling the page, which leaves an open popover open.
 */
export const TOUCH_TOLERANCE_PX = 20;

/**
 * How long after a press outside closed a popover a press on its button does not open it again: the rest of the
 * gesture that closed it (a touch screen's late click, the second tap of a double tap) would otherwise reopen
 * what the visitor just dismissed. Its button and Escape close it without that wait.
 */
export const PREVENT_OPEN_MS = 300;

/**
 * Closes an open popover when the visitor presses anywhere outside it and its button: a click, or a tap on a
 * touch screen (not a scroll).
 * @param open
 * @param inside  The element holding the button and the popover.
 * @param onClose
 */
function useOutsidePress(
	open: boolean,
	inside: React.RefObject< HTMLElement >,
	onClose: () => void
): void {
	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const { ownerDocument } = inside.current ?? {};
		if ( ! ownerDocument ) {
			return undefined;
		}
		let touchStart: { x: number; y: number } | null = null;
		const isOutside = ( event: PointerEvent ) =>
			! inside.current?.contains( event.target as Node );
		const onDown = ( event: PointerEvent ) => {
			if ( ! isOutside( event ) ) {
				return;
			}
			if ( event.pointerType === 'touch' ) {
				touchStart = { x: event.clientX, y: event.clientY };
			} else {
				onClose();
			}
		};
		const onUp = ( event: PointerEvent ) => {
			if ( event.pointerType !== 'touch' || ! touchStart ) {
				return;
			}
			const moved = Math.hypot(
				event.clientX - touchStart.x,
				event.clientY - touchStart.y
			);
			touchStart = null;
			if ( moved <= TOUCH_TOLERANCE_PX ) {
				onClose();
			}
		};
		// A scroll takes the touch over: the browser cancels it, and nothing closes.
		const onCancel = () => {
			touchStart = null;
		};
		ownerDocument.addEventListener( 'pointerdown', onDown );
		ownerDocument.addEventListener( 'pointerup', onUp );
		ownerDocument.addEventListener( 'pointercancel', onCancel );
		return () => {
			ownerDocument.removeEventListener( 'pointerdown', onDown );
			ownerDocument.removeEventListener( 'pointerup', onUp );
			ownerDocument.removeEventListener( 'pointercancel', onCancel );
		};
	}, [ open, inside, onClose ] );
}

/**
 * A help text behind a "?" button, shown as a popover next to it or in a dialog, as configured. The popover
 * closes with its button, Escape, or a press outside it.
 */
export function HelpTooltip( {
	text,
	topic,
	mode,
}: {
	text: string;
	/** What the help is about, for the button's name: "Help: Company". */
	topic: string;
	mode: TooltipMode;
} ): React.ReactElement {
	const [ open, setOpen ] = useState( false );
	const [ id ] = useState(
		() => `fo-help-${ Math.random().toString( 36 ).slice( 2 ) }`
	);
	const holder = useRef< HTMLSpanElement >( null );
	const dismissedAt = useRef( -Infinity );
	const [ dismiss ] = useState( () => () => {
		dismissedAt.current = Date.now();
		setOpen( false );
	} );
	useOutsidePress( open && mode === 'popover', holder, dismiss );
	// The dialog's code comes once the visitor heads for the button (the pointer over it, the keyboard's focus on
	// it) or presses it, and the dialog opens when it is here: a page whose help nobody opens never downloads it.
	const [ wanted, setWanted ] = useState( false );
	const modal = usePopupModal( mode === 'modal' && ( wanted || open ) );
	const size = tooltipSize( text );
	const name = sprintf(
		/* translators: %s: what the help text is about. */
		__( 'Help: %s', 'formation-orders' ),
		topic
	);

	return (
		<span className="fo-help" ref={ holder }>
			<button
				type="button"
				className="fo-help__button"
				aria-label={ name }
				aria-expanded={ mode === 'popover' ? open : undefined }
				aria-controls={ mode === 'popover' && open ? id : undefined }
				aria-haspopup={ mode === 'modal' ? 'dialog' : undefined }
				onPointerEnter={ () => setWanted( true ) }
				onFocus={ () => setWanted( true ) }
				onClick={ () =>
					setOpen(
						! open &&
							Date.now() - dismissedAt.current >= PREVENT_OPEN_MS
					)
				}
				onKeyDown={ ( event ) => {
					if ( event.key === 'Escape' && open ) {
						setOpen( false );
					}
				} }
			>
				?
			</button>
			{ open && mode === 'popover' && (
				<span
					className={ `fo-help__popover fo-help__popover--${ size }` }
					id={ id }
					role="note"
				>
					{ text }
				</span>
			) }
			{ open && mode === 'modal' && modal && (
				<modal.PopupModal
					title={ topic }
					onCancel={ () => setOpen( false ) }
				>
					<p className={ `fo-help__text fo-help__text--${ size }` }>
						{ text }
					</p>
				</modal.PopupModal>
			) }
		</span>
	);
}
