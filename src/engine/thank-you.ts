import type { SignupResult } from '../api/types';
import type { EngineSettings } from './settings';

/** The successful answer a thank-you rule reads. */
export type ThankYouResult = SignupResult & { priority?: unknown };

/** The site's and the block's settings a thank-you rule reads. */
export type ThankYouSettings = Pick<
	EngineSettings,
	| 'contactThankYouUrl'
	| 'affiliateThankYouUrl'
	| 'jobThankYouUrl'
	| 'jobPriorityThankYouUrl'
	| 'loginUrl'
> &
	Partial< Pick< EngineSettings, 'contactRedirectLink' > >;

/**
 * Where a visitor goes after a successful submission of a form type (each descriptor in src/form-types/ names
 * its rule); null when there is nowhere to go.
 */
export type ThankYouRule = (
	result: ThankYouResult,
	settings: ThankYouSettings
) => string | null;

/** An order or account: the login URL the answer gives, else nowhere. */
export const answeredLoginUrl: ThankYouRule = ( result ) =>
	typeof result.login_url === 'string' && result.login_url
		? result.login_url
		: null;

/** A message: the block's own redirect link, else the site's contact thank-you page. */
export const contactThankYou: ThankYouRule = ( _result, settings ) =>
	settings.contactRedirectLink || settings.contactThankYouUrl;

/** An affiliate signup: the site's affiliate thank-you page. */
export const affiliateThankYou: ThankYouRule = ( _result, settings ) =>
	settings.affiliateThankYouUrl;

/** A job application: the priority thank-you page when the answer says so, else the job thank-you page. */
export const jobThankYou: ThankYouRule = ( result, settings ) =>
	result.priority ? settings.jobPriorityThankYouUrl : settings.jobThankYouUrl;

/** A password reset: the login page, told that a reset email is on its way. */
export const loginPageAfterReset: ThankYouRule = ( _result, settings ) => {
	const separator = settings.loginUrl.includes( '?' ) ? '&' : '?';
	return `${ settings.loginUrl }${ separator }passwordReset=true`;
};
