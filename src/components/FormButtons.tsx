import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { renderTemplateText } from './template-text';

interface FormButtonsProps {
	/** The primary button's text: Continue, Review Order or the submit text. */
	primaryText: string;
	/** The submit button's text, which the terms line names. */
	submitText: string;
	/** Whether the primary button places the order: the terms line stands under it then. */
	showSubmit: boolean;
	/** Brings the step the visitor goes back to into view. */
	showCurrentStep: () => void;
}

/**
 * The form's buttons (Back, and Continue or Submit), the terms line under a Submit and the help line.
 */
export const FormButtons = observer( function FormButtons( {
	primaryText,
	submitText,
	showSubmit,
	showCurrentStep,
}: FormButtonsProps ): React.ReactElement {
	const { steps, submission, config } = useStore();
	const layout = config.form;
	const { reviewing } = steps;
	return (
		<>
			<div className="fo-nav">
				{ reviewing && (
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ () => {
							steps.leaveReview();
							showCurrentStep();
						} }
					>
						{ __( 'Back', 'formation-orders' ) }
					</button>
				) }
				{ ! reviewing && steps.stepMode && ! steps.isFirst && (
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ () => {
							steps.back();
							showCurrentStep();
						} }
					>
						{ __( 'Back', 'formation-orders' ) }
					</button>
				) }
				<button
					type="submit"
					className="fo-button fo-button--primary"
					disabled={ submission.inProgress }
				>
					{ primaryText }
				</button>
			</div>
			{ showSubmit && layout.termsText && (
				<p className="fo-terms">
					{ renderTemplateText( layout.termsText, {
						submitButtonText: submitText,
						termsUrl: layout.termsUrl || '/terms/',
					} ) }
				</p>
			) }
			{ layout.phoneNumber && layout.phoneText && (
				<p className="fo-help-line">
					{ renderTemplateText( layout.phoneText, {
						phoneNumber: layout.phoneNumber,
					} ) }
				</p>
			) }
		</>
	);
} );
