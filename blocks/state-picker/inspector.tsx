import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ListTextControl } from '../../src/editor/ListTextControl';
import { jurisdictionsFromText } from '../../src/editor/product-list';

interface Props {
	attributes: Record< string, unknown >;
	setAttributes: ( next: Record< string, unknown > ) => void;
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
	const jurisdictions = Array.isArray( attributes.jurisdictions )
		? ( attributes.jurisdictions as string[] )
		: [];
	return (
		<InspectorControls>
			<PanelBody title={ __( 'State picker', 'formation-orders' ) }>
				<TextControl
					label={ __( 'Label', 'formation-orders' ) }
					value={ String( attributes.label ?? '' ) }
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
