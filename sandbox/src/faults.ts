/**
 * Faults tests inject per path through PUT /__sandbox/faults: slow answers, error statuses, raw
 * (possibly malformed) bodies and a failed payment on process_signup.
 */
import {
	booleanAt,
	fail,
	objectAt,
	onlyKeys,
	PayloadProblem,
	stringAt,
} from './json-checks';

export interface Fault {
	status?: number;
	body?: string;
	delayMs?: number;
	paymentFailed?: boolean;
	/** process_signup refuses with {error, min} (the NYOP minimum). */
	nyopMin?: number;
	/**
	 * process_signup places the order (a contact, client profile or application call receives its message),
	 * then holds its answer for delayMs (default 30 s) as an upstream that timed out after doing the work
	 * would: the caller cannot tell whether the order or message arrived.
	 */
	placeThenTimeout?: boolean;
	/** With placeThenTimeout on process_signup: only every n-th new order answers late (10 = one in ten); replays never do. */
	timeoutEvery?: number;
	/**
	 * The fault plays only for requests whose query holds every one of these values (e.g. one state's
	 * `state_abbreviation`), so a test can slow the answer for one choice and not for another.
	 */
	whenQuery?: Record< string, string >;
}

export const DEFAULT_PLACE_THEN_TIMEOUT_MS = 30000;

export const DEFAULT_FAULT_STATUS = 500;
export const DEFAULT_FAULT_BODY = JSON.stringify( {
	error: 'Internal sandbox fault',
} );
const MAX_DELAY_MS = 120000;

function integerInRange(
	value: unknown,
	path: string,
	min: number,
	max: number
): number {
	if (
		typeof value !== 'number' ||
		! Number.isInteger( value ) ||
		value < min ||
		value > max
	) {
		fail( `${ path } must be an integer from ${ min } to ${ max }` );
	}
	return value;
}

function parseFault( value: unknown, path: string ): Fault {
	const entry = objectAt( value, path );
	onlyKeys(
		entry,
		[
			'status',
			'body',
			'delayMs',
			'paymentFailed',
			'nyopMin',
			'placeThenTimeout',
			'timeoutEvery',
			'whenQuery',
		],
		path
	);
	const fault: Fault = {};
	if ( entry.status !== undefined ) {
		fault.status = integerInRange(
			entry.status,
			`${ path }.status`,
			200,
			599
		);
	}
	if ( entry.body !== undefined ) {
		fault.body = stringAt( entry.body, `${ path }.body` );
	}
	if ( entry.delayMs !== undefined ) {
		fault.delayMs = integerInRange(
			entry.delayMs,
			`${ path }.delayMs`,
			0,
			MAX_DELAY_MS
		);
	}
	if ( entry.nyopMin !== undefined ) {
		fault.nyopMin = integerInRange(
			entry.nyopMin,
			`${ path }.nyopMin`,
			1,
			100000
		);
	}
	if ( entry.placeThenTimeout !== undefined ) {
		fault.placeThenTimeout = booleanAt(
			entry.placeThenTimeout,
			`${ path }.placeThenTimeout`
		);
	}
	if ( entry.timeoutEvery !== undefined ) {
		fault.timeoutEvery = integerInRange(
			entry.timeoutEvery,
			`${ path }.timeoutEvery`,
			1,
			1000
		);
	}
	if ( entry.paymentFailed !== undefined ) {
		fault.paymentFailed = booleanAt(
			entry.paymentFailed,
			`${ path }.paymentFailed`
		);
	}
	if ( entry.whenQuery !== undefined ) {
		fault.whenQuery = queryValuesAt(
			entry.whenQuery,
			`${ path }.whenQuery`
		);
	}
	return fault;
}

function queryValuesAt(
	value: unknown,
	path: string
): Record< string, string > {
	const entry = objectAt( value, path );
	return Object.fromEntries(
		Object.entries( entry ).map( ( [ name, wanted ] ) => [
			name,
			stringAt( wanted, `${ path }.${ name }` ),
		] )
	);
}

/**
 * Reads a PUT /__sandbox/faults body: an object from request path (such as "/api/process_signup") to fault.
 * @param body Decoded request body.
 */
export function parseFaults(
	body: unknown
): { faults: Map< string, Fault > } | { error: string } {
	try {
		const faults = new Map< string, Fault >();
		for ( const [ path, value ] of Object.entries(
			objectAt( body, 'body' )
		) ) {
			if ( ! path.startsWith( '/' ) ) {
				fail( `fault path "${ path }" must start with /` );
			}
			faults.set( path, parseFault( value, `"${ path }"` ) );
		}
		return { faults };
	} catch ( error ) {
		if ( error instanceof PayloadProblem ) {
			return { error: error.message };
		}
		throw error;
	}
}

/**
 * How long the request waits before it is handled: a placeThenTimeout fault waits after placing the order instead.
 * @param fault
 */
export function delayBeforeHandling( fault: Fault ): number {
	return fault.placeThenTimeout === true ? 0 : ( fault.delayMs ?? 0 );
}

/** True when the fault replaces the answer, as opposed to only delaying it or failing the payment. */
export function replacesAnswer( fault: Fault ): boolean {
	return fault.status !== undefined || fault.body !== undefined;
}

export class FaultTable {
	private faults = new Map< string, Fault >();

	replaceAll( faults: Map< string, Fault > ): void {
		this.faults = faults;
	}

	clear(): void {
		this.faults = new Map();
	}

	/**
	 * The fault of a path; with a query, none when the fault asks for query values this request lacks.
	 * @param path
	 * @param query
	 */
	forPath( path: string, query?: URLSearchParams ): Fault | undefined {
		const fault = this.faults.get( path );
		if ( fault?.whenQuery === undefined || query === undefined ) {
			return fault;
		}
		const matches = Object.entries( fault.whenQuery ).every(
			( [ name, wanted ] ) => query.get( name ) === wanted
		);
		return matches ? fault : undefined;
	}

	toJSON(): Record< string, Fault > {
		return Object.fromEntries( this.faults );
	}
}
