import type { RequestKind } from '../errors/server-answer-errors';
import {
	affiliateSignupData,
	clientProfileData,
	contactData,
	freeAccountData,
	loginData,
	resetPasswordData,
} from './account-data';
import { applicationData, applicationFiles } from './application-data';

/** What a form's data builder may read besides the form data. */
export interface SubmissionContext {
	/** The site's login page (where login and password reset point the account system). */
	loginUrl: string;
	websiteId: string;
	/** Whether a file the form describes at this path can be sent (it was attached in this page load). */
	hasFile?: ( path: string ) => boolean;
}

/**
 * How one form type leaves the page: which admin-ajax action receives it, under which field its JSON goes,
 * whether a card is tokenized first (only orders carry a payment), whether a captcha answer goes with it, and
 * which catalogue entry a refusal becomes (30 an order or account, 32 a message, 33 an application).
 */
export interface SubmissionPipeline {
	action: string;
	dataField: string;
	tokenizes: boolean;
	captcha: boolean;
	/** One key per submission, so a double click or a retry never sends the message or order twice. */
	orderKey: boolean;
	refusal: RequestKind;
	/** The JSON sent under `dataField`; paid orders build theirs from the cart (src/order/build-signup-data.ts). */
	data?: ( values: object, context: SubmissionContext ) => object;
	/**
	 * The files sent with it, by request field; `fileAt` gives the file attached at a form data path. A form with
	 * files shows its upload's progress.
	 */
	files?: (
		values: object,
		fileAt: ( path: string ) => Blob | null
	) => Record< string, Blob >;
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
		data: loginData,
	},
	'password-reset': {
		action: 'process_reset_password',
		dataField: 'resetPasswordData',
		tokenizes: false,
		captcha: false,
		orderKey: false,
		refusal: 'signup',
		data: resetPasswordData,
	},
	'free-account': {
		...PAID_ORDER,
		tokenizes: false,
		captcha: true,
		data: freeAccountData,
	},
	'affiliate-signup': {
		...PAID_ORDER,
		tokenizes: false,
		captcha: true,
		data: affiliateSignupData,
	},
	contact: {
		...MESSAGE,
		action: 'process_contact',
		dataField: 'contactData',
		data: contactData,
	},
	'custom-contact': {
		...MESSAGE,
		action: 'process_contact',
		dataField: 'contactData',
		data: contactData,
	},
	'client-profile': {
		...MESSAGE,
		action: 'process_client_profile',
		dataField: 'clientProfileData',
		data: clientProfileData,
	},
	'job-application': {
		...MESSAGE,
		action: 'process_application',
		dataField: 'applicationData',
		refusal: 'application',
		data: applicationData,
		files: applicationFiles,
	},
};

/**
 * The pipeline of a form type; any form type not listed is an order form.
 */
export function pipelineFor( formType: string ): SubmissionPipeline {
	return NON_ORDER_PIPELINES[ formType ] ?? PAID_ORDER;
}
