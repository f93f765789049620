import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { AttributeControls } from '../../src/editor/AttributeSettings';
import type { JobPositionAttributes } from './attributes';
import metadata from './block.json';
import { jobGroupsFromText, jobGroupsToText } from './jobs';

interface Props {
	attributes: JobPositionAttributes;
	setAttributes: ( next: Partial< JobPositionAttributes > ) => void;
}

/**
 * The open positions, one a line, the position chosen when the page opens, and each department's own question.
 */
export function JobPositionInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const [ text, setText ] = useState( () =>
		jobGroupsToText( attributes.jobs )
	);
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Open positions', 'formation-orders' ) }>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Positions', 'formation-orders' ) }
					help={ __(
						'One a line: "Department | Position | link to its description | skills". Skills frontend or backend make projects required. A department alone on a line has no open positions.',
						'formation-orders'
					) }
					value={ text }
					onChange={ ( value: string ) => {
						setText( value );
						setAttributes( { jobs: jobGroupsFromText( value ) } );
					} }
				/>
				<AttributeControls
					metadata={ metadata }
					settings={ [
						{
							key: 'preselectedJob',
							label: __(
								'Preselected position',
								'formation-orders'
							),
							help: __(
								'The id of the position chosen when the page opens (its title in lower case, words joined by dashes, e.g. "frontend-developer"). Empty: none.',
								'formation-orders'
							),
							normalize: ( typed ) => typed.trim(),
						},
					] }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				{ attributes.jobs.map( ( department ) => (
					<TextControl
						key={ department.label }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %s: a department's name, such as Client Services. */
							__( 'Question for %s', 'formation-orders' ),
							department.label
						) }
						help={ __(
							'Asked of applicants to its positions; they may leave it empty. Empty: not asked.',
							'formation-orders'
						) }
						value={
							attributes.departmentQuestions[
								department.label
							] ?? ''
						}
						onChange={ ( question: string ) =>
							setAttributes( {
								departmentQuestions: {
									...attributes.departmentQuestions,
									[ department.label ]: question,
								},
							} )
						}
					/>
				) ) }
			</PanelBody>
		</InspectorControls>
	);
}
