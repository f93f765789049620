import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { formatMoney } from '../../src/pricing/money';

interface NyopOverlayProps {
	/** The lowest yearly price per state the server accepts. */
	min: number;
	/** Prefix of the dialog's ids, unique per form. */
	idBase: string;
	onAccept: () => void;
	onDecline: () => void;
}

const FOCUSABLE = 'button:not([disabled])';

/**
 * The refusal of a named price: "Sorry, your price is a little low...", the question with the minimum, and
 * the two answers. A modal dialog: focus starts on the question's first answer and stays inside; Escape is
 * "No thanks".
 */
export function NyopOverlay( {
	min,
	idBase,
	onAccept,
	onDecline,
}: NyopOverlayProps ): React.ReactElement {
	const dialog = useRef< HTMLDivElement >( null );
	const accept = useRef< HTMLButtonElement >( null );

	useEffect( () => {
		accept.current?.focus();
	}, [] );

	const onKeyDown = ( event: React.KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onDecline();
			return;
		}
		if ( event.key !== 'Tab' || ! dialog.current ) {
			return;
		}
		const buttons = [
			...dialog.current.querySelectorAll< HTMLElement >( FOCUSABLE ),
		];
		const first = buttons[ 0 ];
		const last = buttons[ buttons.length - 1 ];
		const active = dialog.current.ownerDocument.activeElement;
		if (
			event.shiftKey &&
			( active === first || active === dialog.current )
		) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	const price = formatMoney( min );
	return (
		<div className="fo-modal__backdrop fo-nyop-overlay">
			{ /* Escape and Tab are handled on the dialog itself, which holds the focus. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				className="fo-modal"
				role="alertdialog"
				aria-modal="true"
				aria-labelledby={ `${ idBase }-title` }
				aria-describedby={ `${ idBase }-question` }
				tabIndex={ -1 }
				ref={ dialog }
				onKeyDown={ onKeyDown }
			>
				<div className="fo-modal__header">
					<h2 className="fo-modal__title" id={ `${ idBase }-title` }>
						{
							// The business's exact text has three dots, not an ellipsis character.
							// eslint-disable-next-line @wordpress/i18n-ellipsis
							__(
								'Sorry, your price is a little low...',
								'formation-orders'
							)
						}
					</h2>
				</div>
				<div className="fo-modal__body">
					<p id={ `${ idBase }-question` }>
						{ sprintf(
							/* translators: %s: the minimum price, such as $99.00. */
							__(
								'Are you willing to pay %s/year per state?',
								'formation-orders'
							),
							price
						) }
					</p>
				</div>
				<div className="fo-modal__footer">
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ onDecline }
					>
						{ __( 'No thanks', 'formation-orders' ) }
					</button>
					<button
						type="button"
						className="fo-button fo-button--primary"
						ref={ accept }
						onClick={ onAccept }
					>
						{ sprintf(
							/* translators: %s: the minimum price, such as $99.00. */
							__( "Yes, I'll pay %s", 'formation-orders' ),
							price
						) }
					</button>
				</div>
			</div>
		</div>
	);
}
