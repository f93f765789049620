/**
 * The one check the browser applies to a URL before it follows, loads or prints it; the server applied the same
 * rules where the URL was stored and printed (includes/Safe_Url.php). Browsers drop tabs and newlines inside a URL
 * and read a backslash as a slash ("java\tscript:", "/\evil.test"), so a value holding whitespace, a control
 * character or a backslash is refused whole, never repaired.
 */

const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029\\]/;

function cleaned( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	// Only the spaces a pasted value carries around it; anything else is checked below, as the server does.
	const text = value.replace( /^[ \t\n\r]+|[ \t\n\r]+$/g, '' );
	return UNSAFE_CHARACTERS.test( text ) ? '' : text;
}

const isSitePath = ( text: string ) =>
	text.startsWith( '/' ) && ! text.startsWith( '//' );

/** The URL when the value is an absolute http(s) URL with a host and no user info, else null. */
function parsedHttpUrl( text: string ): URL | null {
	if ( ! /^https?:\/\/[^/?#@]/i.test( text ) ) {
		return null;
	}
	try {
		const url = new URL( text );
		return ( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname &&
			! url.username &&
			! url.password
			? url
			: null;
	} catch {
		return null;
	}
}

/**
 * An absolute http(s) URL, else ''. For what the page loads as a script (the captcha provider, the card
 * tokenizer) or calls (the product API): javascript:, data:, blob: and relative URLs never qualify.
 */
export function absoluteHttpUrl( value: unknown ): string {
	const text = cleaned( value );
	return parsedHttpUrl( text ) ? text : '';
}

/** An absolute http(s) URL or a path on this site ("/terms/"), else `fallback`: for links and a cart. */
export function safeLink( value: unknown, fallback = '' ): string {
	const text = cleaned( value );
	if ( isSitePath( text ) ) {
		return text;
	}
	return parsedHttpUrl( text ) ? text : fallback;
}

/**
 * Where a success may send the visitor: a path on this site, or an absolute URL on this site's origin or on one
 * of `allowedUrls`' origins (the marketing API's). Null for anything else.
 * @param value       The destination (a block's setting, the API's login_url).
 * @param siteUrl     The page's own address: its origin is allowed.
 * @param allowedUrls URLs whose origins are allowed besides the site's; empty ones are skipped.
 */
export function safeRedirect(
	value: unknown,
	siteUrl: string,
	allowedUrls: string[] = []
): string | null {
	const text = cleaned( value );
	if ( isSitePath( text ) ) {
		return text;
	}
	const url = parsedHttpUrl( text );
	const origins = [ siteUrl ]
		.concat( allowedUrls )
		.map( ( allowed ) => parsedHttpUrl( allowed )?.origin ?? '' );
	return url && origins.includes( url.origin ) ? text : null;
}
