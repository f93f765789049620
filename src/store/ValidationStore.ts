import { subscribe } from '@wordpress/i18n';
import { makeAutoObservable, observable } from 'mobx';

import type { ValidationMode } from '../engine/settings';
import { getIn } from '../form-data/paths';
import type { FieldPath, FormDataPath } from '../form-data/typed-paths';
import {
	failureText,
	validateField,
	type Failure,
	type FieldRule,
} from '../validation/validate';
import type { FormDataStore } from './FormDataStore';

/** Observer validation waits this long after the last change, so changes within one frame validate once. */
export const VALIDATION_DEBOUNCE_MS = 16;

export type FieldEvent = 'input' | 'change' | 'blur';

/** What the engine knows of one field: touched, dirty, valid, validated, pending, changed, passed, failed. */
export interface FieldFlags {
	touched: boolean;
	untouched: boolean;
	dirty: boolean;
	pristine: boolean;
	validated: boolean;
	pending: boolean;
	changed: boolean;
	valid: boolean;
	invalid: boolean;
	passed: boolean;
	failed: boolean;
}

interface FieldState {
	touched: boolean;
	dirty: boolean;
	validated: boolean;
	pending: boolean;
}

/**
 * When each mode validates a field: aggressive (the default) on input or blur; lazy on change or
 * blur; eager on change, and on input once the field shows an error; passive never (Continue and Submit
 * still do).
 */
export function validatesOn(
	mode: ValidationMode,
	event: FieldEvent,
	hasError: boolean
): boolean {
	switch ( mode ) {
		case 'aggressive':
			return true;
		case 'lazy':
			return event !== 'input';
		case 'eager':
			return event !== 'input' || hasError;
		default:
			return false;
	}
}

/**
 * Field errors and flags for the fields of the visible modules. Errors are kept as failures and turned
 * into text when read, so a locale change re-renders every message in the new language.
 */
export class ValidationStore {
	failures = new Map< string, { field: FieldRule; failure: Failure } >();
	fields = new Map< string, FieldState >();
	/** Changes each time a Continue or Submit fails, so the error summary takes focus again. */
	failedAttempt = 0;
	/**
	 * The fields in error when the last Continue or Submit failed: the error summary's entries. A field
	 * leaves it once fixed; an error that comes up later while typing stays next to its field.
	 */
	summaryPaths = new Set< string >();
	mode: ValidationMode = 'aggressive';
	private localeVersion = 0;
	/** What the form held when the page loaded: a plain copy that nothing edits, so it is kept by reference. */
	private initialValues: object = {};
	private timers = new Map< string, ReturnType< typeof setTimeout > >();
	private unsubscribeLocale: () => void;

	constructor( private formData: FormDataStore ) {
		makeAutoObservable<
			ValidationStore,
			'formData' | 'timers' | 'initialValues'
		>( this, {
			formData: false,
			timers: false,
			initialValues: observable.ref,
		} );
		this.unsubscribeLocale = subscribe( () => this.localeChanged() );
	}

	/** What the form held when the page loaded, for the "changed" flag. */
	rememberInitialValues(): void {
		this.initialValues = this.formData.values;
	}

	setMode( mode: ValidationMode ): void {
		this.mode = mode;
	}

	/**
	 * Validates the given fields now, shows their errors, and says whether they all pass.
	 */
	validateFields( fields: FieldRule[] ): boolean {
		const values = this.formData.values;
		let allPass = true;
		for ( const field of fields ) {
			this.cancelPending( field.path );
			allPass =
				this.apply( field, validateField( values, field ) ) && allPass;
		}
		return allPass;
	}

	/**
	 * A visitor's event on a field: updates its flags, then validates if the mode says so (input is
	 * debounced by 16 ms).
	 */
	fieldEvent( field: FieldRule, event: FieldEvent ): void {
		const state = this.stateOf( field.path );
		if ( event === 'blur' ) {
			state.touched = true;
		} else {
			state.dirty = true;
		}
		if (
			! validatesOn( this.mode, event, this.failures.has( field.path ) )
		) {
			return;
		}
		if ( event !== 'input' ) {
			this.validateFields( [ field ] );
			return;
		}
		this.cancelPending( field.path );
		state.pending = true;
		this.timers.set(
			field.path,
			setTimeout(
				() => this.validateFields( [ field ] ),
				VALIDATION_DEBOUNCE_MS
			)
		);
	}

