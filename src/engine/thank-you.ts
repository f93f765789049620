import type { SignupResult } from '../api/types';
import type { EngineSettings } from './settings';

const CONTACT_FORMS = [ 'contact', 'custom-contact', 'client-profile' ];

/**
 * Where a visitor goes after a successful submission: contact forms to the contact thank-you page, affiliates
 * to theirs, job applications to the job (or priority) one, orders to the login URL they answered, a password
 * reset to the login page. Null when there is nowhere to go (an order answer without a login URL).
 */
export function thankYouDestination(
	formType: string,
	result: SignupResult & {
		priority?: unknown;
	},
	settings: Pick<
		EngineSettings,
		| 'contactThankYouUrl'
		| 'affiliateThankYouUrl'
		| 'jobThankYouUrl'
		| 'jobPriorityThankYouUrl'
		| 'loginUrl'
	> &
		Partial< Pick< EngineSettings, 'contactRedirectLink' > >
): string | null {
	if ( CONTACT_FORMS.includes( formType ) ) {
		return settings.contactRedirectLink || settings.contactThankYouUrl;
	}
	if ( formType === 'affiliate-signup' ) {
		return settings.affiliateThankYouUrl;
	}
	if ( formType === 'job-application' ) {
		return result.priority
			? settings.jobPriorityThankYouUrl
			: settings.jobThankYouUrl;
	}
	if ( formType === 'password-reset' ) {
		const separator = settings.loginUrl.includes( '?' ) ? '&' : '?';
		return `${ settings.loginUrl }${ separator }passwordReset=true`;
	}
	return typeof result.login_url === 'string' && result.login_url
		? result.login_url
		: null;
}
