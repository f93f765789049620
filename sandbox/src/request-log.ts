/**
 * Every request the stand-in services received, in order, for tests to inspect through /__sandbox/requests.
 */

export interface LoggedRequest {
	id: number;
	time: string;
	method: string;
	path: string;
	query: Record< string, string >;
	headers: Record< string, string >;
	/** Decoded JSON body; the raw text when it was not JSON; null when there was none. */
	body: unknown;
	/** Tokenizer requests only: the last four digits of the card, the only card digits kept. */
	cardLast4?: string | null;
}

export type NewLoggedRequest = Omit< LoggedRequest, 'id' | 'time' >;

// Keeps a long-running sandbox from growing without bound; tests clear the log far more often.
const MAX_ENTRIES = 1000;

export class RequestLog {
	private entries: LoggedRequest[] = [];
	private nextId = 1;

	record( request: NewLoggedRequest ): LoggedRequest {
		const entry = {
			id: this.nextId++,
			time: new Date().toISOString(),
			...request,
		};
		this.entries.push( entry );
		if ( this.entries.length > MAX_ENTRIES ) {
			this.entries.shift();
		}
		return entry;
	}

	list( path?: string ): LoggedRequest[] {
		return path === undefined
			? [ ...this.entries ]
			: this.entries.filter( ( entry ) => entry.path === path );
	}

	clear(): void {
		this.entries = [];
	}
}
