import { DEFAULT_ENGINE_SETTINGS } from '../../../src/engine/settings';
import { thankYouDestination } from '../../../src/submission/form-types';

describe( 'thank-you destinations', () => {
	it.each( [
		[ 'contact', {}, {}, '/contact-thank-you/' ],
		[ 'custom-contact', {}, {}, '/contact-thank-you/' ],
		[
			'client-profile',
			{},
			{ contactRedirectLink: '/thanks/' },
			'/thanks/',
		],
		[ 'contact', {}, { contactRedirectLink: '/redirect/' }, '/redirect/' ],
		[
			'custom-contact',
			{},
			{ contactRedirectLink: 'https://example.com/r' },
			'https://example.com/r',
		],
		[
			'affiliate-signup',
			{},
			{ contactRedirectLink: '/redirect/' },
			'/affiliate-thank-you/',
		],
		[ 'affiliate-signup', {}, {}, '/affiliate-thank-you/' ],
		[ 'job-application', {}, {}, '/job-thank-you/' ],
		[
			'job-application',
			{ priority: true },
			{},
			'/job-thank-you-priority/',
		],
		[
			'registered-agent-signup',
			{ login_url: 'https://app.test/login?a=7' },
			{},
			'https://app.test/login?a=7',
		],
		[ 'business-formation', {}, {}, null ],
		[ 'password-reset', {}, {}, '/login/?passwordReset=true' ],
	] )( '%s with %p goes to %p', ( formType, result, extra, destination ) => {
		expect(
			thankYouDestination( formType, result, {
				...DEFAULT_ENGINE_SETTINGS,
				...extra,
			} )
		).toBe( destination );
	} );
} );
