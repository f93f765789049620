/**
 * The domain step's two lookups through WordPress: the hero TLD badges and the domain search (the existing
 * search helper), each answer checked before the page uses it.
 */
import type { PageConfig } from '../config';
import { postAction } from '../api/ajax-client';
import { NETWORK_MESSAGES } from '../errors/network';
import type { DomainSearchResult } from '../pricing/domain-price';

/** At most this many TLDs are featured as badges. */
export const MAX_HERO_TLDS = 4;

export interface HeroTld {
	tld: string;
	price: number;
}

const isAmount = ( value: unknown ): value is { amount: number } =>
	typeof value === 'object' &&
	value !== null &&
	typeof ( value as { amount?: unknown } ).amount === 'number';

/**
 * The search result for exactly the searched domain; an answer of another shape is a failed search.
 * @param answer
 */
export function searchResultOf( answer: unknown ): DomainSearchResult {
	const result = ( answer ?? {} ) as Record< string, unknown >;
	if (
		typeof result.domain !== 'string' ||
		typeof result.available !== 'boolean' ||
		! isAmount( result.create ) ||
		! isAmount( result.purchase )
	) {
		throw new Error( 'The domain search answered without a result.' );
	}
	return {
		domain: result.domain,
		available: result.available,
		premium: result.premium === true,
		thirdParty: result.thirdParty === true,
		create: { amount: result.create.amount },
		purchase: { amount: result.purchase.amount },
	};
}

/**
 * The domain search action's result: domain, available, premium, thirdParty, create and purchase amounts.
 * @param config
 * @param domain
 */
export async function searchDomain(
	config: PageConfig,
	domain: string
): Promise< unknown > {
	const answer = ( await postAction( config, 'search_domains', {
		domain,
	} ) ) as { result?: unknown; error?: string };
	if ( answer.result === undefined ) {
		throw new Error( answer.error ?? NETWORK_MESSAGES.network );
	}
	return answer.result;
}

export async function searchDomainResult(
	config: PageConfig,
	term: string
): Promise< DomainSearchResult > {
	return searchResultOf( await searchDomain( config, term ) );
}

/** The first four well-formed badges: ".com $12.99". */
export function heroTldsOf( answer: unknown ): HeroTld[] {
	return ( Array.isArray( answer ) ? answer : [] )
		.map( ( item ) => ( {
			tld: String( item?.tld ?? '' ).replace( /^\./, '' ),
			price: Number( item?.price ),
		} ) )
		.filter( ( item ) => item.tld !== '' && Number.isFinite( item.price ) )
		.slice( 0, MAX_HERO_TLDS );
}

export async function heroTlds( config: PageConfig ): Promise< HeroTld[] > {
	const answer = ( await postAction(
		config,
		'get_domain_hero_tlds',
		{}
	) ) as { result?: unknown; error?: string };
	if ( answer.result === undefined ) {
		throw new Error( answer.error ?? 'get_domain_hero_tlds failed' );
	}
	return heroTldsOf( answer.result );
}
