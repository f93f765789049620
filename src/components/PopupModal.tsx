import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

interface PopupModalProps {
	title: string;
	children: React.ReactNode;
	onCancel: () => void;
	/** Without it the footer holds one Close button (e.g. a help text). */
	onSave?: () => void;
	saveLabel?: string;
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openModals = 0;

/**
 * The generic popup: header, body, footer with Cancel and Save, a corner close
 * button; a click on the backdrop and Escape act as Cancel; the page behind does not scroll. Focus moves
 * into the dialog, stays there, and returns where it was on close.
 */
export function PopupModal( {
	title,
	children,
	onCancel,
	onSave,
	saveLabel,
}: PopupModalProps ): React.ReactElement {
	const dialog = useRef< HTMLDivElement >( null );
	const titleId = useRef(
		`fo-modal-title-${ Math.random().toString( 36 ).slice( 2 ) }`
	).current;

	useEffect( () => {
		const previous = dialog.current?.ownerDocument
			.activeElement as HTMLElement | null;
		openModals++;
		document.body.classList.add( 'fo-modal-open' );
		const overflow = document.body.style.overflow;
		document.body.style.overflow = 'hidden';
		dialog.current?.focus();
		return () => {
			openModals--;
			if ( openModals === 0 ) {
				document.body.classList.remove( 'fo-modal-open' );
				document.body.style.overflow = overflow;
			}
			previous?.focus?.();
		};
	}, [] );

	const onKeyDown = ( event: React.KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onCancel();
			return;
		}
		if ( event.key !== 'Tab' || ! dialog.current ) {
			return;
		}
		const focusable = [
			...dialog.current.querySelectorAll< HTMLElement >( FOCUSABLE ),
		];
		if ( focusable.length === 0 ) {
			return;
		}
		const active = dialog.current.ownerDocument.activeElement;
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		if ( event.shiftKey && active === first ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	return (
		// The backdrop is a convenience for pointer users; keyboard users have Escape and the buttons.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className="fo-modal__backdrop"
			onClick={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					onCancel();
				}
			} }
		>
			{ /* Escape and Tab are handled on the dialog itself, which holds the focus. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				className="fo-modal"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				ref={ dialog }
				onKeyDown={ onKeyDown }
			>
				<div className="fo-modal__header">
					<h2 className="fo-modal__title" id={ titleId }>
						{ title }
					</h2>
					<button
						type="button"
						className="fo-modal__close"
						aria-label={ __( 'Close', 'formation-orders' ) }
						onClick={ onCancel }
					>
						×
					</button>
				</div>
				<div className="fo-modal__body">{ children }</div>
				<div className="fo-modal__footer">
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ onCancel }
					>
						{ onSave
							? __( 'Cancel', 'formation-orders' )
							: __( 'Close', 'formation-orders' ) }
					</button>
					{ onSave && (
						<button
							type="button"
							className="fo-button fo-button--primary"
							onClick={ onSave }
						>
							{ saveLabel || __( 'Save', 'formation-orders' ) }
						</button>
					) }
				</div>
			</div>
		</div>
	);
}
