import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { TooltipMode } from '../engine/settings';
import { PopupModal } from './PopupModal';

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
 * A help text behind a "?" button, shown as a popover next to it or in a dialog, as configured.
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
	const size = tooltipSize( text );
	const name = sprintf(
		/* translators: %s: what the help text is about. */
		__( 'Help: %s', 'formation-orders' ),
		topic
	);

	return (
		<span className="fo-help">
			<button
				type="button"
				className="fo-help__button"
				aria-label={ name }
				aria-expanded={ mode === 'popover' ? open : undefined }
				aria-controls={ mode === 'popover' && open ? id : undefined }
				aria-haspopup={ mode === 'modal' ? 'dialog' : undefined }
				onClick={ () => setOpen( ! open ) }
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
			{ open && mode === 'modal' && (
				<PopupModal title={ topic } onCancel={ () => setOpen( false ) }>
					<p className={ `fo-help__text fo-help__text--${ size }` }>
						{ text }
					</p>
				</PopupModal>
			) }
		</span>
	);
}
