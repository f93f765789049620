import { __ } from '@wordpress/i18n';

import type { RootStore } from '../store/RootStore';

export const sampleErrorMessage = () =>
	__(
		'Something went wrong. Please check your input and try again. If the problem persists, please contact us.',
		'formation-orders'
	);

/**
 * UI Samples: launches the sample error notification, with the link to the contact page, so a developer sees
 * how the site's notifications look without breaking anything.
 */
export function UiSamples( {
	store,
}: {
	store: RootStore;
} ): React.ReactElement {
	return (
		<fieldset className="fo-toolbox__tool">
			<legend>{ __( 'UI Samples', 'formation-orders' ) }</legend>
			<button
				type="button"
				className="fo-button fo-button--secondary"
				onClick={ () =>
					store.notifications.notify( sampleErrorMessage(), {
						link: {
							url: store.engine.contactUrl,
							text: __( 'Contact us', 'formation-orders' ),
						},
					} )
				}
			>
				{ __( 'Show a sample error notification', 'formation-orders' ) }
			</button>
		</fieldset>
	);
}
