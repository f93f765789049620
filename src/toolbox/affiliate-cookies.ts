/**
 * The Cookie Helper's cookies: the ids the two affiliate networks' links leave (Everflow: offer, click and
 * affiliate id; ShareASale: click id), which the order's affiliate block is built from.
 */
export const AFFILIATE_COOKIES = [
	'efoid',
	'efclickid',
	'efaffid',
	'shareasaleSSCID',
] as const;

export type AffiliateCookie = ( typeof AFFILIATE_COOKIES )[ number ];

/** A cookie the helper sets lives one day, as long as a developer's test session. */
export const AFFILIATE_COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The value of one cookie in a `document.cookie` string; '' when absent.
 */
export function readCookie( cookieString: string, name: string ): string {
	for ( const part of cookieString.split( ';' ) ) {
		const at = part.indexOf( '=' );
		if ( at > 0 && part.slice( 0, at ).trim() === name ) {
			try {
				return decodeURIComponent( part.slice( at + 1 ).trim() );
			} catch {
				return part.slice( at + 1 ).trim();
			}
		}
	}
	return '';
}

/**
 * What to write to `document.cookie`: the value for one day, or, for a blank value, the cookie's deletion
 * (expired, max-age 0). Site-wide path, so every form page sees it as the networks' own cookies.
 */
export function cookieAssignment(
	name: AffiliateCookie,
	value: string,
	now: Date
): string {
	const trimmed = value.trim();
	if ( ! trimmed ) {
		return `${ name }=; expires=${ new Date(
			0
		).toUTCString() }; max-age=0; path=/; SameSite=Lax`;
	}
	const expires = new Date( now.getTime() + AFFILIATE_COOKIE_LIFETIME_MS );
	return `${ name }=${ encodeURIComponent(
		trimmed
	) }; expires=${ expires.toUTCString() }; path=/; SameSite=Lax`;
}
