import { __ } from '@wordpress/i18n';

/**
 * What follows a "could not be loaded" text: a button that asks the network again.
 */
export function RetryButton( {
	onRetry,
}: {
	onRetry: () => void;
} ): React.ReactElement {
	return (
		<button type="button" className="fo-link-button" onClick={ onRetry }>
			{ __( 'Try again', 'formation-orders' ) }
		</button>
	);
}
