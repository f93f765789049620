/**
 * What the sandbox, pricing each order it receives from its own catalog, says the last order costs; and the
 * figures the page showed, in cents, to compare with it.
 */
import { expect, type Page } from '@playwright/test';

import { summaryOf } from './cart';
import { SANDBOX_URL } from './sandbox';

export interface OraclePricing {
	totalCents: number;
	lines: Array< {
		saveAs: string | null;
		productId: number | string;
		label: string;
		amountCents: number;
	} >;
	monthly: boolean;
	perMonthCents: number | null;
	problems: string[];
}

/** The pricing of every order the sandbox placed since the last clear, oldest first. */
export async function placedOrderPricing(): Promise< OraclePricing[] > {
	const response = await fetch( `${ SANDBOX_URL }/__sandbox/orders` );
	const { orders } = ( await response.json() ) as {
		orders: Array< { pricing: OraclePricing } >;
	};
	return orders.map( ( order ) => order.pricing );
}

/**
 * "$1,234.56" → 123456.
 * @param text
 */
export function centsOf( text: string ): number {
	const match = text.match( /-?\$[\d,]+\.\d{2}/ );
	if ( ! match ) {
		throw new Error( `no amount in "${ text }"` );
	}
	return Math.round( Number( match[ 0 ].replace( /[$,]/g, '' ) ) * 100 );
}

/**
 * The amount of the order summary's row whose heading starts with `name`, in cents.
 * @param page
 * @param name
 */
export async function summaryCents(
	page: Page,
	name: RegExp
): Promise< number > {
	const row = summaryOf( page ).getByRole( 'row', { name } );
	await expect( row ).toHaveCount( 1 );
	return centsOf( await row.getByRole( 'cell' ).innerText() );
}

/**
 * Under Pay Monthly, what the order summary's total says is charged each month after today
 * ("$27.00 today, then $27.00 a month for 11 months"), in cents.
 * @param page
 */
export async function thenPerMonthCents( page: Page ): Promise< number > {
	const row = summaryOf( page ).getByRole( 'row', { name: /^Total/ } );
	const text = await row.getByRole( 'cell' ).innerText();
	const then = /then (\$[\d,]+\.\d{2}) a month/.exec( text );
	if ( ! then ) {
		throw new Error( `no monthly amount in "${ text }"` );
	}
	return centsOf( then[ 1 ] );
}
