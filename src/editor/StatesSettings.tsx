import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { ListTextControl } from './ListTextControl';
import { jurisdictionsFromText } from './product-list';

interface StatesAttributes {
	label: string;
	jurisdictions: string[];
}

interface Props {
	title: string;
	/** What the page shows when the label is left empty. */
	defaultLabel: string;
	attributes: StatesAttributes;
	setAttributes: ( next: Partial< StatesAttributes > ) => void;
	/** More settings of the same panel. */
	children?: React.ReactNode;
}

/**
 * The settings a state choice has (state picker, multi-state picker): its label and the jurisdictions offered
 * (comma-separated codes; empty offers all).
 */
export function StatesSettings( {
	title,
	defaultLabel,
	attributes,
	setAttributes,
	children,
}: Props ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ title }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Label', 'formation-orders' ) }
					help={ sprintf(
						/* translators: %s: the label the page shows by default. */
						__(
							'Above the states. Empty: "%s".',
							'formation-orders'
						),
						defaultLabel
					) }
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
					items={ attributes.jurisdictions }
					parse={ jurisdictionsFromText }
					onChange={ ( codes: string[] ) =>
						setAttributes( { jurisdictions: codes } )
					}
				/>
				{ children }
			</PanelBody>
		</InspectorControls>
	);
}
