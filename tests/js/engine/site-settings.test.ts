import {
	DEFAULT_ENGINE_SETTINGS,
	pageEngineSettings,
	type SiteSettings,
} from '../../../src/engine/settings';

const siteOn = {
	backendAddressCheck: false,
	postalLookup: false,
	persistence: true,
	redirect: true,
	devToolbox: false,
};

describe( 'site-wide settings under a form block’s own settings', () => {
	it.each< [ string, SiteSettings, boolean, boolean ] >( [
		[ 'nothing set anywhere', {}, true, true ],
		[ 'site and block on', { features: siteOn }, true, true ],
		[
			'site keeps no form data',
			{ features: { ...siteOn, persistence: false } },
			false,
			true,
		],
		[
			'site does not redirect',
			{ features: { ...siteOn, redirect: false } },
			true,
			false,
		],
		[
			'block keeps no form data, site does',
			{ features: siteOn, engine: { persistFormData: false } },
			false,
			true,
		],
		[
			'block does not redirect, site does',
			{ features: siteOn, engine: { redirectEnabled: false } },
			true,
			false,
		],
	] )( '%s', ( _name, config, persist, redirect ) => {
		const settings = pageEngineSettings( config );
		expect( settings.persistFormData ).toBe( persist );
		expect( settings.redirectEnabled ).toBe( redirect );
	} );

	it( 'takes the site’s links where the block kept the defaults', () => {
		const settings = pageEngineSettings( {
			contactLink: '/help/',
			thankYou: {
				contact: '/thanks/contact/',
				affiliate: '/thanks/affiliate/',
				job: '/thanks/job/',
				jobPriority: '/thanks/job-priority/',
			},
		} );
		expect( settings ).toMatchObject( {
			contactUrl: '/help/',
			contactThankYouUrl: '/thanks/contact/',
			affiliateThankYouUrl: '/thanks/affiliate/',
			jobThankYouUrl: '/thanks/job/',
			jobPriorityThankYouUrl: '/thanks/job-priority/',
		} );
	} );

	it( 'keeps a link the block set itself, and the defaults when the site names none', () => {
		const settings = pageEngineSettings( {
			engine: { contactUrl: '/block-contact/' },
			contactLink: '/help/',
			thankYou: { contact: '', affiliate: '', job: '', jobPriority: '' },
		} );
		expect( settings.contactUrl ).toBe( '/block-contact/' );
		expect( settings.contactThankYouUrl ).toBe(
			DEFAULT_ENGINE_SETTINGS.contactThankYouUrl
		);
	} );

	it.each< [ string, SiteSettings, string ] >( [
		[
			'nowhere',
			{
				thankYou: {
					contact: '',
					affiliate: '',
					job: '',
					jobPriority: '',
				},
			},
			'',
		],
		[
			'on the site only',
			{
				thankYou: {
					contact: '',
					affiliate: '',
					job: '',
					jobPriority: '',
					contactRedirect: 'https://example.com/welcome',
				},
			},
			'https://example.com/welcome',
		],
		[
			'on the block and the site: the block wins',
			{
				engine: { contactRedirectLink: '/block-redirect/' },
				thankYou: {
					contact: '',
					affiliate: '',
					job: '',
					jobPriority: '',
					contactRedirect: 'https://example.com/welcome',
				},
			},
			'/block-redirect/',
		],
	] )( 'the contact redirect link set %s', ( _name, config, link ) => {
		expect( pageEngineSettings( config ).contactRedirectLink ).toBe( link );
	} );
} );
