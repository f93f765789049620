/**
 * Prices one product line of an order from the sandbox's own catalog: registered agents (term, bulk offer),
 * filings (method, expedite, surcharge, card fee of a free formation), simple products, bundles and
 * subscription bundles. What it cannot price becomes a problem, never a guess.
 */
import {
	filingProducts,
	simpleProducts,
	type CatalogProduct,
} from './cart-catalog';
import { registeredAgentProducts } from './catalog';
import { isObject, type JsonObject } from './json-checks';
import { priceBundle } from './oracle-bundles';
import { isDomainProduct, priceDomains } from './oracle-domains';
import { checkVehicleLine } from './oracle-vehicles';
import {
	cents,
	checkState,
	dataOf,
	emptyLine,
	type LineContext,
} from './oracle-line-base';
import type { WorkingLine } from './oracle-types';

export type { LineContext } from './oracle-line-base';

/** Free-formation card fee: 5 percent of the filing cost, rounded (to whole dollars, as the page shows it). */
export const FREE_FORMATION_CARD_FEE_PERCENT = 5;
const MONTHS_PER_YEAR = 12;
const MAX_TERM_MONTHS = 120;

export function freeFormationCardFeeCents( filingCostCents: number ): number {
	return filingCostCents <= 0
		? 0
		: Math.round(
				( filingCostCents * FREE_FORMATION_CARD_FEE_PERCENT ) / 10000
			) * 100;
}

/**
 * The term in months from data.duration (a yearly product's own duration when absent); multiYear, when sent,
 * has to agree with it.
 * @param raw
 * @param fallback
 * @param context
 */
function termMonths(
	raw: JsonObject,
	fallback: number,
	context: LineContext
): number {
	const data = dataOf( raw );
	const months = data.duration ?? fallback;
	if (
		typeof months !== 'number' ||
		! Number.isInteger( months ) ||
		months < 1 ||
		months > MAX_TERM_MONTHS
	) {
		context.problems.push(
			`${ context.path }.data.duration must be a whole number of months from 1 to ${ MAX_TERM_MONTHS }`
		);
		return fallback;
	}
	if (
		data.multiYear !== undefined &&
		data.multiYear !== months > MONTHS_PER_YEAR
	) {
		context.problems.push(
			`${ context.path }.data.multiYear ${ String( data.multiYear ) } does not match a term of ${ months } months`
		);
	}
	return months;
}

/**
 * The yearly price of a registered agent: the negotiated bulk price once the product's states reach the bulk
 * quantity (data.bulk = {price, quantity}, the offer the form was configured with), else the catalog price.
 * @param raw
 * @param catalogPrice
 * @param context
 */
function registeredAgentYearly(
	raw: JsonObject,
	catalogPrice: number,
	context: LineContext
): number {
	const bulk = dataOf( raw ).bulk;
	if ( bulk === undefined ) {
		return catalogPrice;
	}
	const offer = isObject( bulk ) ? bulk : {};
	const { price, quantity } = offer;
	if (
		typeof price !== 'number' ||
		price < 0 ||
		typeof quantity !== 'number' ||
		! Number.isInteger( quantity )
	) {
		context.problems.push(
			`${ context.path }.data.bulk must be {price, quantity}: a price in dollars and a whole number of states`
		);
		return catalogPrice;
	}
	const states = context.linesPerSaveAs.get( String( raw.saveAs ) ) ?? 1;
	return quantity > 0 && states >= quantity ? price : catalogPrice;
}

function priceRegisteredAgent(
	raw: JsonObject,
	context: LineContext
): WorkingLine | null {
	const agent = registeredAgentProducts.find(
		( product ) => product.id === raw.product_id
	);
	if ( ! agent ) {
		return null;
	}
	checkState(
		raw,
		agent.registered_agent.jurisdiction.abbreviation,
		context
	);
	const months = termMonths( raw, agent.duration, context );
	const yearly =
		context.nyopPrice ?? registeredAgentYearly( raw, agent.price, context );
	return {
		...emptyLine( raw, context, agent.name ),
		priceCents: Math.round( ( cents( yearly ) * months ) / 12 ),
		couponProductId: agent.id,
	};
}

/**
 * A filing or simple product; a product with filing methods needs one, which prices the state fee (the
 * expedited method's cost includes the state's expedite fee), our rush surcharge and, for a free product, the
 * card fee.
 * @param raw
 * @param product
 * @param context
 */
function priceCatalogProduct(
	raw: JsonObject,
	product: CatalogProduct,
	context: LineContext
): WorkingLine {
	const line = {
		...emptyLine( raw, context, product.name ),
		couponProductId: product.id,
	};
	checkState( raw, product.jurisdiction?.abbreviation, context );
	checkVehicleLine( raw, product, context );
	const yearly = product.duration > 0 && dataOf( raw ).duration !== undefined;
	const months = yearly ? termMonths( raw, product.duration, context ) : 12;
	line.priceCents = Math.round( ( cents( product.price ) * months ) / 12 );
	if ( product.filing_methods.length === 0 ) {
		return line;
	}
	const method = product.filing_methods.find(
		( candidate ) => candidate.id === raw.product_option_id
	);
	if ( ! method ) {
		context.problems.push(
			`${ context.path }.product_option_id ${ String( raw.product_option_id ) } is not a filing method of ${ product.name }`
		);
		return line;
	}
	const local = dataOf( raw ).local_jurisdiction;
	if ( local !== undefined && local !== method.local_jurisdiction ) {
		context.problems.push(
			`${ context.path }.data.local_jurisdiction ${ String( local ) } is not where ${ method.name } files`
		);
	}
	line.stateFeeCents = cents( method.cost );
	line.surchargeCents = cents( method.surcharge );
	if ( product.price === 0 ) {
		line.cardFeeCents = freeFormationCardFeeCents(
			line.stateFeeCents + line.surchargeCents
		);
	}
	return line;
}

const pricedCatalogLine = (
	raw: JsonObject,
	product: CatalogProduct,
	context: LineContext
): WorkingLine =>
	isDomainProduct( product )
		? priceDomains( raw, product, context )
		: priceCatalogProduct( raw, product, context );

/**
 * One top-level product line of the order, priced; an unknown product id is a problem and costs nothing.
 * @param value
 * @param context
 */
export function priceLine( value: unknown, context: LineContext ): WorkingLine {
	const raw = isObject( value ) ? value : {};
	const catalogProduct = [ ...filingProducts, ...simpleProducts ].find(
		( product ) => product.id === raw.product_id
	);
	const line =
		priceRegisteredAgent( raw, context ) ??
		( catalogProduct
			? pricedCatalogLine( raw, catalogProduct, context )
			: priceBundle( raw, context ) );
	if ( ! line ) {
		context.problems.push(
			`${ context.path }.product_id ${ JSON.stringify( raw.product_id ) } is not a product of the catalog`
		);
		return emptyLine( raw, context, 'Unknown product' );
	}
	const quantity = raw.quantity ?? 1;
	if (
		typeof quantity === 'number' &&
		Number.isInteger( quantity ) &&
		quantity > 0
	) {
		line.quantity = quantity;
	} else {
		context.problems.push(
			`${ context.path }.quantity must be a positive whole number`
		);
	}
	return line;
}
