import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl, TextControl } from '@wordpress/components';

export interface TextSetting< Key extends string > {
	key: Key;
	label: string;
	help: string;
	/** A longer text (a message) gets a text area. */
	long?: boolean;
}

interface Props< Key extends string > {
	title: string;
	settings: TextSetting< Key >[];
	attributes: Record< Key, string >;
	setAttributes: ( next: Partial< Record< Key, string > > ) => void;
}

/**
 * A module's own texts (a heading, a label, a message) in one sidebar panel, each with its help text.
 */
export function TextSettings< Key extends string >( {
	title,
	settings,
	attributes,
	setAttributes,
}: Props< Key > ): React.ReactElement {
	return (
		<InspectorControls>
			<PanelBody title={ title }>
				{ settings.map( ( setting ) => {
					const shared = {
						__nextHasNoMarginBottom: true,
						label: setting.label,
						help: setting.help,
						value: attributes[ setting.key ],
						onChange: ( value: string ) =>
							setAttributes( {
								[ setting.key ]: value,
							} as Partial< Record< Key, string > > ),
					};
					return setting.long ? (
						<TextareaControl key={ setting.key } { ...shared } />
					) : (
						<TextControl
							key={ setting.key }
							__next40pxDefaultSize
							{ ...shared }
						/>
					);
				} ) }
			</PanelBody>
		</InspectorControls>
	);
}
