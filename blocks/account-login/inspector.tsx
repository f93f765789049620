import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { AccountLoginAttributes } from './attributes';

interface Props {
	attributes: AccountLoginAttributes;
	setAttributes: ( next: Partial< AccountLoginAttributes > ) => void;
}

/**
 * Whether the module asks for the password (a login form) or the email alone (a password reset form).
 */
export function AccountLoginInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Account login', 'formation-orders' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Ask for the password', 'formation-orders' ) }
					help={ __(
						'On for a login form; off for a password reset form, which asks for the email alone.',
						'formation-orders'
					) }
					checked={ attributes.askPassword }
					onChange={ ( askPassword: boolean ) =>
						setAttributes( { askPassword } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
