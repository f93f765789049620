/**
 * Bundles and subscription bundles: the bundle's own price; its children travel in data.products and cost
 * nothing on their own.
 */
import { bundles, filingProducts, subscriptionBundles } from './cart-catalog';
import { isObject, type JsonObject } from './json-checks';
import {
	cents,
	checkState,
	dataOf,
	emptyLine,
	type LineContext,
} from './oracle-line-base';
import type { WorkingLine } from './oracle-types';

const childrenOf = ( raw: JsonObject ): unknown[] => {
	const children = dataOf( raw ).products;
	return Array.isArray( children ) ? children : [];
};

/**
 * A bundle's children travel in data.products: each must be one of the bundle's products; a child filing with
 * an expedited method is refused, since the bundle's price holds the standard filing only. A subscription
 * bundle files what it includes itself, so each filing child must name that filing: a standard method of its
 * product, as product_option_id and as data.filing_method.
 * @param raw
 * @param included
 * @param name
 * @param context
 * @param filesIncluded
 */
function checkChildren(
	raw: JsonObject,
	included: readonly number[],
	name: string,
	context: LineContext,
	filesIncluded = false
): void {
	childrenOf( raw ).forEach( ( child, index ) => {
		const path = `${ context.path }.data.products[${ index }]`;
		const entry = isObject( child ) ? child : {};
		if ( ! included.includes( entry.product_id as number ) ) {
			context.problems.push(
				`${ path }.product_id ${ String( entry.product_id ) } is not part of ${ name }`
			);
			return;
		}
		const methods =
			filingProducts.find(
				( product ) => product.id === entry.product_id
			)?.filing_methods ?? [];
		const method = methods.find(
			( candidate ) => candidate.id === entry.product_option_id
		);
		if ( method?.type === 'expedited' ) {
			context.problems.push(
				`${ path }.product_option_id ${ method.id } (${ method.name }) is not included in ${ name }: its price holds the standard filing only`
			);
			return;
		}
		if ( ! filesIncluded || methods.length === 0 ) {
			return;
		}
		if ( ! method ) {
			context.problems.push(
				`${ path }.product_option_id must name the standard filing ${ name } files it with`
			);
			return;
		}
		if ( dataOf( entry ).filing_method !== method.key ) {
			context.problems.push(
				`${ path }.data.filing_method must be "${ method.key }", the filing method its product_option_id names`
			);
		}
	} );
}

export function priceBundle(
	raw: JsonObject,
	context: LineContext
): WorkingLine | null {
	const bundle = bundles.find(
		( candidate ) => candidate.product_id === raw.product_id
	);
	if ( bundle ) {
		checkChildren( raw, bundle.product_ids, bundle.name, context );
		return {
			...emptyLine( raw, context, bundle.name ),
			priceCents: cents( bundle.price ),
			couponProductId: bundle.product_id,
		};
	}
	const subscription = subscriptionBundles.find(
		( candidate ) => candidate.id === raw.product_id
	);
	if ( ! subscription ) {
		return null;
	}
	checkState( raw, subscription.jurisdiction, context );
	checkChildren(
		raw,
		subscription.product_ids,
		subscription.name,
		context,
		true
	);
	const line = {
		...emptyLine( raw, context, subscription.name ),
		couponProductId: subscription.id,
		subscription: true,
	};
	if ( context.entityType === 'LLC' || context.entityType === 'Corp' ) {
		line.priceCents = cents(
			context.entityType === 'LLC'
				? subscription.llc_price
				: subscription.corp_price
		);
	} else {
		context.problems.push(
			`${ context.path }: ${ subscription.name } is priced for an LLC or a Corp, not for entity type "${ context.entityType }"`
		);
	}
	return line;
}
