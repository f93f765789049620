import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { ERROR_TOAST_TIMEOUT_MS } from '../config';
import { contactLink, type CheckoutError } from '../errors/checkout-errors';

interface ErrorToastProps {
	error: CheckoutError;
	onDismiss: () => void;
	/** 0 keeps the toast until the visitor closes it. */
	timeoutMs?: number;
	/** Where "Contact us" leads after a message that asks the visitor to contact us; '' shows no link. */
	contactUrl?: string;
}

/**
 * Title and message of a checkout error, top right, announced at once.
 */
export function ErrorToast( {
	error,
	onDismiss,
	timeoutMs = ERROR_TOAST_TIMEOUT_MS,
	contactUrl = '',
}: ErrorToastProps ): React.ReactElement {
	const link = contactLink( error, contactUrl );
	useEffect( () => {
		if ( timeoutMs === 0 ) {
			return undefined;
		}
		const timer = setTimeout( onDismiss, timeoutMs );
		return () => clearTimeout( timer );
	}, [ error, timeoutMs, onDismiss ] );

	return (
		<div className="fo-toast" role="alert">
			<p className="fo-toast__title">{ error.title }</p>
			{ error.details.map( ( detail ) => (
				<p className="fo-toast__detail" key={ detail }>
					{ detail }
				</p>
			) ) }
			<p className="fo-toast__message">
				{ error.message }
				{ link && (
					<>
						{ ' ' }
						<a href={ link.url }>{ link.text }</a>
					</>
				) }
			</p>
			<button
				type="button"
				className="fo-toast__close"
				onClick={ onDismiss }
				aria-label={ __( 'Close', 'formation-orders' ) }
			>
				×
			</button>
		</div>
	);
}
