/**
 * Dotted-path helpers for the form data tree ("contactInformation.address.line1", "officials.0.firstName").
 */
type Tree = Record< string, unknown >;

export function getIn( tree: unknown, path: string ): unknown {
	let node: unknown = tree;
	for ( const key of path.split( '.' ) ) {
		if ( node === null || typeof node !== 'object' ) {
			return undefined;
		}
		node = ( node as Tree )[ key ];
	}
	return node;
}

/**
 * Sets a value, creating plain objects on the way (in place: the tree is a MobX observable).
 */
export function setIn( tree: Tree, path: string, value: unknown ): void {
	const keys = path.split( '.' );
	const last = keys.pop() as string;
	let node = tree;
	for ( const key of keys ) {
		const next = node[ key ];
		if ( next === null || typeof next !== 'object' ) {
			node[ key ] = {};
		}
		node = node[ key ] as Tree;
	}
	node[ last ] = value;
}

/**
 * The entries of a list in the tree. A list's entry written by its index before the list itself was there (the
 * takeover of the printed form replays what the visitor typed in a list's first row before the module's own
 * effect has put its blank rows in the form data) is a plain object keyed by index: its entries are read in
 * order, a missing one as blank.
 */
export function listEntries( value: unknown ): unknown[] {
	if ( Array.isArray( value ) ) {
		return value;
	}
	if ( ! isPlainObject( value ) ) {
		return [];
	}
	const indexes = Object.keys( value as Tree );
	if (
		! indexes.length ||
		! indexes.every( ( key ) => /^\d+$/.test( key ) )
	) {
		return [];
	}
	const length = Math.max( ...indexes.map( Number ) ) + 1;
	return Array.from(
		{ length },
		( _, index ) => ( value as Tree )[ index ] ?? {}
	);
}

/**
 * A deep copy of `base` with every leaf of `overlay` written over it.
 */
export function mergeTrees( base: Tree, overlay: Tree ): Tree {
	const merged: Tree = { ...base };
	for ( const [ key, value ] of Object.entries( overlay ) ) {
		const existing = merged[ key ];
		merged[ key ] =
			isPlainObject( value ) && isPlainObject( existing )
				? mergeTrees( existing as Tree, value as Tree )
				: value;
	}
	return merged;
}

function isPlainObject( value: unknown ): boolean {
	return (
		value !== null && typeof value === 'object' && ! Array.isArray( value )
	);
}
