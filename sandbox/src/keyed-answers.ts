/**
 * Idempotency-Key on the marketing API's calls that are not orders (a contact message, a client profile, a job
 * application, a free account or affiliate signup), honoured as orders honour it: the first accepted answer to a
 * key is kept, and a later request with the same key on the same path gets that answer again and is not received
 * a second time. WordPress asks again with the same key when an earlier attempt's outcome is unknown (it timed
 * out), so without this a message could arrive twice. Refusals are not kept: a corrected request may reuse its key.
 */
import type { SandboxRequest, ReceivedMessage } from './state';

export interface KeptAnswer {
	status: number;
	body: unknown;
	/** What the API received with the first request, counted again on each replay. */
	message: ReceivedMessage;
}

/** The Idempotency-Key header WordPress sent, or null. */
export function idempotencyKeyOf( request: SandboxRequest ): string | null {
	const key = request.headers[ 'idempotency-key' ];
	return typeof key === 'string' && key !== '' ? key : null;
}

export class KeyedAnswers {
	private kept = new Map< string, KeptAnswer >();

	/**
	 * The answer kept for this key on this path, counted as a replay; null when there is none.
	 * @param path
	 * @param key
	 */
	replay( path: string, key: string | null ): KeptAnswer | null {
		const kept =
			key === null ? undefined : this.kept.get( `${ path } ${ key }` );
		if ( kept === undefined ) {
			return null;
		}
		kept.message.replays++;
		return kept;
	}

	/**
	 * The answer kept for this key on this path, without counting a replay; null when there is none.
	 * @param path
	 * @param key
	 */
	peek( path: string, key: string ): KeptAnswer | null {
		return this.kept.get( `${ path } ${ key }` ) ?? null;
	}

	/**
	 * Keeps an accepted answer for its key; a request without a key keeps nothing.
	 * @param path
	 * @param key
	 * @param answer
	 */
	keep( path: string, key: string | null, answer: KeptAnswer ): void {
		if ( key !== null ) {
			this.kept.set( `${ path } ${ key }`, answer );
		}
	}

	clear(): void {
		this.kept.clear();
	}
}
