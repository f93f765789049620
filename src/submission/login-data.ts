import { password, text } from '../form-data/read-answers';
import type { SubmissionContext } from './form-request';

/**
 * What a login and a password reset send: the account system's own fields, and nothing of an order or a company,
 * so that these forms download only these few lines to build their request.
 */

/**
 * loginData: url, username, password. The url is the site's login page: the account system answers with
 * where the visitor lands.
 */
export const loginData = ( values: object, context: SubmissionContext ) => ( {
	url: context.loginUrl,
	username: text( values, 'accountInformation.username' ),
	password: password( values ),
} );

/**
 * resetPasswordData: url, email.
 */
export const resetPasswordData = (
	values: object,
	context: SubmissionContext
) => ( {
	url: context.loginUrl,
	email: text( values, 'accountInformation.email' ),
} );
