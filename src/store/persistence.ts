/**
 * Keeping the form data across page loads: pure functions from
 * what browser storage holds to the form data a page starts with, and from the form data to what may be
 * stored. The private part never gets here; card number, security code and passwords are stripped again
 * wherever they appear, so no later change to the tree can put them in storage.
 */
import { mergeTrees } from '../form-data/paths';
import { readAt, writeAt, type FormDataPath } from '../form-data/typed-paths';

type Tree = Record< string, unknown >;

/** Keys whose values never go to browser storage, wherever they sit in the tree. */
export const NEVER_STORED_KEYS = [
	'password',
	'passwordConfirm',
	'number',
	'cvc',
];

export interface SelectChoices {
	/** Dotted path of a {key, value} (or plain string) choice. */
	path: FormDataPath;
	/** The keys the choice may hold now. */
	allowed: string[];
	/** What the choice falls back to when its stored key is gone (null when omitted). */
	fallback?: unknown;
}

export interface RestoreOptions {
	enabled: boolean;
	pluginVersion: string;
	preselectedState?: { key: string; value: string } | null;
	preselectedEntityType?: string;
	preselectedMfvoProduct?: string;
	preselectedPhoneAreaCode?: string;
	/** Empty means every entity type is allowed. */
	allowedEntityTypes: string[];
	selects: SelectChoices[];
}

/** Choices that a page load can leave with a key and no value. */
const KEYED_STATE_PATHS = [
	'companyInformation.state',
	'companyInformation.homeState',
] as const;

export const storageKey = ( pageId: number, formType: string ): string =>
	`formation-orders:form-data:${ pageId }:${ formType }`;

function parse( stored: string | null ): Tree | null {
	if ( ! stored ) {
		return null;
	}
	try {
		const data: unknown = JSON.parse( stored );
		return data !== null &&
			typeof data === 'object' &&
			! Array.isArray( data )
			? ( data as Tree )
			: null;
	} catch {
		return null;
	}
}

/**
 * Whether stored data may be used at all: persistence on, same plugin version, no clear flag.
 */
export function storedDataUsable(
	stored: Tree | null,
	options: Pick< RestoreOptions, 'enabled' | 'pluginVersion' >
): stored is Tree {
	return (
		!! stored &&
		options.enabled &&
		stored.pluginVersion === options.pluginVersion &&
		stored.clearFormDataOnNextPageLoad !== true
	);
}

const keyOf = ( choice: unknown ): string | undefined => {
	if ( typeof choice === 'string' ) {
		return choice || undefined;
	}
	const key =
		choice !== null && typeof choice === 'object' && 'key' in choice
			? choice.key
			: undefined;
	return typeof key === 'string' && key ? key : undefined;
};

/**
 * Whether the visitor's stored data already says something about mail forwarding: a mail forwarding / virtual
 * office product chosen, or the preselected product ticked or unticked. The visitor's own choice outlives a
 * page load, so a preselection applies only when there is none.
 */
export function mailForwardingChosen(
	stored: Tree | null,
	preselected: string
): boolean {
	return (
		!! keyOf(
			readAt( stored ?? {}, 'serviceInformation.mailForwardingProduct' )
		) ||
		typeof readAt(
			stored ?? {},
			`productState.${ preselected }.checked`
		) === 'boolean'
	);
}

/**
 * The form data a page starts with: the defaults, with usable stored data over them, then the rules of
 * form load in order (keyed states without value, preselections, single entity type, stale choices).
 */
export function restoreFormData(
	defaults: Tree,
	storedText: string | null,
	options: RestoreOptions
): Tree {
	const stored = parse( storedText );
	const usable = storedDataUsable( stored, options );
	const data = usable
		? mergeTrees( defaults, withoutSecrets( stored ) )
		: mergeTrees( defaults, {} );
	data.pluginVersion = options.pluginVersion;
	data.clearFormDataOnNextPageLoad = false;

	for ( const path of KEYED_STATE_PATHS ) {
		const state = readAt( data, path );
		if (
			state &&
			typeof state === 'object' &&
			state.key &&
			! state.value
		) {
			writeAt( data, path, null );
		}
	}

	const entityAllowed = ( type: string ) =>
		options.allowedEntityTypes.length === 0 ||
		options.allowedEntityTypes.includes( type );
	if ( options.preselectedState?.key ) {
		writeAt( data, 'companyInformation.state', {
			...options.preselectedState,
		} );
	}
	if (
		options.preselectedEntityType &&
		entityAllowed( options.preselectedEntityType )
	) {
		writeAt( data, 'companyInformation.entityType', {
			key: options.preselectedEntityType,
			value: options.preselectedEntityType,
		} );
	}
	if (
		options.preselectedMfvoProduct &&
		! mailForwardingChosen(
			usable ? stored : null,
			options.preselectedMfvoProduct
		)
	) {
		writeAt(
			data,
			`productState.${ options.preselectedMfvoProduct }.checked`,
			true
		);
		writeAt(
			data,
			'serviceInformation.mailForwardingProduct',
			options.preselectedMfvoProduct
		);
	}
	if ( options.preselectedPhoneAreaCode ) {
		writeAt(
			data,
			'phoneService.phoneAreaCode',
			options.preselectedPhoneAreaCode
		);
	}
	if ( options.allowedEntityTypes.length === 1 ) {
		const [ only ] = options.allowedEntityTypes;
		writeAt( data, 'companyInformation.entityType', {
			key: only,
			value: only,
		} );
	}

	for ( const select of options.selects ) {
		const key = keyOf( readAt( data, select.path ) );
		if ( key !== undefined && ! select.allowed.includes( key ) ) {
			writeAt( data, select.path, select.fallback ?? null );
		}
	}
	return data;
}

/**
 * A copy of the tree without any never-stored key.
 */
export function withoutSecrets( tree: Tree ): Tree {
	const copy: Tree = {};
	for ( const [ key, value ] of Object.entries( tree ) ) {
		if ( NEVER_STORED_KEYS.includes( key ) ) {
			continue;
		}
		if ( Array.isArray( value ) ) {
			copy[ key ] = value.map( ( item ) =>
				item !== null && typeof item === 'object'
					? withoutSecrets( item as Tree )
					: item
			);
		} else if ( value !== null && typeof value === 'object' ) {
			copy[ key ] = withoutSecrets( value as Tree );
		} else {
			copy[ key ] = value;
		}
	}
	return copy;
}

/**
 * Parts of the form data that answer the visitor's last Submit: a reload starts a new visit to the form, so a
 * refusal dialog (a named price under the minimum) is not opened again by itself.
 */
export const NOT_KEPT_ACROSS_LOADS = [ 'nyopOverlay' ];

/**
 * What goes to browser storage: the public part without secrets and without the last Submit's answers, as JSON.
 */
export const serializeForStorage = ( publicData: Tree ): string => {
	const kept = withoutSecrets( publicData );
	NOT_KEPT_ACROSS_LOADS.forEach( ( key ) => delete kept[ key ] );
	return JSON.stringify( kept );
};
