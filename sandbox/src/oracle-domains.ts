/**
 * Prices the domain product of an order: each domain in its data (`domains`, as the page sends them) costs its
 * search result's yearly price (the create amount, the purchase amount for a third-party domain) per year
 * of its duration. The catalog's domain product only names the product; its own price is not the domain's.
 */
import type { CatalogProduct } from './cart-catalog';
import { domainYearlyPrice, searchDomain } from './domain-search';
import { isObject, type JsonObject } from './json-checks';
import { cents, dataOf, emptyLine, type LineContext } from './oracle-line-base';
import type { WorkingLine } from './oracle-types';

const MONTHS_PER_YEAR = 12;
const MAX_YEARS = 10;

export const isDomainProduct = ( product: CatalogProduct ) =>
	product.category === 'domain';

function domainCents(
	value: unknown,
	path: string,
	context: LineContext
): number {
	const entry = isObject( value ) ? value : {};
	const { domain, duration } = entry;
	if ( typeof domain !== 'string' ) {
		context.problems.push( `${ path }.domain must be a domain name` );
		return 0;
	}
	const answer = searchDomain( domain );
	if ( 'error' in answer ) {
		context.problems.push(
			`${ path }.domain ${ domain }: ${ answer.error }`
		);
		return 0;
	}
	if ( ! answer.result.available ) {
		context.problems.push(
			`${ path }.domain ${ domain } is not available`
		);
		return 0;
	}
	if (
		typeof duration !== 'number' ||
		! Number.isInteger( duration / MONTHS_PER_YEAR ) ||
		duration < MONTHS_PER_YEAR ||
		duration > MAX_YEARS * MONTHS_PER_YEAR
	) {
		context.problems.push(
			`${ path }.duration must be whole years of 1 to ${ MAX_YEARS }, in months`
		);
		return 0;
	}
	return Math.round(
		( cents( domainYearlyPrice( answer.result ) ) * duration ) /
			MONTHS_PER_YEAR
	);
}

export function priceDomains(
	raw: JsonObject,
	product: CatalogProduct,
	context: LineContext
): WorkingLine {
	const line = {
		...emptyLine( raw, context, product.name ),
		couponProductId: product.id,
	};
	const domains = dataOf( raw ).domains;
	if ( ! Array.isArray( domains ) || domains.length === 0 ) {
		context.problems.push(
			`${ context.path }.data.domains must list the domains bought`
		);
		return line;
	}
	line.priceCents = domains.reduce(
		( sum: number, entry, index ) =>
			sum +
			domainCents(
				entry,
				`${ context.path }.data.domains[${ index }]`,
				context
			),
		0
	);
	return line;
}
