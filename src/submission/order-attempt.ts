/**
 * The submission being sent, kept in the tab's session storage so that a reload, going back or reopening the page
 * in the same tab knows its order key and whether its outcome is known. What it holds: the key, a fingerprint of
 * what was ordered (the request without card token, password or captcha answer) and, while the outcome is
 * unknown, the form data (the public part, without card or password: see persistence.ts) to show again.
 *
 * The rules: a key goes with one order. While the outcome is unknown the page must find out before anything else
 * is sent (OrderOutcome in SubmissionStore); once it is known not to be placed, the same order goes again under
 * the same key, and only a changed order gets a new key. A placed order ends the record.
 */
import { newOrderKey } from '../api/order-key';
import type { FormStorage } from '../store/FormPersistence';

export type AttemptOutcome = 'unknown' | 'not-placed';

interface AttemptRecord {
	key: string;
	fingerprint: string;
	outcome: AttemptOutcome;
	/** The form data as sent, while the outcome is unknown. */
	formData?: string;
}

export const attemptStorageKey = ( pageId: number, formType: string ) =>
	`formation-orders:order-attempt:${ pageId }:${ formType }`;

function parse( text: string | null ): AttemptRecord | null {
	if ( ! text ) {
		return null;
	}
	try {
		const record = JSON.parse( text ) as Partial< AttemptRecord >;
		return typeof record.key === 'string' &&
			/^[0-9a-f]{32}$/.test( record.key ) &&
			typeof record.fingerprint === 'string' &&
			( record.outcome === 'unknown' || record.outcome === 'not-placed' )
			? ( record as AttemptRecord )
			: null;
	} catch {
		return null;
	}
}

export class OrderAttempt {
	private record: AttemptRecord | null;

	constructor(
		private storage: FormStorage | undefined,
		private storageKey: string
	) {
		this.record = parse( this.read() );
	}

	/** True while a submission was sent and nobody knows yet whether it was placed. */
	get outcomeUnknown(): boolean {
		return this.record?.outcome === 'unknown';
	}

	/** The key of the submission whose outcome is unknown (null when none is). */
	get unknownKey(): string | null {
		return this.outcomeUnknown ? this.record!.key : null;
	}

	/** The form data sent with the submission whose outcome is unknown, to show again after a reload. */
	get unknownFormData(): string | null {
		return this.outcomeUnknown ? ( this.record!.formData ?? null ) : null;
	}

	/**
	 * The key for an order with this fingerprint: the earlier attempt's when it is the same order, else a new
	 * one. Call it only when the outcome is known.
	 * @param fingerprint
	 */
	keyFor( fingerprint: string ): string {
		return this.record?.fingerprint === fingerprint
			? this.record.key
			: newOrderKey();
	}

	/**
	 * Written before the request leaves: from now until an answer says otherwise, the outcome is unknown (a
	 * reload while it is on its way must find out too).
	 * @param key
	 * @param fingerprint
	 * @param formData
	 */
	sending( key: string, fingerprint: string, formData: string ): void {
		this.save( { key, fingerprint, outcome: 'unknown', formData } );
	}

	/** The submission was refused, or found not placed: the same order may go again with the same key. */
	notPlaced(): void {
		if ( this.record ) {
			const { key, fingerprint } = this.record;
			this.save( { key, fingerprint, outcome: 'not-placed' } );
		}
	}

	/**
	 * The key is done with: its order was placed (the next one is another order), or the gateway holds it for
	 * another request. The next submission gets a new key.
	 */
	forget(): void {
		this.record = null;
		try {
			this.storage?.removeItem( this.storageKey );
		} catch {
			// Blocked storage: nothing was kept either.
		}
	}

	private save( record: AttemptRecord ): void {
		this.record = record;
		try {
			this.storage?.setItem( this.storageKey, JSON.stringify( record ) );
		} catch {
			// Full or blocked storage: the key lives in this page only, as before a reload.
		}
	}

	private read(): string | null {
		try {
			return this.storage?.getItem( this.storageKey ) ?? null;
		} catch {
			return null;
		}
	}
}
