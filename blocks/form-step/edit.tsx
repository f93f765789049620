import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import { getBlockTypes } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';

/** The blocks a step holds: every registered block whose block.json names the form step as its parent. */
export const moduleBlocks = (): string[] =>
	getBlockTypes()
		.filter( ( blockType ) =>
			( blockType.parent ?? [] ).includes( metadata.name )
		)
		.map( ( blockType ) => blockType.name );

interface Props {
	attributes: { key: string; label: string };
	setAttributes: ( next: Partial< Props[ 'attributes' ] > ) => void;
}

const toKey = ( label: string ) =>
	label
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );

export function FormStepEdit( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	return (
		<div { ...useBlockProps( { className: 'fo-step' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Step', 'formation-orders' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Label', 'formation-orders' ) }
						help={ __(
							"The step's heading and its name in the step indicator.",
							'formation-orders'
						) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes(
								attributes.key
									? { label }
									: { label, key: toKey( label ) }
							)
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Key', 'formation-orders' ) }
						help={ __(
							'Identifies the step in the form data and in analytics.',
							'formation-orders'
						) }
						value={ attributes.key }
						onChange={ ( key: string ) =>
							setAttributes( { key: toKey( key ) } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<h2 className="fo-step__title">
				{ attributes.label ||
					__( 'Untitled step', 'formation-orders' ) }
			</h2>
			<InnerBlocks allowedBlocks={ moduleBlocks() } />
		</div>
	);
}
