import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { AccountSetupAttributes } from './attributes';

interface Props {
	attributes: AccountSetupAttributes;
	setAttributes: ( next: Partial< AccountSetupAttributes > ) => void;
}

/**
 * The password's confirmation, generator and minimum length.
 */
export function AccountSetupInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Account setup', 'formation-orders' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Confirm the password', 'formation-orders' ) }
					help={ __(
						'Asks the password twice ("Confirm Password"); the two must match.',
						'formation-orders'
					) }
					checked={ attributes.confirmPassword }
					onChange={ ( confirmPassword: boolean ) =>
						setAttributes( { confirmPassword } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Offer a password generator',
						'formation-orders'
					) }
					help={ __(
						'"Generate Password" fills the password (and its confirmation) with 12 random characters and shows it.',
						'formation-orders'
					) }
					checked={ attributes.passwordGenerator }
					onChange={ ( passwordGenerator: boolean ) =>
						setAttributes( { passwordGenerator } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 1 }
					label={ __(
						'Minimum password length',
						'formation-orders'
					) }
					help={ __(
						'Characters a new password needs at least (default 8).',
						'formation-orders'
					) }
					value={ String( attributes.passwordMinChars ) }
					onChange={ ( value: string ) => {
						const length = Number( value );
						if ( Number.isFinite( length ) && length >= 1 ) {
							setAttributes( {
								passwordMinChars: Math.floor( length ),
							} );
						}
					} }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
