import { makeAutoObservable } from 'mobx';

import { validate, type FieldRule } from '../validation/validate';
import type { FormDataStore } from './FormDataStore';

/**
 * Field errors and which fields the visitor has left, for the fields of the form's visible modules.
 */
export class ValidationStore {
	errors = new Map< string, string >();
	touched = new Set< string >();
	/** Changes each time a Continue or Submit fails, so the error summary takes focus again. */
	failedAttempt = 0;

	constructor( private formData: FormDataStore ) {
		makeAutoObservable< ValidationStore, 'formData' >( this, {
			formData: false,
		} );
	}

	/**
	 * Validates the given fields, shows their errors, and says whether they all pass.
	 * @param fields
	 */
	validateFields( fields: FieldRule[] ): boolean {
		const errors = validate( this.formData.values, fields );
		for ( const field of fields ) {
			this.touched.add( field.path );
			const message = errors[ field.path ];
			if ( message ) {
				this.errors.set( field.path, message );
			} else {
				this.errors.delete( field.path );
			}
		}
		return Object.keys( errors ).length === 0;
	}

	/**
	 * Aggressive mode: a field is checked when left, and on every input once it has been left.
	 * @param field
	 */
	fieldLeft( field: FieldRule ): void {
		this.validateFields( [ field ] );
	}

	fieldChanged( field: FieldRule ): void {
		if ( this.touched.has( field.path ) ) {
			this.validateFields( [ field ] );
		}
	}

	errorOf( path: string ): string | undefined {
		return this.errors.get( path );
	}

	noteFailedAttempt(): void {
		this.failedAttempt++;
	}
}
