import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { ContactInformationAttributes } from './attributes';

interface Props {
	attributes: ContactInformationAttributes;
	setAttributes: ( next: Partial< ContactInformationAttributes > ) => void;
}

const detailsOptions = (): Array< { value: string; label: string } > => [
	{
		value: 'full',
		label: __( 'Name, phone and address', 'formation-orders' ),
	},
	{ value: 'name', label: __( 'Name only', 'formation-orders' ) },
];

/**
 * What the block asks for (name, phone and address, or the name alone), and whether the contact address is
 * checked with the postal service (the "Use Verified Address" prompt).
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
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Ask for', 'formation-orders' ) }
					help={ __(
						'Ask only for what the form sends: a free account sends the name with the account, not the phone or the address.',
						'formation-orders'
					) }
					value={ attributes.details }
					options={ detailsOptions() }
					onChange={ ( details: string ) =>
						setAttributes( { details } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Check the address with the postal service',
						'formation-orders'
					) }
					help={ __(
						'Once a US address is complete, the postal service is asked for it; a differing answer offers "Use Verified Address" or Cancel. Needs the postal lookup key in the settings. Only when the block asks for the address.',
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
