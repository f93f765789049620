import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ListTextControl } from '../../src/editor/ListTextControl';
import { jurisdictionsFromText } from '../../src/editor/product-list';

import type { StatePickerAttributes } from './attributes';

interface Props {
	attributes: StatePickerAttributes;
	setAttributes: ( next: Partial< StatePickerAttributes > ) => void;
}

/**
 * Label and the jurisdictions offered (comma-separated codes; empty offers all).
 * @param root0
 * @param root0.attributes
 * @param root0.setAttributes
 */
export function StatePickerInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const { jurisdictions } = attributes;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'State picker', 'formation-orders' ) }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Label', 'formation-orders' ) }
					value={ attributes.label }
					onChange={ ( label: string ) => setAttributes( { label } ) }
				/>
				<ListTextControl
					label={ __(
						'Only these jurisdictions',
						'formation-orders'
					) }
					help={ __(
						'Two-letter codes separated by commas, e.g. "DE, WY". Leave empty to offer every state.',
						'formation-orders'
					) }
					items={ jurisdictions }
					parse={ jurisdictionsFromText }
					onChange={ ( codes: string[] ) =>
						setAttributes( { jurisdictions: codes } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
