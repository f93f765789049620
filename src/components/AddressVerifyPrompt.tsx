import { __ } from '@wordpress/i18n';

import type { VerifiedAddress } from '../api/lookups';
import { verifiedZip } from '../address/postal-check';

interface Props {
	id: string;
	suggestion: VerifiedAddress;
	onAccept: () => void;
	onCancel: () => void;
}

/**
 * The postal service knows the address in another form: offer it ("Use Verified Address") or keep what was typed
 * (Cancel). It sits under the address, announced once, and never blocks the form.
 */
export function AddressVerifyPrompt( {
	id,
	suggestion,
	onAccept,
	onCancel,
}: Props ): React.ReactElement {
	return (
		<div
			className="fo-address-verify"
			role="region"
			aria-labelledby={ `${ id }-title` }
		>
			<p className="fo-address-verify__title" id={ `${ id }-title` }>
				{ __( 'Verify your address', 'formation-orders' ) }
			</p>
			<p role="status">
				{ __(
					'The postal service knows this address as:',
					'formation-orders'
				) }{ ' ' }
				<strong className="fo-address-verify__address">
					{ suggestion.line1 }, { suggestion.city },{ ' ' }
					{ suggestion.state } { verifiedZip( suggestion ) }
				</strong>
			</p>
			<div className="fo-address-verify__actions">
				<button
					type="button"
					className="fo-button fo-button--secondary"
					onClick={ onCancel }
				>
					{ __( 'Cancel', 'formation-orders' ) }
				</button>
				<button
					type="button"
					className="fo-button fo-button--primary"
					onClick={ onAccept }
				>
					{ __( 'Use Verified Address', 'formation-orders' ) }
				</button>
			</div>
		</div>
	);
}
