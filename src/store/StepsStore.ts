import { makeAutoObservable } from 'mobx';

import type { FormLayout, StepConfig } from '../config';
import { fieldsOfModule } from '../modules/fields';
import type { FieldRule } from '../validation/validate';
import type { FormDataStore } from './FormDataStore';
import type { ValidationStore } from './ValidationStore';

/**
 * The form's steps and the visitor's place in them (form-screens.md §2.1, §4).
 */
export class StepsStore {
	currentIndex = 0;

	constructor(
		private layout: FormLayout,
		private formData: FormDataStore,
		private validation: ValidationStore
	) {
		makeAutoObservable< StepsStore, 'layout' | 'formData' | 'validation' >(
			this,
			{
				layout: false,
				formData: false,
				validation: false,
			}
		);
	}

	get steps(): StepConfig[] {
		return this.layout.steps;
	}

	get stepMode(): boolean {
		return this.layout.stepMode && this.steps.length > 1;
	}

	get current(): StepConfig | undefined {
		return this.steps[ this.currentIndex ];
	}

	get isFirst(): boolean {
		return this.currentIndex === 0;
	}

	get isLast(): boolean {
		return this.currentIndex >= this.steps.length - 1;
	}

	fieldsOfStep( step: StepConfig ): FieldRule[] {
		return step.modules.flatMap( ( module ) =>
			fieldsOfModule( module, this.formData )
		);
	}

	/** Continue: validate this step; move on only when it passes. */
	continueToNext(): boolean {
		const step = this.current;
		if (
			! step ||
			! this.validation.validateFields( this.fieldsOfStep( step ) )
		) {
			this.validation.noteFailedAttempt();
			return false;
		}
		this.goTo( this.currentIndex + 1 );
		return true;
	}

	back(): void {
		this.goTo( this.currentIndex - 1 );
	}

	/**
	 * Validates every step; in step mode shows the first failing one. Says whether all pass.
	 */
	validateAll(): boolean {
		let firstFailing = -1;
		this.steps.forEach( ( step, index ) => {
			const passes = this.validation.validateFields(
				this.fieldsOfStep( step )
			);
			if ( ! passes && firstFailing < 0 ) {
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

	goTo( index: number ): void {
		this.currentIndex = Math.min(
			Math.max( index, 0 ),
			this.steps.length - 1
		);
	}
}
