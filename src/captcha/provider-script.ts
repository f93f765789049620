import { absoluteHttpUrl } from '../safe-url';

/**
 * The captcha provider's browser API, as its widget script defines it (explicit rendering): the real
 * provider's script when a site key is set, or the sandbox's stand-in in tests. Both call the `onload`
 * function named in the script's query once the API is ready.
 */
export interface CaptchaWidgetParams {
	sitekey: string;
	callback: ( response: string ) => void;
	'expired-callback': () => void;
	'error-callback': () => void;
}

export interface CaptchaApi {
	render: ( container: HTMLElement, params: CaptchaWidgetParams ) => number;
	reset: ( widgetId?: number ) => void;
}

type CaptchaWindow = Window & {
	grecaptcha?: Partial< CaptchaApi >;
	[ onload: string ]: unknown;
};

export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = 'formationOrdersCaptchaReady';

let loading: Promise< CaptchaApi > | null = null;

const readyApi = ( win: CaptchaWindow ): CaptchaApi | null =>
	typeof win.grecaptcha?.render === 'function' &&
	typeof win.grecaptcha.reset === 'function'
		? ( win.grecaptcha as CaptchaApi )
		: null;

/**
 * The provider's API, loading its script once per page whatever the number of forms asking.
 */
export function loadCaptchaApi( scriptUrl: string ): Promise< CaptchaApi > {
	const win = window as unknown as CaptchaWindow;
	const ready = readyApi( win );
	if ( ready ) {
		return Promise.resolve( ready );
	}
	if ( ! loading ) {
		loading = new Promise< CaptchaApi >( ( resolve, reject ) => {
			win[ ONLOAD ] = () => {
				const api = readyApi( win );
				if ( api ) {
					resolve( api );
				} else {
					reject( new Error( 'captcha API missing' ) );
				}
			};
			// Only an http(s) script (the site owner's setting): never data:, javascript: or a relative address.
			const checked = absoluteHttpUrl(
				scriptUrl || DEFAULT_CAPTCHA_SCRIPT
			);
			if ( ! checked ) {
				loading = null;
				reject( new Error( 'captcha script URL refused' ) );
				return;
			}
			const url = new URL( checked );
			url.searchParams.set( 'onload', ONLOAD );
			url.searchParams.set( 'render', 'explicit' );
			const script = document.createElement( 'script' );
			script.src = url.toString();
			script.async = true;
			script.onerror = () => {
				// A later form may try again (the visitor's network came back).
				loading = null;
				reject( new Error( 'captcha script failed to load' ) );
			};
			document.head.appendChild( script );
		} );
	}
	return loading;
}
