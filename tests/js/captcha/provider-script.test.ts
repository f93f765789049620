type Loader = typeof import( '../../../src/captcha/provider-script' );

/** A fresh module per test: the script is loaded once per page, and each test is a new page. */
let loadCaptchaApi: Loader[ 'loadCaptchaApi' ];
beforeEach( () => {
	jest.isolateModules( () => {
		( { loadCaptchaApi } =
			require( '../../../src/captcha/provider-script' ) as Loader );
	} );
} );

type TestWindow = Window & Record< string, unknown >;

describe( 'Loading the captcha provider script', () => {
	afterEach( () => {
		document.head
			.querySelectorAll( 'script' )
			.forEach( ( script ) => script.remove() );
		delete ( window as unknown as TestWindow ).grecaptcha;
	} );

	it( 'adds the script once, asking for explicit rendering and naming its onload callback, and resolves when it calls back', async () => {
		const first = loadCaptchaApi( 'https://captcha.test/api.js' );
		const second = loadCaptchaApi( 'https://captcha.test/api.js' );
		const scripts = document.head.querySelectorAll( 'script' );
		expect( scripts ).toHaveLength( 1 );
		const url = new URL( scripts[ 0 ].src );
		expect( url.origin + url.pathname ).toBe(
			'https://captcha.test/api.js'
		);
		expect( url.searchParams.get( 'render' ) ).toBe( 'explicit' );
		const onload = url.searchParams.get( 'onload' ) as string;

		const api = { render: jest.fn( () => 0 ), reset: jest.fn() };
		const win = window as unknown as TestWindow;
		win.grecaptcha = api;
		( win[ onload ] as () => void )();

		await expect( first ).resolves.toBe( api );
		await expect( second ).resolves.toBe( api );
	} );

	it( 'the real provider when no script URL is set', async () => {
		const win = window as unknown as TestWindow;
		const loading = loadCaptchaApi( '' ).catch( () => null );
		const script = document.head.querySelector( 'script' );
		expect( script?.src ).toMatch(
			/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/
		);
		script?.dispatchEvent( new Event( 'error' ) );
		await expect( loading ).resolves.toBeNull();
		// A failed load can be tried again.
		loadCaptchaApi( '' );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 2 );
		win.grecaptcha = { render: jest.fn(), reset: jest.fn() };
	} );
} );
