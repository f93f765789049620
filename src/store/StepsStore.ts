import { makeAutoObservable } from 'mobx';

import type { FormLayout, ModuleConfig, StepConfig } from '../config';
import { moduleShown, stepShown } from '../engine/conditions';
import type { FormDataPath } from '../form-data/typed-paths';
import type { StateLists } from '../state-lists/state-lists';
import {
	isRequired,
	validateField,
	type FieldRule,
} from '../validation/validate';
import type { FormDataStore } from './FormDataStore';
import type { ModulesStore } from './ModulesStore';
import type { ValidationStore } from './ValidationStore';

/** Records a step-navigation analytics event (the browser pushes it to the page's dataLayer). */
export type TrackEvent = (
	event: string,
	data: Record< string, unknown >
) => void;

/** What the step indicator shows of one step: its classes, required-field counts and progress bar style. */
export interface StepStatus {
	classes: string[];
	fieldsTotalNum: number;
	fieldsValidNum: number;
	fieldsFailedNum: number;
	indicatorStyle: Record< string, string >;
}

/**
 * A step's count of required fields as the server printed it in the step indicator of the first view: shown
 * until the code of that step's modules arrives (on a page, at the visitor's first interaction), so that the
 * indicator neither loses its counts nor grows when the code comes.
 */
export interface PrintedStepCount {
	/** The step's label, which must match for the count to be taken. */
	label: string;
	valid: number;
	total: number;
}

const percent = ( part: number, total: number ) =>
	`${ total === 0 ? 0 : Math.round( ( part / total ) * 100 ) }%`;

/**
 * The form's steps and the visitor's place in them: only the visible steps
 * count; a step is hidden when the conditions of all its modules fail.
 */
export class StepsStore {
	currentIndex = 0;
	/** Keys of the steps that passed a Continue or a Submit's check. */
	passedSteps = new Set< string >();
	/** "Check your answers" is on screen in place of the steps; the order goes out only from there. */
	reviewing = false;
	/** The visitor left the review through a "Change" link: their next Continue brings them back to it. */
	returnToReview = false;
	/** The counts the printed step indicator showed, by step index (see PrintedStepCount). */
	private printedCounts: readonly PrintedStepCount[] = [];

	constructor(
		private layout: FormLayout,
		private formData: FormDataStore,
		private validation: ValidationStore,
		private modules: ModulesStore,
		private track: TrackEvent = () => undefined,
		private stateLists: Partial< StateLists > = {}
	) {
		makeAutoObservable<
			StepsStore,
			| 'layout'
			| 'formData'
			| 'validation'
			| 'modules'
			| 'track'
			| 'stateLists'
			| 'printedCounts'
		>( this, {
			printedCounts: false,
			layout: false,
			formData: false,
			validation: false,
			modules: false,
			track: false,
			stateLists: false,
		} );
	}

	/** The visible steps, in order. */
	get steps(): StepConfig[] {
		const values = this.formData.values;
		return this.layout.steps.filter( ( step ) =>
			stepShown( step.modules, values, this.stateLists )
		);
	}

	get stepMode(): boolean {
		return this.layout.stepMode && this.steps.length > 1;
	}

	get current(): StepConfig | undefined {
		return this.steps[
			Math.min( this.currentIndex, this.steps.length - 1 )
		];
	}

	/** The steps on screen: the current one in step mode, all of them on a single page. */
	get shownSteps(): StepConfig[] {
		const { current } = this;
		if ( ! this.stepMode ) {
			return this.steps;
		}
		return current ? [ current ] : [];
	}

	/**
	 * The steps whose modules' code the form needs now: those on screen, and on a step-by-step form's last step
	 * every step, since its Review Order or Submit validates them all.
	 */
	get neededSteps(): StepConfig[] {
		return this.stepMode && this.isLast ? this.steps : this.shownSteps;
	}

	/**
	 * Whether the form can show every module it needs now: its code has arrived, or a printed module stands in for
	 * it meanwhile. Until then the form is busy.
	 */
	get neededModulesShowable(): boolean {
		return this.modules.stepsShowable( this.neededSteps );
	}

	get isFirst(): boolean {
		return this.currentIndex === 0;
	}

	get isLast(): boolean {
		return this.currentIndex >= this.steps.length - 1;
	}

	visibleModules( step: StepConfig ): ModuleConfig[] {
		const values = this.formData.values;
		return step.modules.filter( ( module ) =>
			moduleShown( module, values, this.stateLists )
		);
	}

	fieldsOfStep( step: StepConfig ): FieldRule[] {
		return this.visibleModules( step ).flatMap( ( module ) =>
			this.modules.fieldsOf( module )
		);
	}

