import type { RequestKind } from '../errors/server-answer-errors';

/**
 * How one form type leaves the page: which admin-ajax action receives it, under which field its JSON goes,
 * whether a card is tokenized first (only orders carry a payment), whether a captcha answer goes with it, and
 * which catalogue entry a refusal becomes (30 an order or account, 32 a message, 33 an application). Each form
 * type's descriptor (src/form-types/) holds its pipeline; what each sends is built by the submission chunk
 * (form-request.ts for these forms, paid-order.ts for orders).
 */
export interface SubmissionPipeline {
	action: string;
	dataField: string;
	tokenizes: boolean;
	captcha: boolean;
	/**
	 * One key per submission, so a double click or a retry never sends the message or order twice: every form
	 * that makes something happen upstream (an order, an account, a message, an application, a reset email).
	 * Login alone has none: it changes nothing, and its request carries a password.
	 */
	orderKey: boolean;
	refusal: RequestKind;
}

/** Every order form: the card is tokenized in the browser, the order goes to process_signup. */
export const PAID_ORDER: SubmissionPipeline = {
	action: 'process_signup',
	dataField: 'signupData',
	tokenizes: true,
	captcha: false,
	orderKey: true,
	refusal: 'signup',
};

/** process_signup's reduced sequences (an account without an order): a captcha and no card. */
export const ACCOUNT_SIGNUP: SubmissionPipeline = {
	...PAID_ORDER,
	tokenizes: false,
	captcha: true,
};

/**
 * A form that sends a message (or an application) to its own action: a captcha, no card, one key.
 * @param action    The admin-ajax action.
 * @param dataField The request field its JSON goes under.
 * @param refusal   The catalogue entry of a refusal.
 */
export const messagePipeline = (
	action: string,
	dataField: string,
	refusal: RequestKind = 'mail'
): SubmissionPipeline => ( {
	action,
	dataField,
	tokenizes: false,
	captcha: true,
	orderKey: true,
	refusal,
} );
