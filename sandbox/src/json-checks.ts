/**
 * Small assertions over decoded JSON. Each throws a PayloadProblem naming the path of the first bad value,
 * so a checker reads as a list of expectations and stops at the first failure.
 */

export type JsonObject = { [ key: string ]: unknown };

export class PayloadProblem extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'PayloadProblem';
	}
}

export function fail( message: string ): never {
	throw new PayloadProblem( message );
}

export function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

export function requirePresent( value: unknown, path: string ): void {
	if ( value === undefined ) {
		fail( `${ path } is required` );
	}
}

export function objectAt( value: unknown, path: string ): JsonObject {
	requirePresent( value, path );
	if ( ! isObject( value ) ) {
		fail( `${ path } must be an object` );
	}
	return value;
}

/**
 * An object, also accepting [] because PHP's json_decode( ..., true ) turns {} into [] when it forwards JSON.
 * @param value Decoded value.
 * @param path  Its path, for the message.
 */
export function objectOrEmptyListAt( value: unknown, path: string ): void {
	const isEmptyList = Array.isArray( value ) && value.length === 0;
	if ( ! isEmptyList ) {
		objectAt( value, path );
	}
}

export function arrayAt(
	value: unknown,
	path: string,
	{ nonEmpty = false } = {}
): unknown[] {
	requirePresent( value, path );
	if ( ! Array.isArray( value ) ) {
		fail( `${ path } must be an array` );
	}
	if ( nonEmpty && value.length === 0 ) {
		fail( `${ path } must not be empty` );
	}
	return value;
}

export function stringAt(
	value: unknown,
	path: string,
	{ nonEmpty = false } = {}
): string {
	requirePresent( value, path );
	if ( typeof value !== 'string' ) {
		fail( `${ path } must be a string` );
	}
	if ( nonEmpty && value.trim() === '' ) {
		fail( `${ path } must not be empty` );
	}
	return value;
}

export function nullableStringAt(
	value: unknown,
	path: string
): string | null {
	requirePresent( value, path );
	if ( value !== null && typeof value !== 'string' ) {
		fail( `${ path } must be a string or null` );
	}
	return value;
}

export function booleanAt( value: unknown, path: string ): boolean {
	requirePresent( value, path );
	if ( typeof value !== 'boolean' ) {
		fail( `${ path } must be a boolean` );
	}
	return value;
}

export function isPositiveInteger( value: unknown ): value is number {
	return (
		typeof value === 'number' && Number.isSafeInteger( value ) && value > 0
	);
}

export function positiveIntegerAt( value: unknown, path: string ): number {
	requirePresent( value, path );
	if ( ! isPositiveInteger( value ) ) {
		fail( `${ path } must be a positive integer` );
	}
	return value;
}

export function oneOfAt< T extends string >(
	value: unknown,
	path: string,
	allowed: readonly T[]
): T {
	const text = stringAt( value, path );
	const match = allowed.find( ( option ) => option === text );
	if ( match === undefined ) {
		fail( `${ path } must be one of ${ allowed.join( ', ' ) }` );
	}
	return match;
}

/**
 * Rejects keys the contract does not name, so typos and leaked fields (such as card data) surface.
 * @param object  The object to inspect.
 * @param allowed Every key the contract allows.
 * @param path    Path of the object, '' at the top level.
 */
export function onlyKeys(
	object: JsonObject,
	allowed: readonly string[],
	path: string
): void {
	const extra = Object.keys( object ).find(
		( key ) => ! allowed.includes( key )
	);
	if ( extra !== undefined ) {
		fail(
			`unexpected key ${ path === '' ? extra : `${ path }.${ extra }` }`
		);
	}
}
