/**
 * The price the sandbox computes for an order it received, in whole cents, as GET /__sandbox/orders shows it.
 */

export interface PricedOrderLine {
	saveAs: string | null;
	productId: number | string;
	label: string;
	/** What this line costs today, every fee and coupon included, times its quantity. */
	amountCents: number;
}

export interface OrderPricing {
	/** What the customer pays today: under Pay Monthly, the first month of the subscription plus every other line. */
	totalCents: number;
	lines: PricedOrderLine[];
	/** True when the order pays a subscription bundle monthly. */
	monthly: boolean;
	/** The subscription bundle's price / 12, when monthly. */
	perMonthCents: number | null;
	/** What the oracle could not price (unknown product, coupon not allowed ...), instead of a guess. */
	problems: string[];
}

/**
 * One top-level product of the order while it is priced: the service price, state fee, surcharge and card fee
 * stay apart because a percent coupon reduces the price and the state fee only.
 */
export interface WorkingLine {
	path: string;
	saveAs: string | null;
	productId: number | string;
	label: string;
	priceCents: number;
	stateFeeCents: number;
	surchargeCents: number;
	cardFeeCents: number;
	quantity: number;
	/** The catalog id coupons are restricted by; null when the line is not a catalog product. */
	couponProductId: number | null;
	/** Set on a subscription bundle's line: it may be paid monthly. */
	subscription: boolean;
}
