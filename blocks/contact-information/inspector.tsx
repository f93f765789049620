import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { ContactInformationAttributes } from './attributes';

interface Props {
	attributes: ContactInformationAttributes;
	setAttributes: ( next: Partial< ContactInformationAttributes > ) => void;
}

/**
 * Whether the contact address is checked with the postal service (the "Use Verified Address" prompt).
 */
export function ContactInformationInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Contact information', 'formation-orders' ) }
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Check the address with the postal service',
						'formation-orders'
					) }
					help={ __(
						'Once a US address is complete, the postal service is asked for it; a differing answer offers "Use Verified Address" or Cancel. Needs the postal lookup key in the settings.',
						'formation-orders'
					) }
					checked={ attributes.verifyAddress }
					onChange={ ( verifyAddress: boolean ) =>
						setAttributes( { verifyAddress } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
