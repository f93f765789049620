import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { moduleConditionOf } from './condition-groups';
import { ConditionEditor } from './ConditionEditor';

interface Props {
	attributes: Record< string, unknown >;
	setAttributes: ( next: Record< string, unknown > ) => void;
}

/**
 * Every module's engine settings: a help text shown behind a "?" button, and the condition under which the
 * module shows: any of several groups, each holding when all its field/value rows do.
 */
export function ModuleEngineInspector( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const condition = attributes.condition;
	const orConditions =
		condition !== null && typeof condition === 'object'
			? ( condition as { orConditions?: unknown } ).orConditions
			: undefined;

	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Help and visibility', 'formation-orders' ) }
				initialOpen={ false }
			>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Help text', 'formation-orders' ) }
					help={ __(
						'Shown behind the module\'s "?" button. Empty: no button.',
						'formation-orders'
					) }
					value={ String( attributes.helpText ?? '' ) }
					onChange={ ( helpText: string ) =>
						setAttributes( { helpText } )
					}
				/>
				<ConditionEditor
					label={ __(
						'Shown when any of these groups holds',
						'formation-orders'
					) }
					emptyText={ __(
						'No condition: the module is always shown.',
						'formation-orders'
					) }
					value={ orConditions }
					onChange={ ( groups ) =>
						setAttributes( {
							condition: moduleConditionOf( groups, condition ),
						} )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
