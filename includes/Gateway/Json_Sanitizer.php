<?php
/**
 * Cleans decoded JSON from the browser before it goes anywhere.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * Keys become plain identifiers; string values lose markup and control characters and are capped at the default text
 * maximum; numbers, booleans and null pass. Passwords are the one exception: they go upstream exactly as typed.
 */
final class Json_Sanitizer {

	private const VERBATIM_KEYS = array( 'password', 'passwordConfirm', 'password_confirm' );

	/**
	 * @param array<mixed> $data
	 * @return array<mixed>
	 */
	public static function clean( array $data ): array {
		$clean = array();
		foreach ( $data as $key => $value ) {
			$key = is_int( $key ) ? $key : self::clean_key( $key );
			if ( '' === $key ) {
				continue;
			}
			if ( is_array( $value ) ) {
				$clean[ $key ] = self::clean( $value );
			} elseif ( is_string( $value ) ) {
				$clean[ $key ] = in_array( $key, self::VERBATIM_KEYS, true ) ? self::valid_utf8( $value ) : self::clean_string( $value );
			} else {
				$clean[ $key ] = $value;
			}
		}
		return $clean;
	}

	public static function clean_string( string $value ): string {
		$value = self::valid_utf8( $value );
		$value = mb_substr( $value, 0, Request_Reader::MAX_TEXT );
		// strip_tags leaves "a < b" alone; wp_strip_all_tags also drops script/style contents.
		$value = wp_strip_all_tags( $value );
		return (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $value );
	}

	private static function clean_key( string $key ): string {
		return (string) preg_replace( '/[^A-Za-z0-9_.\-]/', '', substr( $key, 0, 100 ) );
	}

	private static function valid_utf8( string $value ): string {
		return wp_check_invalid_utf8( $value, true );
	}
}
