import type { RequestKind } from '../errors/server-answer-errors';

/**
 * How one form type leaves the page: which admin-ajax action receives it, under which field its JSON goes,
 * whether a card is tokenized first (only orders carry a payment), whether a captcha answer goes with it, and
 * which catalogue entry a refusal becomes (30 an order or account, 32 a message, 33 an application). What each
 * sends is built by the submission chunk (form-request.ts for these forms, paid-order.ts for orders).
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

const MESSAGE = {
	tokenizes: false,
	captcha: true,
	orderKey: true,
	refusal: 'mail',
} as const;

/**
 * The forms that are not orders, by form type. Login and password reset send no captcha (the server skips
 * it for them); free account and affiliate signup are process_signup's reduced sequences, with a captcha and
 * no card.
 */
const NON_ORDER_PIPELINES: Record< string, SubmissionPipeline > = {
	login: {
		action: 'process_login',
		dataField: 'loginData',
		tokenizes: false,
		captcha: false,
		orderKey: false,
		refusal: 'signup',
	},
	'password-reset': {
		action: 'process_reset_password',
		dataField: 'resetPasswordData',
		tokenizes: false,
		captcha: false,
		// The reset email goes out once, however often the request is sent.
		orderKey: true,
		refusal: 'signup',
	},
	'free-account': {
		...PAID_ORDER,
		tokenizes: false,
		captcha: true,
	},
	'affiliate-signup': {
		...PAID_ORDER,
		tokenizes: false,
		captcha: true,
	},
	contact: {
		...MESSAGE,
		action: 'process_contact',
		dataField: 'contactData',
	},
	'custom-contact': {
		...MESSAGE,
		action: 'process_contact',
		dataField: 'contactData',
	},
	'client-profile': {
		...MESSAGE,
		action: 'process_client_profile',
		dataField: 'clientProfileData',
	},
	'job-application': {
		...MESSAGE,
		action: 'process_application',
		dataField: 'applicationData',
		refusal: 'application',
	},
};

/** The form types that have a pipeline of their own: every form that is not an order. */
export const OWN_PIPELINE_FORM_TYPES = Object.keys( NON_ORDER_PIPELINES );

/**
 * The pipeline of a form type; any form type not listed is an order form.
 */
export function pipelineFor( formType: string ): SubmissionPipeline {
	return NON_ORDER_PIPELINES[ formType ] ?? PAID_ORDER;
}
