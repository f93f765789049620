<?php
/**
 * The one check every URL the plugin stores, prints or sends to the browser goes through.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Three kinds of URL, each a stricter case of the one before:
 * - absolute(): an http(s) URL with a host, for services the site owner configures (the API root, the
 *   tokenizer, the captcha script). Anything a browser could run (javascript:, data:, vbscript:) is refused.
 * - link(): that, or a path on this site ("/terms/"), for links authors set on blocks.
 * - redirect(): where a visitor may be sent after a success: a path on this site, or a URL on the site's own
 *   origin or the marketing API's; a block author or a misbehaving API cannot send visitors anywhere else.
 * Browsers drop tabs and newlines inside URLs and read a backslash as a slash ("java\tscript:", "/\evil.test"),
 * so a value holding whitespace, a control character or a backslash is refused whole, never repaired. The
 * browser side applies the same rules again before it uses a URL (src/safe-url.ts).
 */
final class Safe_Url {

	/**
	 * The URL when it is an absolute http(s) URL, else ''.
	 */
	public static function absolute( mixed $value ): string {
		$url = self::clean( $value );
		if ( '' === $url || ! preg_match( '#^https?://[^/?\#@]#i', $url ) ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return '';
		}
		return $url;
	}

	/**
	 * An absolute http(s) URL or a path on this site ("/terms/"), else $fallback.
	 */
	public static function link( mixed $value, string $fallback = '' ): string {
		$link = self::clean( $value );
		if ( self::is_site_path( $link ) ) {
			return $link;
		}
		$url = self::absolute( $link );
		return '' !== $url ? $url : $fallback;
	}

	/**
	 * A path on this site, or an absolute URL on the site's origin or on one of $origins (the marketing API's),
	 * else $fallback.
	 *
	 * @param list<string> $origins URLs whose origins are allowed besides the site's (empty ones are skipped).
	 */
	public static function redirect( mixed $value, array $origins, string $fallback = '' ): string {
		$link = self::clean( $value );
		if ( self::is_site_path( $link ) ) {
			return $link;
		}
		$url     = self::absolute( $link );
		$allowed = array_filter( array_map( array( self::class, 'origin' ), array_merge( array( home_url( '/' ) ), $origins ) ) );
		return '' !== $url && in_array( self::origin( $url ), $allowed, true ) ? $url : $fallback;
	}

	/**
	 * "https://host:port" of an absolute http(s) URL, lowercase, the default port left out; '' for anything else.
	 */
	public static function origin( string $url ): string {
		if ( '' === self::absolute( $url ) ) {
			return '';
		}
		$parts  = (array) wp_parse_url( $url );
		$scheme = strtolower( (string) $parts['scheme'] );
		$port   = isset( $parts['port'] ) && (int) $parts['port'] !== ( 'https' === $scheme ? 443 : 80 ) ? ':' . (int) $parts['port'] : '';
		return $scheme . '://' . strtolower( (string) $parts['host'] ) . $port;
	}

	/**
	 * The value as a string without surrounding spaces, or '' when it holds anything a browser would strip or
	 * reinterpret (whitespace or control characters inside, a backslash) or is not a string at all.
	 */
	private static function clean( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$text = trim( $value, " \t\n\r" );
		return preg_match( '/[\x00-\x20\x7f\\\\]|\xc2[\x80-\xa0]|\xe2\x80[\xa8\xa9]/', $text ) ? '' : $text;
	}

	/**
	 * "/terms/", not "//host" (another site, protocol-relative) or "/\host".
	 */
	private static function is_site_path( string $link ): bool {
		return str_starts_with( $link, '/' ) && ! str_starts_with( $link, '//' );
	}
}
