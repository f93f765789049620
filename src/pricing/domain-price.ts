import { priceForTerm } from './terms';

/** What the domain search answers for one domain. */
export interface DomainSearchResult {
	domain: string;
	available: boolean;
	premium: boolean;
	thirdParty: boolean;
	create: { amount: number };
	purchase: { amount: number };
}

/** The amounts a domain is priced from, as the domain cart keeps them. */
export type DomainAmounts = Pick<
	DomainSearchResult,
	'thirdParty' | 'create' | 'purchase'
>;

/**
 * The yearly price of a domain: the registry's create amount, or the purchase amount when the domain is
 * sold by a third party (its owner sets the price, not the registry). Not a price without a usable amount.
 * @param result
 */
export function domainYearlyPrice(
	result: Partial< DomainAmounts >
): number | null {
	const amount = result.thirdParty
		? result.purchase?.amount
		: result.create?.amount;
	return typeof amount === 'number' &&
		Number.isFinite( amount ) &&
		amount >= 0
		? amount
		: null;
}

/**
 * A domain's price for its registration duration (months): the yearly price x years, to the cent.
 * @param result
 * @param months
 */
export function domainSubTotal(
	result: Partial< DomainAmounts >,
	months: number
): number | null {
	const yearly = domainYearlyPrice( result );
	return yearly === null ? null : priceForTerm( yearly, months );
}
