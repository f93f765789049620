import type { FormDataPath } from '../form-data/typed-paths';
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
	hasFile?: ( path: FormDataPath ) => boolean;
}

interface FormRequestBuilder {
	/** The JSON sent under the form type's request field. */
	data: ( values: object, context: SubmissionContext ) => object;
	/** The files sent with it, by request field; `fileAt` gives the file attached at a form data path. */
	files?: (
		values: object,
		fileAt: ( path: FormDataPath ) => Blob | null
	) => Record< string, Blob >;
}

/**
 * How each form that is not an order builds its request from the form data, by builder; a form type's descriptor
 * (src/form-types/) names its builder. None of it is needed before Submit: it is a chunk of its own
 * (order-form/form-request), which the order code uses too. Paid orders build theirs from the cart (paid-order.ts).
 */
const BUILDERS = {
	loginData: { data: loginData },
	resetPasswordData: { data: resetPasswordData },
	freeAccountData: { data: freeAccountData },
	affiliateSignupData: { data: affiliateSignupData },
	contactData: { data: contactData },
	clientProfileData: { data: clientProfileData },
	applicationData: { data: applicationData, files: applicationFiles },
} satisfies Record< string, FormRequestBuilder >;

/** The name of a request builder, as a form type's descriptor gives it. */
export type FormRequestName = keyof typeof BUILDERS;

/**
 * The JSON and the files (none for most forms) that a form that is not an order sends. A form type without a
 * builder sends an empty object.
 * @param request  The builder its descriptor names, if any.
 * @param formData The form data.
 * @param context  What the builder may read besides the form data.
 */
export function formRequestOf(
	request: FormRequestName | undefined,
	formData: FormDataStore,
	context: Omit< SubmissionContext, 'hasFile' >
): { data: object; files?: Record< string, Blob > } {
	const builder: FormRequestBuilder | undefined = request
		? BUILDERS[ request ]
		: undefined;
	const fileAt = ( path: FormDataPath ) => attachedFile( formData, path );
	const data =
		builder?.data( formData.values, {
			...context,
			hasFile: ( path ) => fileAt( path ) !== null,
		} ) ?? {};
	const files = builder?.files?.( formData.values, fileAt );
	return files ? { data, files } : { data };
}
