import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import {
	contactLink,
	missingRequiredPropertyError,
} from '../errors/checkout-errors';
import { commerceCode } from '../store/commerce-code';
import { useStore } from '../store/store-context';
import { ErrorSummary } from './ErrorSummary';
import { ErrorToast } from './ErrorToast';
import { FormButtons } from './FormButtons';
import { useGoTo } from './go-to';
import { Notifications } from './Notifications';
import { scrollToElement } from './scroll';
import { Spinner } from './Spinner';
import { StepIndicator } from './StepIndicator';
import { StepView } from './StepView';
import { printedModuleName } from '../printed-form';
import {
	PrintedPart,
	PrintedPartsProvider,
	printedPart,
	useDrawnOver,
} from './printed-modules';
import { SUMMARY_MODULE, summaryCodeOf } from './summary-module';
import {
	checkAnswersCode,
	loadCheckAnswers,
	type CheckAnswersCode,
} from './load-check-answers';
import { submitButtonText } from '../submission/form-types';
import { UploadProgress } from '../uploads/UploadProgress';

/**
 * At the latest this long after the first render, what follows it is drawn even without a frame: a page opened
 * in a background tab gets no frame until it is shown, and its timers run at most once a second.
 */
export const LATEST_SECOND_DRAW_MS = 100;

/**
 * False until the browser has painted the form's first render (or LATEST_SECOND_DRAW_MS have passed without a
 * frame), then true (for the life of the form). Always true when `whole`.
 * @param whole
 */
function usePaintedOnce( whole: boolean ): boolean {
	const [ drawn, setDrawn ] = useState( whole );
	useEffect( () => {
		if ( whole ) {
			return undefined;
		}
		let timer: ReturnType< typeof setTimeout > | undefined;
		// The frame callback runs just before the paint; the timer's task comes after it.
		const frame = requestAnimationFrame( () => {
			timer = setTimeout( () => setDrawn( true ), 0 );
		} );
		const latest = setTimeout(
			() => setDrawn( true ),
			LATEST_SECOND_DRAW_MS
		);
		return () => {
			cancelAnimationFrame( frame );
			clearTimeout( timer );
			clearTimeout( latest );
		};
	}, [ whole ] );
	return drawn;
}

/** How long fields in error pulse after a failed Continue or Submit, to draw the eye to them. */
export const PULSE_MS = 1500;
const SHAKE_MS = 500;

/**
 * The whole form: steps (one at a time, or all on one page), its buttons (FormButtons), the spinner and the
 * error toast.
 */
