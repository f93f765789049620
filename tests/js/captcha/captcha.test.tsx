import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { Captcha } from '../../../blocks/captcha/Captcha';
import { captchaWidgetScript } from '../../../sandbox/src/captcha-widget';
import { CAPTCHA_PASS } from '../../../sandbox/src/lookup-routes';
import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, testConfig } from '../store/fake-transport';

type GrecaptchaWindow = Window & { grecaptcha?: unknown };

let container: HTMLDivElement;
let root: Root;
let store: RootStore;
let transport: ReturnType< typeof fakeTransport >;

beforeEach( () => {
	// The sandbox's stand-in widget, as a page that loaded its script has it.

	new Function( captchaWidgetScript( CAPTCHA_PASS ) )();
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
	store.dispose();
	delete ( window as GrecaptchaWindow ).grecaptcha;
} );

async function renderCaptcha( config: Partial< PageConfig > ) {
	transport = fakeTransport();
	store = new RootStore(
		{
			...testConfig( {
				formType: 'contact',
				steps: [ { key: 'only', label: 'Only', modules: [] } ],
			} ),
			...config,
		},
		{ transport, navigate: jest.fn() }
	);
	await act( async () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<Captcha />
			</StoreContext.Provider>
		)
	);
}

const checkbox = () =>
	container.querySelector< HTMLInputElement >( 'input[type="checkbox"]' );

describe( 'The captcha widget', () => {
	it( 'renders the provider widget with the site key; ticking it hands its answer to the submission, which sends it', async () => {
		await renderCaptcha( { captchaSiteKey: 'site-key' } );
		expect( container.textContent ).toContain( "I'm not a robot" );

		act( () => checkbox()!.click() );
		await act( () => store.submission.submit() );
		const [ , fields ] = transport.submitForm.mock
			.calls[ 0 ] as unknown as [ string, Record< string, string > ];
		expect( fields.captchaResponse ).toBe( CAPTCHA_PASS );
	} );

	it( 'unticking it withdraws the answer: the submission says the captcha is missing', async () => {
		await renderCaptcha( { captchaSiteKey: 'site-key' } );
		act( () => checkbox()!.click() );
		act( () => checkbox()!.click() );
		await act( () => store.submission.submit() );
		expect( store.submission.error?.message ).toBe(
			'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.'
		);
	} );

	it( 'a refused submission resets the widget, so the visitor ticks it again', async () => {
		await renderCaptcha( { captchaSiteKey: 'site-key' } );
		transport.submitForm.mockResolvedValueOnce( {
			error: 'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.',
			code: 'captcha_failed',
		} );
		act( () => checkbox()!.click() );
		await act( () => store.submission.submit() );

		expect( checkbox()!.checked ).toBe( false );
		expect( store.submission.error?.message ).toMatch(
			/^Error while verifying ReCAPTCHA response/
		);
	} );

	it( 'without a site key it says the check cannot load instead of a box that can never pass', async () => {
		await renderCaptcha( { captchaSiteKey: '' } );
		expect( checkbox() ).toBeNull();
		expect(
			container.querySelector( '[role="alert"]' )?.textContent
		).toContain( 'could not be loaded' );
	} );
} );
