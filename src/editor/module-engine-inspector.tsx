import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { FieldCondition, ModuleCondition } from '../config';

interface Props {
	attributes: Record< string, unknown >;
	setAttributes: ( next: Record< string, unknown > ) => void;
}

/**
 * Every module's engine settings: a help text shown behind a "?" button, and a condition (show the module
 * only when a form field has a value). The editor edits one field/value pair; richer conditions (several
 * orConditions of andConditions) can be written in the code editor and are kept as they are.
 * @param root0
 * @param root0.attributes
 * @param root0.setAttributes
 */
export function ModuleEngineInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const condition = ( attributes.condition ?? {} ) as ModuleCondition;
	const groups = condition.orConditions ?? [];
	const simple =
		groups.length === 0 ||
		( groups.length === 1 &&
			( groups[ 0 ].andConditions ?? [] ).length <= 1 );
	const first: FieldCondition = groups[ 0 ]?.andConditions?.[ 0 ] ?? {
		fieldKey: '',
		fieldVal: '',
	};
	const setCondition = ( next: FieldCondition ) =>
		setAttributes( {
			condition: next.fieldKey
				? { orConditions: [ { andConditions: [ next ] } ] }
				: {},
		} );

	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Help and visibility', 'formation-orders' ) }
				initialOpen={ false }
			>
				<TextareaControl
					label={ __( 'Help text', 'formation-orders' ) }
					value={ String( attributes.helpText ?? '' ) }
					onChange={ ( helpText: string ) =>
						setAttributes( { helpText } )
					}
				/>
				{ simple ? (
					<>
						<TextControl
							label={ __(
								'Show only when the field',
								'formation-orders'
							) }
							help={ __(
								'A form data path, e.g. companyInformation.entityType. Empty: always shown.',
								'formation-orders'
							) }
							value={ first.fieldKey }
							onChange={ ( fieldKey: string ) =>
								setCondition( { ...first, fieldKey } )
							}
						/>
						<TextControl
							label={ __( 'has the value', 'formation-orders' ) }
							value={ String( first.fieldVal ?? '' ) }
							onChange={ ( fieldVal: string ) =>
								setCondition( { ...first, fieldVal } )
							}
						/>
					</>
				) : (
					<p>
						{ __(
							'This module has a condition with several parts; edit it in the code editor.',
							'formation-orders'
						) }
					</p>
				) }
			</PanelBody>
		</InspectorControls>
	);
}
