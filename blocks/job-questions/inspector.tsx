import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { AttributeControls } from '../../src/editor/AttributeSettings';
import type { JobQuestionsAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: JobQuestionsAttributes;
	setAttributes: ( next: Partial< JobQuestionsAttributes > ) => void;
}

/**
 * The supplemental questions, one a line, and the closing statement.
 */
export function JobQuestionsInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	// What is typed stays as typed (an empty line being written) while the saved list drops empty lines.
	const [ text, setText ] = useState( attributes.questions.join( '\n' ) );
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Questions', 'formation-orders' ) }>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Supplemental questions', 'formation-orders' ) }
					help={ __(
						'One question a line; each needs an answer.',
						'formation-orders'
					) }
					value={ text }
					onChange={ ( value: string ) => {
						setText( value );
						setAttributes( {
							questions: value
								.split( '\n' )
								.map( ( line ) => line.trim() )
								.filter( Boolean ),
						} );
					} }
				/>
				<AttributeControls
					metadata={ metadata }
					settings={ [
						{
							key: 'closingStatement',
							label: __(
								'Closing statement',
								'formation-orders'
							),
							help: __(
								'Shown at the end of the application. Empty: none.',
								'formation-orders'
							),
							long: true,
						},
					] }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
