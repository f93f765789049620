import { __ } from '@wordpress/i18n';

import { sumMoney } from './money';
import type { BillingType } from './types';

export const DEFAULT_BILLING_TYPE: BillingType = 'yearly';

/** Billing options: yearly "Pay Up Front", monthly "Pay Monthly". */
export function billingOptions(): Array< {
	value: BillingType;
	label: string;
} > {
	return [
		{ value: 'yearly', label: __( 'Pay Up Front', 'formation-orders' ) },
		{ value: 'monthly', label: __( 'Pay Monthly', 'formation-orders' ) },
	];
}

/**
 * Per-month subscription price: the price divided by 12, in cents.
 */
export function perMonth( yearlyPrice: number ): number {
	return Math.round( ( yearlyPrice / 12 ) * 100 ) / 100;
}

/**
 * What the card is charged now. Under Pay Monthly the subscription bundle's price is spread over 12 months, so
 * today is its first month plus every other line in full; paying up front, the whole total.
 * @param total             The cart total, the subscription at its yearly price.
 * @param subscriptionPrice The subscription bundle line's yearly price, or null when there is none.
 */
export function amountDueToday(
	total: number,
	subscriptionPrice: number | null,
	billingType: BillingType
): number {
	if ( billingType !== 'monthly' || subscriptionPrice === null ) {
		return total;
	}
	return sumMoney( [
		total,
		-subscriptionPrice,
		perMonth( subscriptionPrice ),
	] );
}