export const OrderForm = observer( function OrderForm( {
	whole = false,
	printedParts,
	onPartDrawn,
}: {
	/** The printed modules and parts React draws over one per task (printed-modules.tsx); none: all at once. */
	printedParts?: readonly HTMLElement[];
	/** Called after each module or part drawn over a printed one. */
	onPartDrawn?: () => void;
	/**
	 * Draw the whole form in the first render. A single page normally draws its first step first and the rest
	 * right after the first paint, so that the visitor sees the form sooner; but where the server printed the
	 * form (src/printed-form.ts), the visitor already sees it, and the rest drawn later would push the page below
	 * the form down under their eyes.
	 */
	whole?: boolean;
} ): React.ReactElement {
	const store = useStore();
	const { steps, submission, config, validation, engine } = store;
	const layout = config.form;
	const formRef = useRef< HTMLFormElement >( null );
	const [ shaking, setShaking ] = useState( false );
	const [ pulsing, setPulsing ] = useState( false );
	const [ review, setReview ] = useState( checkAnswersCode );
	const goTo = useGoTo();
	const failedAttempt = validation.failedAttempt;
	const drawnAll = usePaintedOnce( whole );
	// A printed module stands in until its code is here (the first interaction fetches the code of all but the
	// first); the parts around the modules can be drawn at any time.
	const drawingOver = useDrawnOver( printedParts, onPartDrawn, ( node ) => {
		const name = printedModuleName( node );
		return ! name || ! store.modules.awaited( name );
	} );
	// A press while printed modules are still to be drawn over (what the visitor typed in them reaches the form only
	// once each is) waits, under the spinner, until they all are: then it counts, as if made then. What was typed in
	// the last one drawn reaches the form just after it is drawn (onPartDrawn, in a microtask after React's commit,
	// which may come after this effect): the press waits for the next task, else it would find those fields empty
	// and the step would not pass.
	const [ pressedEarly, setPressedEarly ] = useState( false );
	const pressNow = pressedEarly && ! drawingOver;
	const pressRef = useRef< () => void >();
	useEffect( () => {
		if ( ! pressNow ) {
			return undefined;
		}
		const timer = setTimeout( () => {
			setPressedEarly( false );
			pressRef.current?.();
		}, 0 );
		return () => clearTimeout( timer );
	}, [ pressNow ] );

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
			__( 'Form steps', 'formation-orders' )
		);
		const link = contactLink( error, engine.contactUrl );
		return (
			<div className="fo-form-error" role="alert">
				<p>
					{ error.message }{ ' ' }
					{ link && <a href={ link.url }>{ link.text }</a> }
				</p>
			</div>
		);
	}

	const submitText = submitButtonText(
		layout.formType,
		layout.submitButtonText
	);
	const { reviewing } = steps;
	let shownSteps: number[] = [];
	if ( ! reviewing ) {
		shownSteps = steps.stepMode
			? [ steps.currentIndex ]
			: steps.steps.map( ( _, index ) => index );
	}
	const lastStep = ! steps.stepMode || steps.isLast;
	// With "Check your answers", the last step's button opens the review and the order goes out from there.
	const showSubmit = store.reviewBeforeSubmit ? reviewing : lastStep;
	let primaryText: string = __( 'Continue', 'formation-orders' );
	if ( showSubmit ) {
		primaryText = submitText;
	} else if ( lastStep ) {
		primaryText = __( 'Review Order', 'formation-orders' );
	}
	// Orders keep their total in view. Where the editor placed the Order Summary on the step in view, that one
	// stands alone, else the running total stands beside the steps (a bar of its own on a phone). Whenever no
	// summary's Total row is whole on screen (far down a single page, scrolled off above Submit, a summary taller
	// than the window), a "Total" bar stays at the bottom of the screen.
	const summaryPlaced = shownSteps.some( ( index ) =>
		steps
			.visibleModules( steps.steps[ index ] )
			.some( ( module ) => module.name === SUMMARY_MODULE )
	);
	// Only a form that sells keeps its total in view; the running total and the total bar come with the order
	// summary's code (the first interaction brings it to a printed form, whose printed ones stand in until then).
	const totalInView =
		!! ( store.sales && commerceCode() ) && store.keepsTotalInView;
	const summaryCode = summaryCodeOf( store.modules );
	const showRunningTotal = totalInView && ! summaryPlaced;

	// Puts the keyboard on a heading the step change just asked for, and the form in view. React draws the new
	// step only after the click or Enter that moved to it has been handled, so the heading is looked for in the
	// next frame: looked for at once, it is not there yet, and focus would stay on the button (or drop to the
	// page when Enter was pressed in a field the change removed).
	// A change that comes after the click (the review, when its code arrived later) may be drawn a few frames
	// later still: the heading is looked for again in the next frames, up to a few.
	const focusHeadingOnceDrawn = ( id: () => string, framesLeft = 10 ) =>
		requestAnimationFrame( () => {
			const heading = document.getElementById( id() );
			if ( ! heading && framesLeft > 0 ) {
				focusHeadingOnceDrawn( id, framesLeft - 1 );
				return;
			}
			heading?.focus( { preventScroll: true } );
			scrollToElement( formRef.current );
		} );
	// The review's code is usually here already (fetched once the visitor started on the form); its heading takes
	// the focus once it is drawn. Should it not arrive, the visitor stays on the last step and can ask again.
	const reviewWith = ( code: CheckAnswersCode ) => {
		setReview( code );
		focusHeadingOnceDrawn( () => store.ids.of( 'check-answers-title' ) );
	};
	const showReview = () => {
		const code = checkAnswersCode();
		if ( code ) {
			reviewWith( code );
			return;
		}
		loadCheckAnswers().then( reviewWith, () => {
			steps.leaveReview();
			store.notifications.notify(
				__(
					'The review of your answers could not be opened. Please check your connection and press Review Order again.',
					'formation-orders'
				)
			);
		} );
	};
	const showCurrentStep = () =>
		focusHeadingOnceDrawn( () =>
			store.ids.stepTitle( steps.currentIndex )
		);

	// The first render draws only what the visitor starts on, so that it is painted and usable sooner: on a
	// single page its first step, in step mode the step and its buttons. What follows it (a single page's
	// later steps and buttons, the running total) is drawn right after that first paint.
	const drawnSteps =
		steps.stepMode || drawnAll ? shownSteps : shownSteps.slice( 0, 1 );
	const buttonsDrawn = drawnSteps.length === shownSteps.length;
	// Where each drawn step's modules start, counted on the whole form.
	let modulesBefore = 0;
	const firstModules = drawnSteps.map( ( index ) => {
		const first = modulesBefore;
		modulesBefore += steps.visibleModules( steps.steps[ index ] ).length;
		return first;
	} );

	// The primary button (or Enter in a field): Continue, Review Order or Submit.
	const press = () => {
		if ( showSubmit ) {
			submission.submit();
		} else if ( lastStep && store.reviewBeforeSubmit ) {
			if ( steps.startReview() ) {
				showReview();
			}
		} else if ( steps.continueToNext() ) {
			// A Continue after a "Change" from the review goes back to it.
			if ( steps.reviewing ) {
				showReview();
			} else {
				showCurrentStep();
			}
		}
	};
	pressRef.current = press;

	// Printed, it stays until React has drawn the modules, then is drawn in a task of its own.
	const printedStepIndicator = printedPart( drawingOver, 'fo-steps' );
	// Printed, they stay until the order summary's code is here (it comes at the first interaction).
	const printedRunningTotal = printedPart( drawingOver, 'fo-running-total' );
	const printedTotalBar = printedPart( drawingOver, 'fo-total-bar' );

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
				if ( drawingOver ) {
					setPressedEarly( true );
					store.modules.fetchEveryPlaced();
				} else {
					press();
				}
			} }
		>
			{ steps.stepMode &&
				! reviewing &&
				( printedStepIndicator ? (
					<PrintedPart node={ printedStepIndicator } />
				) : (
					<StepIndicator onNavigate={ showCurrentStep } />
				) ) }
			<p className="screen-reader-text" aria-live="polite">
				{ steps.stepMode &&
					! reviewing &&
					sprintf(
						/* translators: 1: step number, 2: number of steps, 3: step label. */
						__( 'Step %1$d of %2$d: %3$s', 'formation-orders' ),
						steps.currentIndex + 1,
						steps.steps.length,
						steps.current?.label ?? ''
					) }
			</p>
			<ErrorSummary onGoToField={ goTo.goToField } />
			<PrintedPartsProvider value={ drawingOver }>
				{ drawnSteps.map( ( index, position ) => (
					<StepView
						key={ steps.steps[ index ].key || index }
						step={ steps.steps[ index ] }
						modules={ steps.visibleModules( steps.steps[ index ] ) }
						index={ index }
						firstModule={ firstModules[ position ] }
						tooltipMode={ engine.tooltipMode }
					/>
				) ) }
			</PrintedPartsProvider>
			{ reviewing && review && (
				<review.CheckAnswers
					onChange={ ( path ) => {
						steps.changeAnswer( path );
						goTo.goToField( path );
					} }
				/>
			) }
			{ buttonsDrawn && (
				<FormButtons
					primaryText={ primaryText }
					submitText={ submitText }
					showSubmit={ showSubmit }
					showCurrentStep={ showCurrentStep }
				/>
			) }
			{ /* After the steps, so its heading follows theirs; on a wide screen it stands beside them. */ }
			{ drawnAll &&
				showRunningTotal &&
				( printedRunningTotal ? (
					<PrintedPart node={ printedRunningTotal } />
				) : (
					summaryCode && <summaryCode.RunningTotal />
				) ) }
			{ drawnAll &&
				totalInView &&
				( printedTotalBar ? (
					<PrintedPart node={ printedTotalBar } />
				) : (
					summaryCode && (
						<summaryCode.TotalBar
							announces={ ! showRunningTotal }
						/>
					)
				) ) }
			<Spinner
				active={ store.busy || pressedEarly }
				message={
					submission.outcomeNotice ??
					( submission.status === 'redirecting'
						? __( 'Redirecting…', 'formation-orders' )
						: ( submission.validatingPrice &&
								__(
									'Please wait while we validate your price.',
									'formation-orders'
								) ) ||
							engine.spinnerMessage ||
							undefined )
				}
			>
				<UploadProgress />
			</Spinner>
			<Notifications store={ store.notifications } />
			{ submission.error && (
				<ErrorToast
					error={ submission.error }
					timeoutMs={ engine.errorToastTimeout }
					contactUrl={ engine.contactUrl }
					onDismiss={ () => submission.dismissError() }
				/>
			) }
		</form>
	);
} );
