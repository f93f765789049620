import {
	BlockControls,
	InnerBlocks,
	useBlockProps,
} from '@wordpress/block-editor';
import { Button, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { blockEditor } from '../../src/editor/block-editor-store';
import { useAddStep } from './add-step';
import type { OrderFormAttributes } from './attributes';
import { LastStepButton } from './button-preview';
import { OrderFormInspector } from './inspector';
import { StartingPoint } from './starting-point';

interface Props {
	clientId: string;
	attributes: OrderFormAttributes;
	setAttributes: ( next: Partial< OrderFormAttributes > ) => void;
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
			<OrderFormInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
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