	/**
	 * Continue: validates this step and marks it seen; moves to the next visible step only when it passes.
	 */
	continueToNext(): boolean {
		const step = this.current;
		// A step is validated only with all its modules' fields: never while their code is loading.
		if ( ! step || ! this.modules.stepsLoaded( [ step ] ) ) {
			return false;
		}
		this.markSeen( this.currentIndex );
		if ( ! this.validation.validateFields( this.fieldsOfStep( step ) ) ) {
			this.validation.noteFailedAttempt();
			return false;
		}
		this.passedSteps.add( this.keyOf( step, this.currentIndex ) );
		if ( this.returnToReview ) {
			return this.startReview();
		}
		this.goTo( this.currentIndex + 1 );
		return true;
	}

	/**
	 * From the last step (or the single page) to "Check your answers": every visible step must pass first, as
	 * for a Submit; a failing one is shown instead. Says whether the review is on screen.
	 */
	startReview(): boolean {
		this.returnToReview = false;
		if ( ! this.validateAll() ) {
			return false;
		}
		this.steps.forEach( ( _, index ) => this.markSeen( index ) );
		this.reviewing = true;
		return true;
	}

	/**
	 * A "Change" link of the review: the step that holds the field (in step mode), and back to the review
	 * after its Continue. Returns the step's index, or -1.
	 */
	changeAnswer( path: FormDataPath ): number {
		this.reviewing = false;
		this.returnToReview = this.stepMode;
		return this.goToField( path );
	}

	/** Back from the review: the last step, as the visitor left it. */
	leaveReview(): void {
		this.reviewing = false;
		this.returnToReview = false;
	}

	/** Back: the previous visible step, without validation. */
	back(): void {
		this.returnToReview = false;
		this.goTo( this.currentIndex - 1 );
	}

	/**
	 * Validates every visible step; in step mode shows the first failing one. Says whether all pass.
	 */
	validateAll(): boolean {
		if ( ! this.modules.stepsLoaded( this.steps ) ) {
			return false;
		}
		let firstFailing = -1;
		this.steps.forEach( ( step, index ) => {
			const passes = this.validation.validateFields(
				this.fieldsOfStep( step )
			);
			if ( passes ) {
				this.passedSteps.add( this.keyOf( step, index ) );
			} else if ( firstFailing < 0 ) {
				firstFailing = index;
			}
		} );
		if ( firstFailing < 0 ) {
			return true;
		}
		if ( this.stepMode ) {
			this.goTo( firstFailing );
		}
		this.validation.noteFailedAttempt();
		return false;
	}

	/**
	 * After a reload, back to the step the visitor was on (form data's currentStep, restored with the rest
	 * of what they typed). A step that is no longer there leaves the form at the nearest one.
	 */
	resume(): void {
		const saved = this.formData.currentStep;
		// The saved step first: on a first visit there is none, and the visible steps are not worked out here
		// only to be worked out again by the first render.
		if (
			typeof saved === 'number' &&
			Number.isInteger( saved ) &&
			saved > 0 &&
			this.stepMode
		) {
			this.goTo( saved );
		}
	}

	/** Takes the counts of the printed step indicator, for the steps whose code has not arrived yet. */
	keepPrintedCounts( counts: readonly PrintedStepCount[] ): void {
		this.printedCounts = counts;
	}

	goTo( index: number ): void {
		this.currentIndex = Math.min(
			Math.max( index, 0 ),
			this.steps.length - 1
		);
		this.formData.setCurrentStep( this.currentIndex );
	}

	/**
	 * A click in the step indicator: the current step only toggles the mobile menu (the component's own
	 * state); another step is switched to and recorded as a step-navigation event.
	 */
	navigateFromIndicator( index: number ): void {
		if ( index === this.currentIndex ) {
			return;
		}
		const from = this.current;
		this.goTo( index );
		this.track( 'step_navigation', {
			formType: this.layout.formType,
			fromStep: from?.key ?? '',
			toStep: this.current?.key ?? '',
			toStepNumber: this.currentIndex + 1,
		} );
	}

	/**
	 * The visible step that holds a module, or -1.
	 */
	stepOfModule( moduleName: string ): number {
		return this.steps.findIndex( ( step ) =>
			this.visibleModules( step ).some(
				( module ) => module.name === moduleName
			)
		);
	}

	/**
	 * The visible step that validates a field (its form-data path), or -1.
	 */
	stepOfField( path: FormDataPath ): number {
		return this.steps.findIndex( ( step ) =>
			this.fieldsOfStep( step ).some( ( field ) => field.path === path )
		);
	}

	/**
	 * "Go to the module": in step mode the step that holds it becomes
	 * the current one; on a single page nothing changes here and the page scrolls to that step
	 * (src/components/go-to.ts). Returns the step's index, or -1.
	 */
	goToModule( moduleName: string ): number {
		return this.switchTo( this.stepOfModule( moduleName ) );
	}

