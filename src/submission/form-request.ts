import type { FormDataStore } from '../store/FormDataStore';
import { attachedFile } from '../uploads/attached-files';
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

interface FormRequestBuilder {
	/** The JSON sent under the form type's request field. */
	data: ( values: object, context: SubmissionContext ) => object;
	/** The files sent with it, by request field; `fileAt` gives the file attached at a form data path. */
	files?: (
		values: object,
		fileAt: ( path: string ) => Blob | null
	) => Record< string, Blob >;
}

/**
 * How each form that is not an order builds its request from the form data. It travels in the submission chunk
 * with the order payload builder: none of it is needed before Submit. Paid orders build theirs from the cart
 * (paid-order.ts). Which action and request field each form type posts to is src/submission/form-pipelines.ts.
 */
const BUILDERS: Record< string, FormRequestBuilder > = {
	login: { data: loginData },
	'password-reset': { data: resetPasswordData },
	'free-account': { data: freeAccountData },
	'affiliate-signup': { data: affiliateSignupData },
	contact: { data: contactData },
	'custom-contact': { data: contactData },
	'client-profile': { data: clientProfileData },
	'job-application': { data: applicationData, files: applicationFiles },
};

/** The form types that build a request here, for the test that keeps this list and the pipelines' in step. */
export const FORM_REQUEST_TYPES = Object.keys( BUILDERS );

/**
 * The JSON and the files (none for most forms) that a form that is not an order sends. A form type without a
 * builder sends an empty object.
 */
export function formRequestOf(
	formType: string,
	formData: FormDataStore,
	context: Omit< SubmissionContext, 'hasFile' >
): { data: object; files?: Record< string, Blob > } {
	const builder = BUILDERS[ formType ];
	const fileAt = ( path: string ) => attachedFile( formData, path );
	const data =
		builder?.data( formData.values, {
			...context,
			hasFile: ( path ) => fileAt( path ) !== null,
		} ) ?? {};
	const files = builder?.files?.( formData.values, fileAt );
	return files ? { data, files } : { data };
}
