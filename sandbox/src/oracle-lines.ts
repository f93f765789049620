/**
 * Prices one product line of an order from the sandbox's own catalog: registered agents (term, bulk offer),
 * filings (method, expedite, surcharge, card fee of a free formation), simple products, bundles and
 * subscription bundles. What it cannot price becomes a problem, never a guess.
 */
import {
	bundles,
	filingProducts,
	simpleProducts,
	subscriptionBundles,
	type CatalogProduct,
} from './cart-catalog';
import { registeredAgentProducts } from './catalog';
import { isObject, type JsonObject } from './json-checks';
import type { WorkingLine } from './oracle-types';

/** Free-formation card fee: 5 percent of the filing cost, rounded (to whole dollars, as the page shows it). */
export const FREE_FORMATION_CARD_FEE_PERCENT = 5;
const MONTHS_PER_YEAR = 12;
const MAX_TERM_MONTHS = 120;

export interface LineContext {
	path: string;
	/** The company's entity type, which picks a subscription bundle's price. */
	entityType: string;
	/** How many lines of the company carry each saveAs: the states of a multi-state product. */
	linesPerSaveAs: Map< string, number >;
	problems: string[];
}

const cents = ( dollars: number ) => Math.round( dollars * 100 );

export function freeFormationCardFeeCents( filingCostCents: number ): number {
	return filingCostCents <= 0
		? 0
		: Math.round(
				( filingCostCents * FREE_FORMATION_CARD_FEE_PERCENT ) / 10000
			) * 100;
}

function emptyLine(
	raw: JsonObject,
	context: LineContext,
	label: string
): WorkingLine {
	const id = raw.product_id;
	return {
		path: context.path,
		saveAs: typeof raw.saveAs === 'string' ? raw.saveAs : null,
		productId: typeof id === 'number' || typeof id === 'string' ? id : '',
		label,
		priceCents: 0,
		stateFeeCents: 0,
		surchargeCents: 0,
		cardFeeCents: 0,
		quantity: 1,
		couponProductId: null,
		subscription: false,
	};
}

const dataOf = ( raw: JsonObject ): JsonObject =>
	isObject( raw.data ) ? raw.data : {};

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

function checkState(
	raw: JsonObject,
	expected: string | undefined,
	context: LineContext
): void {
	const state = dataOf( raw ).state;
	if ( expected !== undefined && state !== undefined && state !== expected ) {
		context.problems.push(
			`${ context.path }.data.state ${ String( state ) } is not the product's jurisdiction ${ expected }`
		);
	}
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
	const yearly = registeredAgentYearly( raw, agent.price, context );
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

const childrenOf = ( raw: JsonObject ): unknown[] => {
	const children = dataOf( raw ).products;
	return Array.isArray( children ) ? children : [];
};

/**
 * A bundle's children travel in data.products: each must be one of the bundle's products; a child filing with
 * an expedited method is refused, since the bundle's price holds the standard filing only.
 * @param raw
 * @param included
 * @param name
 * @param context
 */
function checkChildren(
	raw: JsonObject,
	included: readonly number[],
	name: string,
	context: LineContext
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
		const method = filingProducts
			.find( ( product ) => product.id === entry.product_id )
			?.filing_methods.find(
				( candidate ) => candidate.id === entry.product_option_id
			);
		if ( method?.type === 'expedited' ) {
			context.problems.push(
				`${ path }.product_option_id ${ method.id } (${ method.name }) is not included in ${ name }: its price holds the standard filing only`
			);
		}
	} );
}

function priceBundle(
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
	checkChildren( raw, subscription.product_ids, subscription.name, context );
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
			? priceCatalogProduct( raw, catalogProduct, context )
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
