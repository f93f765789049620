import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { blockEditor } from '../../src/editor/block-editor-store';
import {
	formTypeOptions,
	type FormType,
} from '../../src/submission/form-types';
import { useAddStep } from './add-step';
import { LastStepButton } from './button-preview';
import {
	EngineSettingsPanel,
	type EngineAttributes,
} from './engine-settings-panel';
import { StartingPoint } from './starting-point';

interface Attributes extends EngineAttributes {
	formType: FormType;
	stepMode: boolean;
	submitButtonText: string;
	termsText: string;
	termsUrl: string;
	phoneText: string;
	phoneNumber: string;
}

interface Props {
	clientId: string;
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

/**
 * A new Order Form (no steps yet) asks how to start; a form with steps is edited step by step.
 * @param props The block's edit props.
 */
export function OrderFormEdit( props: Props ): React.ReactElement {
	const hasSteps = useSelect(
		( select ) =>
			blockEditor( select ).getBlocks( props.clientId ).length > 0,
		[ props.clientId ]
	);
	return hasSteps ? (
		<OrderFormSteps { ...props } />
	) : (
		<StartingPoint
			clientId={ props.clientId }
			formType={ props.attributes.formType }
			setFormType={ ( formType ) => props.setAttributes( { formType } ) }
		/>
	);
}

function OrderFormSteps( {
	clientId,
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const addStep = useAddStep( clientId );
	return (
		<div { ...useBlockProps( { className: 'fo-form fo-form--editor' } ) }>
			<BlockControls group="other">
				<ToolbarGroup>
					<ToolbarButton onClick={ addStep }>
						{ __( 'Add step', 'formation-orders' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Form', 'formation-orders' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Form type', 'formation-orders' ) }
						help={ __(
							'What the form sells: the products, fields and order the marketing API expects follow from it.',
							'formation-orders'
						) }
						value={ attributes.formType }
						options={ formTypeOptions() }
						onChange={ ( formType: FormType ) =>
							setAttributes( { formType } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'One step at a time', 'formation-orders' ) }
						help={ __(
							'Off: every step shows on a single page.',
							'formation-orders'
						) }
						checked={ attributes.stepMode }
						onChange={ ( stepMode: boolean ) =>
							setAttributes( { stepMode } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Submit button text', 'formation-orders' ) }
						help={ __(
							'The button that sends the form. Steps before the last show "Continue". With "Check answers before the order is placed" on, the last step shows "Review Order" and this button stands on the review page. Empty: "Submit Order" ("Submit" on forms that are not orders).',
							'formation-orders'
						) }
						value={ attributes.submitButtonText }
						onChange={ ( submitButtonText: string ) =>
							setAttributes( { submitButtonText } )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Terms and help lines', 'formation-orders' ) }
					initialOpen={ false }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Terms line', 'formation-orders' ) }
						help={ __(
							'Placeholders: {{submit_button_text}}, {{terms_link:link text}}.',
							'formation-orders'
						) }
						value={ attributes.termsText }
						onChange={ ( termsText: string ) =>
							setAttributes( { termsText } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Terms page', 'formation-orders' ) }
						help={ __(
							'Where the terms link of the terms line leads.',
							'formation-orders'
						) }
						value={ attributes.termsUrl }
						onChange={ ( termsUrl: string ) =>
							setAttributes( { termsUrl } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Phone help line', 'formation-orders' ) }
						help={ __(
							'Placeholder: {{phone_number}}. Shown only with a phone number.',
							'formation-orders'
						) }
						value={ attributes.phoneText }
						onChange={ ( phoneText: string ) =>
							setAttributes( { phoneText } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Phone number', 'formation-orders' ) }
						help={ __(
							'Shown in the phone help line. Empty: no phone help line.',
							'formation-orders'
						) }
						value={ attributes.phoneNumber }
						onChange={ ( phoneNumber: string ) =>
							setAttributes( { phoneNumber } )
						}
					/>
				</PanelBody>
				<EngineSettingsPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<InnerBlocks
				allowedBlocks={ [ 'formation-orders/form-step' ] }
				renderAppender={ () => (
					<Button
						variant="secondary"
						icon="plus"
						className="fo-form__add-step"
						onClick={ addStep }
					>
						{ __( 'Add step', 'formation-orders' ) }
					</Button>
				) }
			/>
			<LastStepButton
				formType={ attributes.formType }
				stepMode={ attributes.stepMode }
				checkAnswers={ attributes.checkAnswers }
				submitText={ attributes.submitButtonText }
			/>
		</div>
	);
}
