/**
 * The sandbox as price oracle: what an order it received costs, from its own catalog, so a test can compare the
 * total the page showed with what a server that prices the order would charge.
 *
 * Reads the order payload: companies[].products[] (product_id, product_option_id, quantity, data, saveAs;
 * bundles' children in data.products; data.duration and data.multiYear for a term; data.bulk for a multi-state
 * bulk offer), companies[].company.entity_type, couponCodes, billingType and nyop (a named yearly price per
 * state replaces the registered agents' price).
 */
import { isObject, type JsonObject } from './json-checks';
import { namedPrice } from './nyop';
import { applyCouponCodes } from './oracle-coupons';
import { priceLine } from './oracle-lines';
import type { OrderPricing, WorkingLine } from './oracle-types';

export type { OrderPricing, PricedOrderLine } from './oracle-types';

const MONTHS_PER_YEAR = 12;

const lineCents = ( line: WorkingLine ): number =>
	( line.priceCents +
		line.stateFeeCents +
		line.surchargeCents +
		line.cardFeeCents ) *
	line.quantity;

function couponCodesOf( order: JsonObject, problems: string[] ): string[] {
	const codes = order.couponCodes ?? [];
	if (
		! Array.isArray( codes ) ||
		! codes.every( ( code ) => typeof code === 'string' )
	) {
		problems.push( 'couponCodes must be a list of coupon codes' );
		return [];
	}
	return codes;
}

function companyLines( order: JsonObject, problems: string[] ): WorkingLine[] {
	const companies = Array.isArray( order.companies ) ? order.companies : [];
	return companies.flatMap( ( entry, companyIndex ) => {
		const wrapper = isObject( entry ) ? entry : {};
		const company = isObject( wrapper.company ) ? wrapper.company : {};
		const products = Array.isArray( wrapper.products )
			? wrapper.products
			: [];
		const linesPerSaveAs = new Map< string, number >();
		products.forEach( ( line ) => {
			const saveAs = String( isObject( line ) ? line.saveAs : '' );
			linesPerSaveAs.set(
				saveAs,
				( linesPerSaveAs.get( saveAs ) ?? 0 ) + 1
			);
		} );
		return products.map( ( line, index ) =>
			priceLine( line, {
				path: `companies[${ companyIndex }].products[${ index }]`,
				entityType: String( company.entity_type ?? '' ),
				linesPerSaveAs,
				nyopPrice: namedPrice( order ),
				problems,
			} )
		);
	} );
}

/**
 * Prices an order payload. Under Pay Monthly (billingType "monthly") with a subscription bundle, the bundle is
 * charged one month now (its price / 12) and every other line in full; otherwise every line in full.
 * @param payload The decoded signupData.
 */
export function priceOrder( payload: unknown ): OrderPricing {
	const problems: string[] = [];
	const order = isObject( payload ) ? payload : {};
	const lines = applyCouponCodes(
		companyLines( order, problems ),
		couponCodesOf( order, problems ),
		problems
	);
	const billingType = order.billingType ?? 'yearly';
	if ( billingType !== 'yearly' && billingType !== 'monthly' ) {
		problems.push( 'billingType must be yearly or monthly' );
	}
	const subscriptions = lines.filter( ( line ) => line.subscription );
	const monthly = billingType === 'monthly' && subscriptions.length > 0;
	if ( monthly && subscriptions.length > 1 ) {
		problems.push( 'Pay Monthly covers one subscription bundle per order' );
	}
	let perMonthCents: number | null = null;
	const priced = lines.map( ( line ) => {
		let amountCents = lineCents( line );
		if ( monthly && line.subscription ) {
			perMonthCents = Math.round( amountCents / MONTHS_PER_YEAR );
			amountCents = perMonthCents;
		}
		return {
			saveAs: line.saveAs,
			productId: line.productId,
			label: line.label,
			amountCents,
		};
	} );
	return {
		totalCents: priced.reduce( ( sum, line ) => sum + line.amountCents, 0 ),
		lines: priced,
		monthly,
		perMonthCents,
		problems,
	};
}
