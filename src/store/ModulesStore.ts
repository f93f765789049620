import { makeAutoObservable, observable, runInAction } from 'mobx';

import type { FormLayout, ModuleConfig, StepConfig } from '../config';
import type { CommonModuleAttributes } from '../modules/attributes';
import type { AnyModuleDefinition } from '../modules/module-definition';
import type { FieldRule } from '../validation/validate';
import type { FormDataStore } from './FormDataStore';

/**
 * Fetches one module's page code by block name: a chunk on the page (src/modules/load-module.ts); code that
 * is already at hand (the editor, tests) comes back at once.
 */
export type ModuleLoader = (
	name: string
) => AnyModuleDefinition | Promise< AnyModuleDefinition >;

/** A module of the layout once its code is here: its definition and its attributes, parsed once. */
export interface LoadedModule {
	definition: AnyModuleDefinition;
	attributes: CommonModuleAttributes;
}

/**
 * The code of the modules the form uses. Unless told otherwise, every module of the layout starts loading at once,
 * in parallel, so the first step does not wait for the later steps' modules. On a page (RootStore's
 * `modulesOnScreenFirst`) only the modules on screen load at first, and the rest once the visitor starts on the
 * form (`fetchEveryPlaced()`): a visitor who only looks downloads no later step's code. Either way a step whose
 * modules are still loading counts as busy and is never validated.
 */
export class ModulesStore {
	/** Per module name: its definition, or null when its code could not be loaded (nothing to show). */
	private definitions = observable.map< string, AnyModuleDefinition | null >(
		{},
		{ deep: false }
	);
	/** Each layout entry's attributes, parsed the first time they are asked for. */
	private parsed = new WeakMap< ModuleConfig, CommonModuleAttributes >();
	/** Every module whose code was asked for. */
	private requested = new Set< string >();
	/** The names of the modules the layout places, on any step. */
	private placed: ReadonlySet< string >;

	/**
	 * @param layout           The form's steps and their modules.
	 * @param load             Fetches a module's code.
	 * @param formData         The form data, which a module's fields read.
	 * @param fetchEveryPlaced Whether every module the layout places starts loading now; false: only those asked
	 *                         for (`fetchSteps`, `ensure`) until `fetchEveryPlaced()`.
	 */
	constructor(
		layout: FormLayout,
		private load: ModuleLoader,
		private formData: FormDataStore,
		fetchEveryPlaced = true
	) {
		this.placed = new Set(
			layout.steps.flatMap( ( step ) =>
				step.modules.map( ( module ) => module.name )
			)
		);
		makeAutoObservable<
			ModulesStore,
			'load' | 'formData' | 'parsed' | 'requested' | 'placed'
		>( this, {
			load: false,
			formData: false,
			parsed: false,
			requested: false,
			placed: false,
		} );
		if ( fetchEveryPlaced ) {
			this.fetchEveryPlaced();
		}
	}

	/** Starts loading every module the layout places, each once. */
	fetchEveryPlaced(): void {
		this.placed.forEach( ( name ) => this.ensure( name ) );
	}

	/** Starts loading the modules of these steps, each once. */
	fetchSteps( steps: StepConfig[] ): void {
		steps.forEach( ( step ) =>
			step.modules.forEach( ( module ) => this.ensure( module.name ) )
		);
	}

	/**
	 * Whether the layout places this module on any step (a module the running total brings in is not placed).
	 */
	inLayout( name: string ): boolean {
		return this.placed.has( name );
	}

	/**
	 * Starts loading a module once, whether or not the layout places it (the running total shows the order summary
	 * on every step).
	 */
	ensure( name: string ): void {
		if ( ! this.definitions.has( name ) && ! this.requested.has( name ) ) {
			this.fetch( name );
		}
	}

	/**
	 * A module's code by name; undefined while it loads or when it could not be loaded.
	 */
	definitionOf( name: string ): AnyModuleDefinition | undefined {
		return this.definitions.get( name ) ?? undefined;
	}

	/**
	 * Whether a module's code has arrived (or failed, so that there is nothing left to wait for).
	 */
	isLoaded( name: string ): boolean {
		return this.definitions.has( name );
	}

	/**
	 * Whether every module of these steps has arrived.
	 */
	stepsLoaded( steps: StepConfig[] ): boolean {
		return steps.every( ( step ) =>
			step.modules.every( ( module ) => this.isLoaded( module.name ) )
		);
	}

	/**
	 * A layout module with its definition and typed attributes; undefined while its code is loading or
	 * when it has none.
	 */
	loaded( module: ModuleConfig ): LoadedModule | undefined {
		const definition = this.definitions.get( module.name );
		if ( ! definition ) {
			return undefined;
		}
		const known = this.parsed.get( module );
		if ( known ) {
			return { definition, attributes: known };
		}
		const attributes: CommonModuleAttributes = definition.attributes(
			module.attributes
		);
		this.parsed.set( module, attributes );
		return { definition, attributes };
	}

	/**
	 * The fields a module validates; none while its code is loading (StepsStore never validates then).
	 */
	fieldsOf( module: ModuleConfig ): FieldRule[] {
		const loaded = this.loaded( module );
		return (
			loaded?.definition.fields?.( loaded.attributes, this.formData ) ??
			[]
		);
	}

	private fetch( name: string ): void {
		this.requested.add( name );
		const arrived = ( definition: AnyModuleDefinition | null ) =>
			runInAction( () => this.definitions.set( name, definition ) );
		const failed = ( error: unknown ) => {
			// eslint-disable-next-line no-console
			console.error( `Module "${ name }" could not be loaded.`, error );
			arrived( null );
		};
		try {
			const loading = this.load( name );
			if ( loading instanceof Promise ) {
				loading.then( arrived, failed );
			} else {
				arrived( loading );
			}
		} catch ( error ) {
			failed( error );
		}
	}
}
