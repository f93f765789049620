import { makeAutoObservable, runInAction } from 'mobx';

import { isAreaCode } from './phone-numbers';

/** "Refresh is disabled for 5 seconds after a request." */
export const PHONE_REFRESH_COOLDOWN_MS = 5000;

/**
 * idle: nothing asked yet; loading; loaded: numbers to choose from; none: the API has none for the area code
 * (its 204); failed: the request failed.
 */
export type PhoneLookupStatus =
	'idle' | 'loading' | 'loaded' | 'none' | 'failed';

/** The number the visitor chose, which each answer may clear. */
export interface ChosenNumber {
	get: () => string;
	clear: () => void;
}

/**
 * The numbers on offer for the area code the visitor typed. Each request is numbered: only the answer to the
 * latest one is shown, so a slow answer for an area code the visitor has since changed never replaces the
 * numbers of the new one. After each answer the chosen number is cleared, since it may no longer be offered,
 * with one exception: the first answer after the form loads keeps a number restored with the form when that
 * answer still offers it (the visitor chose it from the same area code's numbers before a reload).
 */
export class PhoneNumberLookup {
	numbers: string[] = [];
	status: PhoneLookupStatus = 'idle';
	coolingDown = false;
	private latest = 0;
	private answered = false;
	private areaCode = '';
	private cooldownTimer: ReturnType< typeof setTimeout > | undefined;

	constructor(
		private fetchNumbers: ( areaCode: string ) => Promise< string[] >,
		private chosen: ChosenNumber,
		private cooldownMs = PHONE_REFRESH_COOLDOWN_MS
	) {
		makeAutoObservable<
			PhoneNumberLookup,
			| 'latest'
			| 'answered'
			| 'areaCode'
			| 'cooldownTimer'
			| 'fetchNumbers'
			| 'chosen'
			| 'cooldownMs'
		>( this, {
			latest: false,
			answered: false,
			areaCode: false,
			cooldownTimer: false,
			fetchNumbers: false,
			chosen: false,
			cooldownMs: false,
		} );
	}

	/** The area code changed: a valid one that differs from the last one looked up is looked up. */
	areaCodeChanged( areaCode: string ): Promise< void > {
		const typed = areaCode.trim();
		if ( ! isAreaCode( typed ) || typed === this.areaCode ) {
			return Promise.resolve();
		}
		return this.lookUp( typed );
	}

	/** The refresh button: the same area code again, once the cooldown is over. */
	refresh(): Promise< void > {
		if ( this.coolingDown || ! isAreaCode( this.areaCode ) ) {
			return Promise.resolve();
		}
		return this.lookUp( this.areaCode );
	}

	get canRefresh(): boolean {
		return ! this.coolingDown && this.status !== 'idle';
	}

	private async lookUp( areaCode: string ): Promise< void > {
		const request = ++this.latest;
		this.areaCode = areaCode;
		this.status = 'loading';
		this.startCooldown();
		let numbers: string[] | null = null;
		try {
			numbers = await this.fetchNumbers( areaCode );
		} catch {
			numbers = null;
		}
		if ( request !== this.latest ) {
			return;
		}
		runInAction( () => {
			this.numbers = numbers ?? [];
			if ( numbers === null ) {
				this.status = 'failed';
			} else {
				this.status = numbers.length > 0 ? 'loaded' : 'none';
			}
			const restored =
				! this.answered && this.numbers.includes( this.chosen.get() );
			this.answered = true;
			if ( ! restored ) {
				this.chosen.clear();
			}
		} );
	}

	private startCooldown(): void {
		clearTimeout( this.cooldownTimer );
		this.coolingDown = true;
		this.cooldownTimer = setTimeout(
			() => runInAction( () => ( this.coolingDown = false ) ),
			this.cooldownMs
		);
	}

	dispose(): void {
		clearTimeout( this.cooldownTimer );
		// An answer still on its way is dropped.
		this.latest++;
	}
}
