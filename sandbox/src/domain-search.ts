/**
 * The stand-in registry: what a domain search answers for a domain. The search route and the price oracle
 * both read it, so an order is priced from the very amounts the page was shown.
 *
 * - Labels of 3 characters or fewer are premium and sold by a third party: the purchase amount (100 times the
 *   TLD's price) is what they cost.
 * - Labels of exactly 4 characters are premium at the registry: a create amount of 10 times the TLD's price.
 * - "example", "google" and "taken" are registered already: unavailable.
 */
export const DOMAIN_TLDS = [
	[ 'com', 12.99 ],
	[ 'net', 14.99 ],
	[ 'org', 13.99 ],
	[ 'co', 29.99 ],
	[ 'io', 49.99 ],
	[ 'biz', 17.99 ],
	[ 'us', 9.99 ],
] as const;

const TAKEN = new Set( [ 'example', 'google', 'taken' ] );
const THIRD_PARTY_MAX_LABEL = 3;
const REGISTRY_PREMIUM_LABEL = 4;

export interface DomainResult {
	domain: string;
	available: boolean;
	premium: boolean;
	thirdParty: boolean;
	create: { amount: number };
	purchase: { amount: number };
}

const round = ( amount: number ) => Math.round( amount * 100 ) / 100;

/**
 * The search result for a domain ("acme" means "acme.com"), or why it is not a domain the registry sells.
 * @param domain
 */
export function searchDomain(
	domain: string
): { result: DomainResult } | { error: string } {
	const [ label, ...rest ] = domain.split( '.' );
	const tld = rest.join( '.' ) || 'com';
	const price = DOMAIN_TLDS.find( ( [ name ] ) => name === tld )?.[ 1 ];
	if ( ! /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test( label ) ) {
		return {
			error: 'domain must be a label of 1 to 63 lower-case letters, digits and inner hyphens',
		};
	}
	if ( price === undefined ) {
		return { error: `unsupported TLD .${ tld }` };
	}
	const thirdParty = label.length <= THIRD_PARTY_MAX_LABEL;
	const registryPremium = label.length === REGISTRY_PREMIUM_LABEL;
	return {
		result: {
			domain: `${ label }.${ tld }`,
			available: ! TAKEN.has( label ),
			premium: thirdParty || registryPremium,
			thirdParty,
			create: { amount: registryPremium ? round( price * 10 ) : price },
			purchase: { amount: thirdParty ? round( price * 100 ) : 0 },
		},
	};
}

/** The yearly price of a result: the create amount, or the purchase amount for a third-party domain. */
export const domainYearlyPrice = ( result: DomainResult ) =>
	result.thirdParty ? result.purchase.amount : result.create.amount;
