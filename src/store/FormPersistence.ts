import { reaction, toJS, type IReactionDisposer } from 'mobx';

import type { PageConfig } from '../config';
import { pageEngineSettings } from '../engine/settings';
import { DEFAULT_ENTITY_TYPE, ENTITY_TYPES } from '../entity-types';
import { jurisdictionGroups, jurisdictionName } from '../jurisdictions';
import { initialFormData } from '../form-data/form-data-tree';
import type { FormDataStore } from './FormDataStore';
import {
	restoreFormData,
	serializeForStorage,
	storageKey,
	type RestoreOptions,
} from './persistence';

/** The part of the Web Storage API we use; tests pass a Map-backed one. */
export type FormStorage = Pick< Storage, 'getItem' | 'setItem' | 'removeItem' >;

export function browserStorage(): FormStorage | undefined {
	try {
		return typeof window !== 'undefined' ? window.localStorage : undefined;
	} catch {
		// Storage can be switched off (privacy settings): the form then simply forgets on reload.
		return undefined;
	}
}

/** The tab's own storage (sessionStorage), for what belongs to one visit in one tab: the order key. */
export function browserSessionStorage(): FormStorage | undefined {
	try {
		return typeof window !== 'undefined'
			? window.sessionStorage
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * The restore rules for this page's form, from its configuration.
 */
export function restoreOptionsOf( config: PageConfig ): RestoreOptions {
	const engine = pageEngineSettings( config );
	const allowedEntityTypes = engine.allowedEntityTypes.filter( ( type ) =>
		ENTITY_TYPES.includes( type )
	);
	const statePickers = config.form.steps
		.flatMap( ( step ) => step.modules )
		.filter( ( module ) => module.name === 'state-picker' );
	const stateKeys = statePickers.flatMap( ( module ) =>
		jurisdictionGroups(
			Array.isArray( module.attributes.jurisdictions )
				? ( module.attributes.jurisdictions as string[] )
				: []
		).flatMap( ( group ) =>
			group.options.map( ( option ) => option.value )
		)
	);
	const entityTypes = allowedEntityTypes.length
		? allowedEntityTypes
		: ENTITY_TYPES;
	const defaultEntity = entityTypes.includes( DEFAULT_ENTITY_TYPE )
		? { key: DEFAULT_ENTITY_TYPE, value: DEFAULT_ENTITY_TYPE }
		: null;
	return {
		enabled: engine.persistFormData,
		pluginVersion: config.pluginVersion,
		preselectedState: engine.preselectedState
			? {
					key: engine.preselectedState,
					value: jurisdictionName( engine.preselectedState ),
				}
			: null,
		preselectedEntityType: engine.preselectedEntityType,
		preselectedMfvoProduct: engine.preselectedMfvoProduct,
		preselectedPhoneAreaCode: engine.preselectedPhoneAreaCode,
		allowedEntityTypes,
		selects: [
			{
				path: 'companyInformation.entityType',
				allowed: entityTypes,
				fallback: defaultEntity,
			},
			...( statePickers.length
				? [
						{
							path: 'companyInformation.state' as const,
							allowed: stateKeys,
						},
					]
				: [] ),
		],
	};
}

/**
 * Restores the form data when the page loads and writes it back after every change, per page and form
 * type. With persistence off, whatever an earlier load stored is removed.
 */
export class FormPersistence {
	/** Whether the form shows what this browser stored, or what a submission of unknown outcome sent. */
	readonly restored: boolean;
	private readonly key: string;
	private disposer: IReactionDisposer | undefined;

	/**
	 * @param formData
	 * @param config
	 * @param storage
	 * @param sentData The form data of a submission whose outcome is unknown (OrderAttempt): shown again
	 *                 whatever the page keeps otherwise, so the visitor sees what may have been ordered.
	 */
	constructor(
		private formData: FormDataStore,
		config: PageConfig,
		private storage: FormStorage | undefined,
		sentData: string | null = null
	) {
		this.key = storageKey( config.pageId, config.form.formType );
		const options = restoreOptionsOf( config );
		const stored = sentData ?? this.read();
		this.restored = !! sentData || ( !! stored && options.enabled );
		formData.replacePublicData(
			restoreFormData(
				initialFormData( config.form.formType, config.pluginVersion ),
				stored,
				sentData ? { ...options, enabled: true } : options
			)
		);
		if ( ! options.enabled ) {
			this.storage?.removeItem( this.key );
			return;
		}
		// Written at once (the restored data with this page's preselections) and after every change; the data
		// is serialised once per change.
		this.disposer = reaction(
			() => serializeForStorage( toJS( this.formData.publicData ) ),
			( json ) => this.write( json ),
			{ fireImmediately: true }
		);
	}

	/** Stores the current data now (e.g. right before leaving the page). */
	save(): void {
		this.write( serializeForStorage( toJS( this.formData.publicData ) ) );
	}

	dispose(): void {
		this.disposer?.();
	}

	private read(): string | null {
		try {
			return this.storage?.getItem( this.key ) ?? null;
		} catch {
			return null;
		}
	}

	private write( json: string ): void {
		try {
			this.storage?.setItem( this.key, json );
		} catch {
			// Full or blocked storage: the form keeps working, it only forgets on reload.
		}
	}
}
