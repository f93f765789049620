<?php
/**
 * A hash of what a request asks for, so that an order key answers only the request that made it.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * Hashes a request's fields in a canonical form: JSON fields decoded with their object keys sorted, so the same
 * order built again after a reload (whose keys may come out in another order) hashes the same. Left out: what
 * differs between two sendings of one order by design (the nonce, the captcha answer, the key itself, the card's
 * token, which is new after every reload because the card is never kept) and the files of an application, which
 * a check of the outcome after a reload cannot send again.
 */
final class Payload_Hash {

	/** Request fields that never take part. */
	private const SKIPPED_FIELDS = array( 'action', 'nonce', 'captchaResponse', 'orderKey', 'orderAction' );

	/**
	 * @param array<string, mixed> $fields        Unslashed request fields.
	 * @param list<string>         $skipped_paths Dotted paths inside JSON fields to leave out, e.g. signupData.payment.token.
	 */
	public static function of( array $fields, array $skipped_paths = array() ): string {
		$canonical = array();
		foreach ( $fields as $name => $value ) {
			$name = (string) $name;
			if ( in_array( $name, self::SKIPPED_FIELDS, true ) ) {
				continue;
			}
			$decoded            = is_string( $value ) ? json_decode( $value, true, Request_Reader::MAX_JSON_DEPTH ) : null;
			$canonical[ $name ] = is_array( $decoded ) ? self::sorted( $decoded ) : $value;
		}
		foreach ( $skipped_paths as $path ) {
			self::remove( $canonical, explode( '.', $path ) );
		}
		ksort( $canonical, SORT_STRING );
		// Keyed with the site's salt: the hash is stored for a day, and an order carries the account's password.
		return hash_hmac( 'sha256', (string) wp_json_encode( $canonical ), wp_salt( 'auth' ) );
	}

	/**
	 * @param array<mixed> $value
	 * @return array<mixed>
	 */
	private static function sorted( array $value ): array {
		foreach ( $value as $key => $item ) {
			if ( is_array( $item ) ) {
				$value[ $key ] = self::sorted( $item );
			}
		}
		if ( ! array_is_list( $value ) ) {
			ksort( $value, SORT_STRING );
		}
		return $value;
	}

	/**
	 * @param array<mixed> $tree
	 * @param list<string> $path
	 */
	private static function remove( array &$tree, array $path ): void {
		$head = array_shift( $path );
		if ( null === $head || ! array_key_exists( $head, $tree ) ) {
			return;
		}
		if ( array() === $path ) {
			unset( $tree[ $head ] );
		} elseif ( is_array( $tree[ $head ] ) ) {
			self::remove( $tree[ $head ], $path );
		}
	}
}
