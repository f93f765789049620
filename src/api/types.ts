/**
 * Shapes exchanged with the outside services: the product API's products and jurisdictions, the card
 * tokenizer's request and answer, and the order submission's answer.
 */
import type {
	Bundle,
	Coupon,
	FilingMethod,
	SubscriptionBundle,
} from '../pricing/types';

export interface Jurisdiction {
	id: number;
	abbreviation: string;
	state_province_region: string;
}

export interface Product {
	id: number;
	product_id?: number;
	name: string;
	price: number;
	category: string;
	type: string;
	sub_type?: string;
	kind?: string;
	has_free_trial?: boolean;
	trial_duration_days?: number;
	duration?: number;
	filing_methods?: FilingMethod[];
	registered_agent?: { id: number; jurisdiction: Jurisdiction };
	/** Filing products: the jurisdiction they are filed in. */
	jurisdiction?: Jurisdiction;
}

/** Product-list loads beyond the registered agent of one state (GET on the product API, query website_id). */
export interface ProductTransport {
	loadAllRegisteredAgentProducts: () => Promise< Product[] >;
	/** One state, or every state when `stateAbbreviation` is null; `shallow` leaves filing methods out. */
	loadFilingProducts: (
		stateAbbreviation: string | null,
		options?: { shallow?: boolean }
	) => Promise< Product[] >;
	loadSimpleProducts: () => Promise< Product[] >;
	loadCoupons: () => Promise< Coupon[] >;
	loadBundles: () => Promise< Bundle[] >;
	loadSubscriptionBundles: () => Promise< SubscriptionBundle[] >;
}

export interface TokenizerRequest {
	card: {
		first_name: string;
		last_name: string;
		number: string;
		cvc: string;
		exp_month: string;
		exp_year: string;
	};
	billing_address: BillingAddress;
	test_key?: string;
}

export interface BillingAddress {
	line1: string;
	city: string;
	state: string;
	zipcode: string;
	country: string;
}

export interface TokenizerAnswer {
	success: boolean;
	token?: string;
	customer_id?: string;
	errors?: Record< string, string[] >;
}

export interface SignupResult {
	invoice_numbers?: string[];
	account_id?: number;
	login_url?: string;
	priority?: boolean;
}

/** `{result}`, or a refusal: `{error, code[, title][, min]}` (min: the lowest price a Name Your Own Price order accepts). */
export interface SignupAnswer {
	result?: SignupResult;
	error?: string;
	code?: string;
	title?: string;
	min?: number;
}

/** A message form's answer: `{success: true}` (an application may add `priority`), or a refusal as for orders. */
export interface FormAnswer extends SignupAnswer {
	success?: boolean;
	priority?: boolean;
}

/**
 * What became of a submission whose answer the page never saw: placed (with the answer it got), not placed,
 * pending (WordPress still waits for the marketing API) or unknown; a refusal of the question itself otherwise.
 */
export interface OutcomeAnswer extends FormAnswer {
	outcome?: 'placed' | 'not_placed' | 'pending' | 'unknown';
	answer?: FormAnswer;
}

/** Request fields of an admin-ajax action besides action, nonce and pageID; files go as Blobs. */
export type FormFields = Record< string, string | Blob >;

/**
 * Everything the store needs from the network; tests pass a fake.
 */
export interface Transport extends ProductTransport {
	loadRegisteredAgentProducts: (
		stateAbbreviation: string
	) => Promise< Product[] >;
	tokenize: ( request: TokenizerRequest ) => Promise< TokenizerAnswer >;
	/** An order, with its order key (src/api/order-key.ts). */
	submitSignup: (
		formType: string,
		signupData: object,
		orderKey: string
	) => Promise< SignupAnswer >;
	/**
	 * Any other form's submission: its action and fields; `orderKey`, when given, is the submission's key, kept
	 * across retries until the outcome is known.
	 */
	submitForm: (
		action: string,
		fields: FormFields,
		options: {
			orderKey?: string;
			/** Given for uploads: called with the share of the request sent so far (0 to 1). */
			onUploadProgress?: ( sent: number ) => void;
		}
	) => Promise< FormAnswer >;
	/** Asks what became of the submission to `action` sent with these fields and this key. */
	checkOutcome: (
		action: string,
		fields: FormFields,
		orderKey: string
	) => Promise< OutcomeAnswer >;
}
