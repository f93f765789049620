/**
 * Plain shapes the pricing rules work on. No MobX, no network: data in, data out.
 */

/** A processing time as the product API gives it: `filed_in` / `docs_in`. */
export interface ProcessingTime {
	days?: number | null;
	hours?: number | null;
}

export interface FilingMethod {
	id: number;
	key: string;
	name: string;
	type: string;
	/** A state abbreviation, or "Federal". */
	jurisdiction: string;
	entity_types?: string[];
	cost: number;
	surcharge: number;
	filed_in?: ProcessingTime | null;
	docs_in?: ProcessingTime | null;
	filing?: {
		locality?: string | null;
		agency?: { name: string } | null;
		dependent_filings_info?: unknown;
	};
	local_jurisdiction?: string | null;
	filing_description?: string;
}

export interface Coupon {
	id: number | string;
	/** Product ids the coupon is limited to; empty or missing means every product. */
	product_id_restrictions?: number[] | null;
	dollar_value?: number | null;
	percent_value?: number | null;
}

export interface SubscriptionBundle {
	id: number;
	/** A state abbreviation. */
	jurisdiction: string;
	name: string;
	product_ids: number[];
	llc_price: number;
	corp_price: number;
}

export interface Bundle {
	product_id: number;
	name?: string;
	price?: number;
	product_ids: number[];
	ra_product_count?: number;
	config?: {
		isBusinessIdentity?: boolean;
		fieldTriggerToggle?: boolean;
		orConditions?: OrCondition[];
		expedited_processing_toggle?: boolean;
	};
}

export interface AndCondition {
	fieldKey: string;
	fieldVal: unknown;
	/** Instead of a value: the field is a state in this configured state list. */
	stateList?: string;
}

export interface OrCondition {
	andConditions: AndCondition[];
}

export type BillingType = 'yearly' | 'monthly';
