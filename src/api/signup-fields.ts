import type { PageConfig } from '../config';
import type { FormFields } from './types';

/** The admin-ajax action that places an order, a free account or an affiliate signup. */
export const SIGNUP_ACTION = 'process_signup';

/**
 * process_signup's request fields besides the order key: the form type, the form's file name (its page's slug)
 * and the order as JSON. The order and the question about its outcome send the same fields.
 * @param config
 * @param formType
 * @param signupData
 */
export function signupFields(
	config: Pick< PageConfig, 'form' >,
	formType: string,
	signupData: object
): FormFields {
	return {
		formType,
		formFileName: config.form?.formFileName ?? '',
		signupData: JSON.stringify( signupData ),
	};
}
