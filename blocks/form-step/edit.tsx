import {
	InnerBlocks,
	InspectorControls,
	PlainText,
	useBlockProps,
} from '@wordpress/block-editor';
import { getBlockTypes } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';
import { takeLabelFocus } from './label-focus';
import { relabel, toKey } from './step-label';

/** The blocks a step holds: every registered block whose block.json names the form step as its parent. */
export const moduleBlocks = (): string[] =>
	getBlockTypes()
		.filter( ( blockType ) =>
			( blockType.parent ?? [] ).includes( metadata.name )
		)
		.map( ( blockType ) => blockType.name );

interface Props {
	clientId: string;
	attributes: { key: string; label: string };
	setAttributes: ( next: Partial< Props[ 'attributes' ] > ) => void;
}

export function FormStepEdit( {
	clientId,
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const labelField = useRef< HTMLTextAreaElement >( null );
	// A step just added with "Add step": its default label is selected, so typing names the step.
	useEffect( () => {
		if ( takeLabelFocus( clientId ) ) {
			labelField.current?.focus();
			labelField.current?.select();
		}
	}, [ clientId ] );
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
							setAttributes( relabel( attributes, label ) )
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
				<PlainText
					ref={ labelField }
					className="fo-step__label"
					aria-label={ __( 'Step label', 'formation-orders' ) }
					placeholder={ __( 'Untitled step', 'formation-orders' ) }
					value={ attributes.label }
					onChange={ ( label: string ) =>
						setAttributes( relabel( attributes, label ) )
					}
					// A label is one line: Enter does not break it.
					onKeyDown={ ( event: React.KeyboardEvent ) => {
						if ( event.key === 'Enter' ) {
							event.preventDefault();
						}
					} }
				/>
			</h2>
			<InnerBlocks allowedBlocks={ moduleBlocks() } />
		</div>
	);
}