	/**
	 * The same for one field, e.g. an error summary link: in step mode its step becomes the current one.
	 */
	goToField( path: FormDataPath ): number {
		return this.switchTo( this.stepOfField( path ) );
	}

	/**
	 * What the error summary lists: the fields the last failed Continue or Submit found in error and that
	 * still are, on every visible step (so that an error on another step after a Submit is not hidden), in
	 * step order, each with the index of its step.
	 */
	get errorSummary(): Array< { field: FieldRule; stepIndex: number } > {
		const { summaryPaths } = this.validation;
		// Until a Continue or Submit fails there is nothing to list: the page's first render skips every step's fields.
		if ( summaryPaths.size === 0 ) {
			return [];
		}
		return this.steps.flatMap( ( step, stepIndex ) =>
			this.fieldsOfStep( step )
				.filter(
					( field ) =>
						summaryPaths.has( field.path ) &&
						this.validation.errorOf( field.path )
				)
				.map( ( field ) => ( { field, stepIndex } ) )
		);
	}

	/**
	 * The status of every step, worked out once per change of what it reads: the step indicator shows each one
	 * and the total progress sums them, and each validates every required field of its step.
	 */
	get statuses(): StepStatus[] {
		return this.steps.map( ( _, index ) => this.statusAt( index ) );
	}

	statusOf( index: number ): StepStatus {
		return this.statuses[ index ] ?? this.statusAt( index );
	}

	/**
	 * A step is seen once passed, touched, validated or dirty (or marked by Continue).
	 */
	private statusAt( index: number ): StepStatus {
		const step = this.steps[ index ];
		const fields = step ? this.fieldsOfStep( step ) : [];
		const flags = fields.map( ( field ) =>
			this.validation.flagsOf( field.path )
		);
		const required = fields.filter( isRequired );
		const values = this.formData.values;
		const printed = this.printedCountOf( index );
		const fieldsTotalNum = printed?.total ?? required.length;
		const fieldsValidNum =
			printed?.valid ??
			required.filter(
				( field ) => validateField( values, field ) === null
			).length;
		const fieldsFailedNum = required.filter(
			( field ) => this.validation.flagsOf( field.path ).failed
		).length;
		const passed =
			!! step && this.passedSteps.has( this.keyOf( step, index ) );
		const touched = flags.some( ( flag ) => flag.touched );
		const validated = flags.some( ( flag ) => flag.validated );
		const dirty = flags.some( ( flag ) => flag.dirty );
		const seen =
			passed ||
			touched ||
			validated ||
			dirty ||
			this.formData.stepSeen( index );
		const invalid = flags.some( ( flag ) => flag.failed );
		let position = 'after-current';
		if ( index === this.currentIndex ) {
			position = 'current';
		} else if ( index < this.currentIndex ) {
			position = 'before-current';
		}
		const classes = [
			position,
			seen && 'seen',
			fieldsValidNum === fieldsTotalNum && ! invalid && 'valid',
			invalid && 'invalid',
			passed && 'passed',
			touched && 'touched',
			validated && 'validated',
			dirty && 'dirty',
		].filter( ( name ): name is string => !! name );
		return {
			classes,
			fieldsTotalNum,
			fieldsValidNum,
			fieldsFailedNum,
			indicatorStyle: {
				'--fo-step-valid': percent( fieldsValidNum, fieldsTotalNum ),
				'--fo-step-failed': percent( fieldsFailedNum, fieldsTotalNum ),
			},
		};
	}

	/** The printed count of a step whose modules' code has not arrived, if the printed indicator showed that step. */
	private printedCountOf( index: number ): PrintedStepCount | undefined {
		const step = this.steps[ index ];
		const printed = this.printedCounts[ index ];
		return step &&
			printed?.label === step.label &&
			! this.modules.stepsLoaded( [ step ] )
			? printed
			: undefined;
	}

	/** Share of the required fields of all visible steps that are valid: the total progress bar. */
	get totalProgress(): number {
		let total = 0;
		let valid = 0;
		this.statuses.forEach( ( status ) => {
			total += status.fieldsTotalNum;
			valid += status.fieldsValidNum;
		} );
		return total === 0 ? 0 : valid / total;
	}

	private switchTo( index: number ): number {
		if ( index >= 0 && this.stepMode && index !== this.currentIndex ) {
			this.goTo( index );
		}
		return index;
	}

	private markSeen( index: number ): void {
		this.formData.markStepSeen( index );
	}

	private keyOf( step: StepConfig, index: number ): string {
		return step.key || String( index );
	}
}