	fieldInput( field: FieldRule ): void {
		this.fieldEvent( field, 'input' );
	}

	fieldChange( field: FieldRule ): void {
		this.fieldEvent( field, 'change' );
	}

	fieldBlur( field: FieldRule ): void {
		this.fieldEvent( field, 'blur' );
	}

	errorOf( path: FormDataPath ): string | undefined {
		// Read so that a locale change re-renders the message.
		void this.localeVersion;
		const entry = this.failures.get( path );
		return entry ? failureText( entry.field, entry.failure ) : undefined;
	}

	flagsOf( path: FormDataPath ): FieldFlags {
		const state = this.fields.get( path );
		const failed = this.failures.has( path );
		const validated = !! state?.validated;
		const touched = !! state?.touched;
		const dirty = !! state?.dirty;
		return {
			touched,
			untouched: ! touched,
			dirty,
			pristine: ! dirty,
			validated,
			pending: !! state?.pending,
			changed:
				JSON.stringify(
					getIn( this.formData.values, path ) ?? null
				) !==
				JSON.stringify( getIn( this.initialValues, path ) ?? null ),
			valid: ! failed,
			invalid: failed,
			passed: validated && ! failed,
			failed,
		};
	}

	noteFailedAttempt(): void {
		this.summaryPaths = new Set( this.failures.keys() );
		this.failedAttempt++;
	}

	/**
	 * A list entry was removed: its fields' errors and flags go, those after it move up one index.
	 */
	listEntryRemoved( listPath: FormDataPath, index: number ): void {
		const prefix = `${ listPath }.`;
		const shift = < T >( map: Map< string, T > ) => {
			const entries = [ ...map.entries() ];
			for ( const [ path ] of entries ) {
				if ( path.startsWith( prefix ) ) {
					map.delete( path );
				}
			}
			for ( const [ path, value ] of entries ) {
				if ( ! path.startsWith( prefix ) ) {
					continue;
				}
				const [ position, ...rest ] = path
					.slice( prefix.length )
					.split( '.' );
				const at = Number( position );
				if ( at === index ) {
					continue;
				}
				const next = at > index ? at - 1 : at;
				map.set( [ listPath, next, ...rest ].join( '.' ), value );
			}
		};
		shift( this.fields );
		const failures = new Map(
			[ ...this.failures.entries() ].map( ( [ path, entry ] ) => [
				path,
				entry,
			] )
		);
		shift( failures );
		this.failures.clear();
		failures.forEach( ( entry, path ) =>
			this.failures.set( path, {
				...entry,
				// The same field of another entry: a list's entries all have the same paths.
				field: { ...entry.field, path: path as FieldPath },
			} )
		);
	}

	dispose(): void {
		this.timers.forEach( ( timer ) => clearTimeout( timer ) );
		this.timers.clear();
		this.unsubscribeLocale();
	}

	private apply( field: FieldRule, failure: Failure | null ): boolean {
		const state = this.stateOf( field.path );
		state.validated = true;
		state.pending = false;
		if ( failure ) {
			this.failures.set( field.path, { field, failure } );
			return false;
		}
		this.failures.delete( field.path );
		return true;
	}

	private stateOf( path: string ): FieldState {
		let state = this.fields.get( path );
		if ( ! state ) {
			state = {
				touched: false,
				dirty: false,
				validated: false,
				pending: false,
			};
			this.fields.set( path, state );
			state = this.fields.get( path ) as FieldState;
		}
		return state;
	}

	private cancelPending( path: string ): void {
		clearTimeout( this.timers.get( path ) );
		this.timers.delete( path );
	}

	private localeChanged(): void {
		this.localeVersion++;
	}
}
