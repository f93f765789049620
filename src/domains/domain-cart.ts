/**
 * The domain cart's rules as pure functions: what may be added, the registration duration stepper, and what
 * each entry costs. The module writes their results to the form data; the cart builder prices from it.
 */
import {
	domainSubTotal,
	type DomainSearchResult,
} from '../pricing/domain-price';
import type { DomainCartEntry } from '../form-data/form-data-tree';

export const MONTHS_PER_YEAR = 12;
/** The stepper's upper bound when the block sets none. */
export const DEFAULT_MAX_REGISTRATION_YEARS = 10;
/** A new domain is registered for one year; the stepper moves one year at a time. */
export const MIN_REGISTRATION_YEARS = 1;

export type AddRefusal = 'unavailable' | 'limit' | 'duplicate' | 'unpriced';

/**
 * Why a search result cannot go into the cart, or null when it can: a domain that cannot be bought, a cart
 * already holding the most domains allowed, one already in the cart, or a result without a price.
 * @param cart
 * @param result
 * @param maxDomains
 */
export function addRefusal(
	cart: DomainCartEntry[],
	result: DomainSearchResult,
	maxDomains: number
): AddRefusal | null {
	if ( ! result.available ) {
		return 'unavailable';
	}
	if ( cart.some( ( entry ) => entry.domain === result.domain ) ) {
		return 'duplicate';
	}
	if ( maxDomains > 0 && cart.length >= maxDomains ) {
		return 'limit';
	}
	return domainSubTotal( result, MONTHS_PER_YEAR ) === null
		? 'unpriced'
		: null;
}

/** The cart with the result added for one year, or unchanged when it may not be added. */
export function withDomainAdded(
	cart: DomainCartEntry[],
	result: DomainSearchResult,
	maxDomains: number
): DomainCartEntry[] {
	if ( addRefusal( cart, result, maxDomains ) !== null ) {
		return cart;
	}
	const entry: DomainCartEntry = {
		domain: result.domain,
		duration: MIN_REGISTRATION_YEARS * MONTHS_PER_YEAR,
		premium: result.premium,
		thirdParty: result.thirdParty,
		create: { amount: result.create.amount },
		purchase: { amount: result.purchase.amount },
		privacy: true,
	};
	return [ ...cart, withSubTotal( entry ) ];
}

export function withDomainRemoved(
	cart: DomainCartEntry[],
	domain: string
): DomainCartEntry[] {
	return cart.filter( ( entry ) => entry.domain !== domain );
}

const withSubTotal = ( entry: DomainCartEntry ): DomainCartEntry => ( {
	...entry,
	subTotal: domainSubTotal( entry, entry.duration ) ?? undefined,
} );

/** The configured maximum in years; anything below one year is not a maximum, so the default applies. */
export const maxRegistrationYears = ( configured: number | undefined ) =>
	configured !== undefined &&
	Number.isInteger( configured ) &&
	configured >= MIN_REGISTRATION_YEARS
		? configured
		: DEFAULT_MAX_REGISTRATION_YEARS;

/**
 * The cart after the stepper moved one domain's duration by `years`, kept within 1 year and the maximum.
 * @param cart
 * @param domain
 * @param years    +1 or -1.
 * @param maxYears
 */
export function withDurationStepped(
	cart: DomainCartEntry[],
	domain: string,
	years: number,
	maxYears: number
): DomainCartEntry[] {
	return cart.map( ( entry ) => {
		if ( entry.domain !== domain ) {
			return entry;
		}
		const current = Math.round( entry.duration / MONTHS_PER_YEAR );
		const next = Math.min(
			Math.max( current + years, MIN_REGISTRATION_YEARS ),
			maxYears
		);
		return withSubTotal( { ...entry, duration: next * MONTHS_PER_YEAR } );
	} );
}

/** The decrease button is hidden at one year; the increase button stops at the maximum. */
export const stepperLimits = ( entry: DomainCartEntry, maxYears: number ) => {
	const years = entry.duration / MONTHS_PER_YEAR;
	return {
		canDecrease: years > MIN_REGISTRATION_YEARS,
		canIncrease: years < maxYears,
	};
};

export function withPrivacy(
	cart: DomainCartEntry[],
	domain: string,
	privacy: boolean
): DomainCartEntry[] {
	return cart.map( ( entry ) =>
		entry.domain === domain ? { ...entry, privacy } : entry
	);
}
