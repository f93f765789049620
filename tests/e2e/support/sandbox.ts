/**
 * Talks to the sandbox's test controls: what it received, and which faults it plays.
 */
export const SANDBOX_URL = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8900';

export interface RecordedRequest {
	id: number;
	method: string;
	path: string;
	query: Record< string, string >;
	body: unknown;
	cardLast4?: string;
}

export interface Fault {
	status?: number;
	body?: string;
	delayMs?: number;
	paymentFailed?: boolean;
	/** process_signup places the order (a contact, client profile or application call receives its message), then holds its answer for delayMs. */
	placeThenTimeout?: boolean;
	timeoutEvery?: number;
	/** Plays only for requests whose query holds these values. */
	whenQuery?: Record< string, string >;
}

export async function sandboxRequests(
	path?: string
): Promise< RecordedRequest[] > {
	const query = path ? `?path=${ encodeURIComponent( path ) }` : '';
	const response = await fetch(
		`${ SANDBOX_URL }/__sandbox/requests${ query }`
	);
	return ( await response.json() ) as RecordedRequest[];
}

export async function resetSandbox(): Promise< void > {
	await fetch( `${ SANDBOX_URL }/__sandbox/requests`, { method: 'DELETE' } );
	await fetch( `${ SANDBOX_URL }/__sandbox/faults`, { method: 'DELETE' } );
}

export async function setFaults(
	faults: Record< string, Fault >
): Promise< void > {
	await fetch( `${ SANDBOX_URL }/__sandbox/faults`, {
		method: 'PUT',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( faults ),
	} );
}
