import { __ } from '@wordpress/i18n';

import type { BillingType } from './types';

export const DEFAULT_BILLING_TYPE: BillingType = 'yearly';

/** Billing options (orders-and-checkout.md §9): yearly "Pay Up Front", monthly "Pay Monthly". */
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
 * @param yearlyPrice
 */
export function perMonth( yearlyPrice: number ): number {
	return Math.round( ( yearlyPrice / 12 ) * 100 ) / 100;
}
