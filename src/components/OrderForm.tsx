import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { missingRequiredPropertyError } from '../errors/checkout-errors';
import { useStore } from '../store/store-context';
import { ErrorSummary } from './ErrorSummary';
import { ErrorToast } from './ErrorToast';
import { useGoTo } from './go-to';
import { Notifications } from './Notifications';
import { scrollToElement } from './scroll';
import { Spinner } from './Spinner';
import { StepIndicator } from './StepIndicator';
import { StepView } from './StepView';
import { renderTemplateText } from './template-text';
import { RunningTotal, SUMMARY_MODULE } from './RunningTotal';
import { UploadProgress } from '../uploads/UploadProgress';

/** Forms that are not orders submit with "Submit"; orders with "Submit Order" (a layout setting may override both). */
const NON_ORDER_FORMS = [
	'free-account',
	'login',
	'password-reset',
	'affiliate-signup',
	'contact',
	'custom-contact',
	'client-profile',
	'job-application',
];

/** How long fields in error pulse after a failed Continue or Submit, to draw the eye to them. */
export const PULSE_MS = 1500;
const SHAKE_MS = 500;

/**
 * The whole form: steps (one at a time, or all on one page), navigation, terms and help lines, the
 * spinner and the error toast.
 */
export const OrderForm = observer( function OrderForm(): React.ReactElement {
	const store = useStore();
	const { steps, submission, config, validation, engine } = store;
	const layout = config.form;
	const formRef = useRef< HTMLFormElement >( null );
	const [ shaking, setShaking ] = useState( false );
	const [ pulsing, setPulsing ] = useState( false );
	const goTo = useGoTo();
	const failedAttempt = validation.failedAttempt;

	useEffect( () => {
		if ( failedAttempt === 0 ) {
			return undefined;
		}
		setPulsing( true );
		setShaking( engine.shakeOnError );
		const pulse = setTimeout( () => setPulsing( false ), PULSE_MS );
		const shake = setTimeout( () => setShaking( false ), SHAKE_MS );
		return () => {
			clearTimeout( pulse );
			clearTimeout( shake );
		};
	}, [ failedAttempt, engine.shakeOnError ] );

	if ( layout.steps.length === 0 ) {
		const error = missingRequiredPropertyError(
			__( 'Form steps', 'formation-orders' ),
			engine.contactUrl
		);
		return (
			<div className="fo-form-error" role="alert">
				<p>
					{ error.message }{ ' ' }
					{ error.link && (
						<a href={ error.link.url }>{ error.link.text }</a>
					) }
				</p>
			</div>
		);
	}

	const submitText =
		layout.submitButtonText ||
		( NON_ORDER_FORMS.includes( layout.formType )
			? __( 'Submit', 'formation-orders' )
			: __( 'Submit Order', 'formation-orders' ) );
	const shownSteps = steps.stepMode
		? [ steps.currentIndex ]
		: steps.steps.map( ( _, index ) => index );
	const showSubmit = ! steps.stepMode || steps.isLast;
	// Orders keep their total in view; where the editor placed the Order Summary in view, that one stands alone.
	const showRunningTotal =
		engine.runningTotal &&
		! NON_ORDER_FORMS.includes( layout.formType ) &&
		! shownSteps.some( ( index ) =>
			steps
				.visibleModules( steps.steps[ index ] )
				.some( ( module ) => module.name === SUMMARY_MODULE )
		);

	const showCurrentStep = () => {
		const heading = document.getElementById(
			store.ids.stepTitle( steps.currentIndex )
		);
		heading?.focus( { preventScroll: true } );
		scrollToElement( formRef.current );
	};

	const classes = [
		'fo-form',
		shaking && 'fo-form--shake',
		pulsing && 'fo-form--pulse',
		showRunningTotal && 'fo-form--with-total',
	].filter( Boolean );

	return (
		<form
			className={ classes.join( ' ' ) }
			ref={ formRef }
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( showSubmit ) {
					submission.submit();
				} else if ( steps.continueToNext() ) {
					showCurrentStep();
				}
			} }
		>
			{ steps.stepMode && (
				<StepIndicator onNavigate={ showCurrentStep } />
			) }
			<p className="screen-reader-text" aria-live="polite">
				{ steps.stepMode &&
					sprintf(
						/* translators: 1: step number, 2: number of steps, 3: step label. */
						__( 'Step %1$d of %2$d: %3$s', 'formation-orders' ),
						steps.currentIndex + 1,
						steps.steps.length,
						steps.current?.label ?? ''
					) }
			</p>
			<ErrorSummary onGoToField={ goTo.goToField } />
			{ shownSteps.map( ( index ) => (
				<StepView
					key={ steps.steps[ index ].key || index }
					step={ steps.steps[ index ] }
					modules={ steps.visibleModules( steps.steps[ index ] ) }
					index={ index }
					tooltipMode={ engine.tooltipMode }
				/>
			) ) }
			<div className="fo-nav">
				{ steps.stepMode && ! steps.isFirst && (
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
					{ showSubmit
						? submitText
						: __( 'Continue', 'formation-orders' ) }
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
			{ /* After the steps, so its heading follows theirs; on a wide screen it stands beside them. */ }
			{ showRunningTotal && <RunningTotal /> }
			<Spinner
				active={ store.busy }
				message={
					submission.status === 'redirecting'
						? __( 'Redirecting…', 'formation-orders' )
						: engine.spinnerMessage || undefined
				}
			>
				<UploadProgress />
			</Spinner>
			<Notifications store={ store.notifications } />
			{ submission.error && (
				<ErrorToast
					error={ submission.error }
					timeoutMs={ engine.errorToastTimeout }
					onDismiss={ () => submission.dismissError() }
				/>
			) }
		</form>
	);
} );
