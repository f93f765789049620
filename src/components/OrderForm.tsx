import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';
import { ErrorSummary } from './ErrorSummary';
import { ErrorToast } from './ErrorToast';
import { Spinner } from './Spinner';
import { StepIndicator } from './StepIndicator';
import { StepView } from './StepView';
import { renderTemplateText } from './template-text';

/**
 * The whole form: steps (one at a time, or all on one page), navigation, terms and help lines, the
 * spinner and the error toast.
 */
export const OrderForm = observer( function OrderForm(): React.ReactElement {
	const store = useStore();
	const { steps, submission, config } = store;
	const layout = config.form;
	const submitText =
		layout.submitButtonText || __( 'Submit Order', 'formation-orders' );
	const shownSteps = steps.stepMode
		? [ steps.currentIndex ]
		: steps.steps.map( ( _, index ) => index );
	const shownFields = shownSteps.flatMap( ( index ) =>
		steps.fieldsOfStep( steps.steps[ index ] )
	);
	const showSubmit = ! steps.stepMode || steps.isLast;

	const scrollToTop = () =>
		document
			.getElementById( `fo-step-${ steps.currentIndex }-title` )
			?.focus();

	return (
		<form
			className="fo-form"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( showSubmit ) {
					submission.submit();
				} else if ( steps.continueToNext() ) {
					scrollToTop();
				}
			} }
		>
			{ steps.stepMode && <StepIndicator /> }
			<ErrorSummary fields={ shownFields } />
			{ shownSteps.map( ( index ) => (
				<StepView
					key={ index }
					step={ steps.steps[ index ] }
					index={ index }
				/>
			) ) }
			<div className="fo-nav">
				{ steps.stepMode && ! steps.isFirst && (
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ () => {
							steps.back();
							scrollToTop();
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
					{ showSubmit
						? submitText
						: __( 'Continue', 'formation-orders' ) }
				</button>
			</div>
			{ showSubmit && layout.termsText && (
				<p className="fo-terms">
					{ renderTemplateText( layout.termsText, {
						submitButtonText: submitText,
						termsUrl: layout.termsUrl,
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
			<Spinner
				active={ store.busy }
				message={
					submission.status === 'redirecting'
						? __( 'Redirecting…', 'formation-orders' )
						: undefined
				}
			/>
			{ submission.error && (
				<ErrorToast
					error={ submission.error }
					onDismiss={ () => submission.dismissError() }
				/>
			) }
		</form>
	);
} );
