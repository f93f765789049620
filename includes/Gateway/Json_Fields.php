<?php
/**
 * Typed reads of fields inside a decoded (and sanitized) JSON object from the browser.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * Each read throws Bad_Request with the message the form itself shows ("{field} is required" ...) when the field
 * is missing or of the wrong type.
 */
final class Json_Fields {

	/**
	 * @param array<mixed> $data
	 */
	public static function text( array $data, string $key, int $max, string $label, bool $required = true ): string {
		$value = $data[ $key ] ?? '';
		if ( ! is_string( $value ) ) {
			throw new Bad_Request( Request_Reader::unreadable() );
		}
		if ( $required && '' === trim( $value ) ) {
			/* translators: %s: field label */
			throw new Bad_Request( sprintf( __( '%s is required', 'formation-orders' ), $label ), 400, 'invalid_field' );
		}
		if ( mb_strlen( $value ) > $max ) {
			/* translators: %d: maximum number of characters */
			throw new Bad_Request( sprintf( __( 'The field cannot contain more than %d characters', 'formation-orders' ), $max ), 400, 'invalid_field' );
		}
		return $value;
	}

	/**
	 * @param array<mixed> $data
	 */
	public static function url( array $data, string $key, bool $required = true ): string {
		$value = $data[ $key ] ?? '';
		if ( ! is_string( $value ) ) {
			throw new Bad_Request( Request_Reader::unreadable() );
		}
		if ( ! $required && '' === $value ) {
			return '';
		}
		$clean = esc_url_raw( trim( $value ), array( 'http', 'https' ) );
		if ( '' === $clean || false === wp_http_validate_url( $clean ) && false === filter_var( $clean, FILTER_VALIDATE_URL ) ) {
			throw new Bad_Request( __( 'Please enter a valid URL', 'formation-orders' ), 400, 'invalid_field' );
		}
		return $clean;
	}

	/**
	 * @param array<mixed> $data
	 */
	public static function email( array $data, string $key ): string {
		$value = $data[ $key ] ?? '';
		if ( ! is_string( $value ) || str_contains( $value, '&' ) || false === is_email( trim( $value ) ) ) {
			throw new Bad_Request( __( 'Please enter a valid email address', 'formation-orders' ), 400, 'invalid_field' );
		}
		return sanitize_email( trim( $value ) );
	}

	/**
	 * A nested JSON object (an associative array; {} counts).
	 *
	 * @param array<mixed> $data
	 * @return array<mixed>
	 */
	public static function object( array $data, string $key, bool $required = true ): array {
		$value = $data[ $key ] ?? ( $required ? null : array() );
		if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
			throw new Bad_Request( Request_Reader::unreadable() );
		}
		return $value;
	}

	/**
	 * A nested JSON list.
	 *
	 * @param array<mixed> $data
	 * @return list<mixed>
	 */
	public static function list( array $data, string $key ): array {
		$value = $data[ $key ] ?? array();
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			throw new Bad_Request( Request_Reader::unreadable() );
		}
		return $value;
	}
}
