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
 * The modules of the first view the server printed (src/printed-form.ts): each stands in, usable, until its code is
 * here, and only the code the page brought with it is fetched before the visitor's first interaction.
 */
export interface PrintedModules {
	/** The printed modules' names. */
	standIns: readonly string[];
	/** The modules whose code PHP printed with the page: fetched at once. */
	onArrival: readonly string[];
}

/**
 * The code of the modules the form uses. Unless told otherwise, every module of the layout starts loading at once,
 * in parallel, so the first step does not wait for the later steps' modules. On a page (RootStore's
 * `modulesOnScreenFirst`) only the modules on screen load at first, and the rest once the visitor starts on the
 * form (`fetchEveryPlaced()`): a visitor who only looks downloads no later step's code. Of a printed first view,
 * only the modules whose code came with the page load at first: the others stand in, printed, until then. Either
 * way a step whose modules are still loading is never validated, and counts as busy unless printed ones stand in.
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
	/** The printed modules, which stand in until their code is here. */
	private standIns: ReadonlySet< string >;
	/** The printed modules whose code waits for `fetchEveryPlaced()`, however much the form needs them. */
	private held: Set< string >;

	/**
	 * @param layout           The form's steps and their modules.
	 * @param load             Fetches a module's code.
	 * @param formData         The form data, which a module's fields read.
	 * @param fetchEveryPlaced Whether every module the layout places starts loading now; false: only those asked
	 *                         for (`fetchSteps`, `ensure`) until `fetchEveryPlaced()`.
	 * @param printed          The modules of the first view the server printed, if it did.
	 */
	constructor(
		layout: FormLayout,
		private load: ModuleLoader,
		private formData: FormDataStore,
		fetchEveryPlaced = true,
		printed: PrintedModules = { standIns: [], onArrival: [] }
	) {
		this.placed = new Set(
			layout.steps.flatMap( ( step ) =>
				step.modules.map( ( module ) => module.name )
			)
		);
		this.standIns = new Set( printed.standIns );
		this.held = new Set(
			printed.standIns.filter(
				( name ) => ! printed.onArrival.includes( name )
			)
		);
		makeAutoObservable<
			ModulesStore,
			| 'load'
			| 'formData'
			| 'parsed'
			| 'requested'
			| 'placed'
			| 'standIns'
			| 'held'
		>( this, {
			load: false,
			formData: false,
			parsed: false,
			requested: false,
			placed: false,
			standIns: false,
			held: false,
		} );
		if ( fetchEveryPlaced ) {
			this.fetchEveryPlaced();
		}
	}

	/**
	 * Starts loading every module the layout places, and those printed ones stand in for (the running total's
	 * order summary), each once.
	 */
	fetchEveryPlaced(): void {
		this.held.clear();
		this.placed.forEach( ( name ) => this.ensure( name ) );
		this.standIns.forEach( ( name ) => this.ensure( name ) );
	}

	/** Starts loading the modules of these steps, each once, but those printed ones held for the first interaction. */
	fetchSteps( steps: StepConfig[] ): void {
		steps.forEach( ( step ) =>
			step.modules.forEach( ( module ) => {
				if ( ! this.held.has( module.name ) ) {
					this.ensure( module.name );
				}
			} )
		);
	}

	/**
	 * Starts loading a module once, like `ensure`, unless it is a printed one held for the first interaction.
	 */
	ensureUnlessHeld( name: string ): void {
		if ( ! this.held.has( name ) ) {
			this.ensure( name );
		}
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
	 * Whether a printed module's code is still to come, so that React keeps the printed one until then: the form
	 * places it, asked for it, or a printed part stands in for it, and it has not arrived (nor failed).
	 */
	awaited( name: string ): boolean {
		return (
			! this.isLoaded( name ) &&
			( this.placed.has( name ) ||
				this.requested.has( name ) ||
				this.standIns.has( name ) )
		);
	}

	/**
	 * Whether the form can show every module of these steps: its code has arrived, or the printed module stands in
	 * for it meanwhile.
	 */
	stepsShowable( steps: StepConfig[] ): boolean {
		return steps.every( ( step ) =>
			step.modules.every( ( module ) => this.showable( module.name ) )
		);
	}

	/**
	 * Whether the form can show a module: its code has arrived, or a printed one stands in for it meanwhile.
	 */
	showable( name: string ): boolean {
		return this.isLoaded( name ) || this.standIns.has( name );
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
