import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { SPINNER_MINIMUM_MS } from '../config';

/**
 * Overlay shown while something is loading or being sent; once shown it stays at least 250 ms.
 */
export function Spinner( {
	active,
	message,
	children,
}: {
	active: boolean;
	message?: string;
	/** Said under the message, e.g. an upload's progress. */
	children?: React.ReactNode;
} ): React.ReactElement | null {
	const [ visible, setVisible ] = useState( active );

	useEffect( () => {
		if ( active ) {
			setVisible( true );
			return undefined;
		}
		const timer = setTimeout(
			() => setVisible( false ),
			SPINNER_MINIMUM_MS
		);
		return () => clearTimeout( timer );
	}, [ active ] );

	if ( ! visible ) {
		return null;
	}
	return (
		<div className="fo-spinner" role="status" aria-live="polite">
			<span className="fo-spinner__wheel" aria-hidden="true" />
			<span className="fo-spinner__message">
				{ message || __( 'Loading…', 'formation-orders' ) }
			</span>
			{ children }
		</div>
	);
}
