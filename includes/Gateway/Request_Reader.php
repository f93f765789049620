<?php
/**
 * The one place the gateway reads what the browser sent.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * Typed access to one request's fields. Every read checks the type and the size and throws Bad_Request with a
 * visitor-facing message when the field is not what the action needs; strings are sanitized on the way in.
 */
final class Request_Reader {

	/** Default most bytes of one JSON field: a full order is a few kilobytes. */
	public const MAX_JSON_BYTES = 262144;
	public const MAX_JSON_DEPTH = 16;
	/** Default most characters of one text field, unless the field sets its own. */
	public const MAX_TEXT = 524288;

	/**
	 * @param array<string, mixed> $fields Unslashed request fields ($_POST after wp_unslash).
	 * @param array<string, mixed> $files  $_FILES.
	 */
	public function __construct( private array $fields, private array $files = array() ) {
	}

	public static function from_globals(): self {
		// phpcs:ignore FormationOrders.Security.NonceVerification.Missing, FormationOrders.Security.ValidatedSanitizedInput -- Ajax\Action checks the nonce before any field is used; each field is type-checked and cleaned when read.
		return new self( wp_unslash( $_POST ), $_FILES );
	}

	public function has( string $name ): bool {
		return isset( $this->fields[ $name ] ) && '' !== $this->fields[ $name ];
	}

	/**
	 * A single-line text field: a string of at most $max characters, tags and line breaks stripped.
	 */
	public function text( string $name, int $max = 200, bool $required = false, string $missing_message = '' ): string {
		$raw = $this->fields[ $name ] ?? '';
		if ( ! is_string( $raw ) ) {
			throw new Bad_Request( self::unreadable() );
		}
		if ( mb_strlen( $raw ) > $max ) {
			throw new Bad_Request( self::unreadable() );
		}
		$clean = sanitize_text_field( $raw );
		if ( $required && '' === $clean ) {
			throw new Bad_Request( '' !== $missing_message ? $missing_message : self::unreadable() );
		}
		return $clean;
	}

	/**
	 * The form type: a slug; missing aborts with "Form type not set. Aborting."
	 */
	public function form_type(): string {
		$raw = $this->fields['formType'] ?? '';
		if ( ! is_string( $raw ) || strlen( $raw ) > 64 || '' === sanitize_key( $raw ) ) {
			throw new Bad_Request( __( 'Form type not set. Aborting.', 'formation-orders' ) );
		}
		return sanitize_key( $raw );
	}

	/**
	 * A JSON object field, decoded, size- and depth-checked and sanitized (see Json_Sanitizer).
	 *
	 * @return array<string, mixed>
	 */
	public function json_object( string $name, string $unreadable_message = '', int $max_bytes = self::MAX_JSON_BYTES ): array {
		$message = '' !== $unreadable_message ? $unreadable_message : self::unreadable();
		$raw     = $this->fields[ $name ] ?? null;
		if ( ! is_string( $raw ) || strlen( $raw ) > $max_bytes ) {
			throw new Bad_Request( $message );
		}
		$decoded = json_decode( $raw, true, self::MAX_JSON_DEPTH );
		if ( ! is_array( $decoded ) || ( array() !== $decoded && array_is_list( $decoded ) ) ) {
			throw new Bad_Request( $message );
		}
		return Json_Sanitizer::clean( $decoded );
	}

	/**
	 * An uploaded file as PHP received it, or null when none was sent under that name.
	 *
	 * @return array{name: string, tmp_name: string, size: int, error: int}|null
	 */
	public function file( string $name ): ?array {
		$file = $this->files[ $name ] ?? null;
		if ( null === $file ) {
			return null;
		}
		if ( ! is_array( $file ) || ! is_string( $file['name'] ?? null ) || ! is_string( $file['tmp_name'] ?? null ) || ! is_int( $file['error'] ?? null ) ) {
			// Arrays of files (name="resume[]") and anything else odd.
			throw new Bad_Request( self::unreadable() );
		}
		if ( UPLOAD_ERR_NO_FILE === $file['error'] ) {
			return null;
		}
		return array(
			'name'     => sanitize_file_name( $file['name'] ),
			'tmp_name' => $file['tmp_name'],
			'size'     => (int) ( $file['size'] ?? 0 ),
			'error'    => $file['error'],
		);
	}

	/**
	 * Names of uploaded files matching a pattern, e.g. project-1, project-2, in numeric order.
	 *
	 * @return list<string>
	 */
	public function file_names_matching( string $pattern ): array {
		$names = array_values( array_filter( array_map( 'strval', array_keys( $this->files ) ), static fn( string $n ) => 1 === preg_match( $pattern, $n ) ) );
		natsort( $names );
		return array_values( $names );
	}

	/**
	 * The hash that binds an order key to this request (see Payload_Hash).
	 *
	 * @param list<string> $skipped_paths Dotted paths inside JSON fields that may differ between sendings of one order.
	 */
	public function payload_hash( array $skipped_paths = array() ): string {
		return Payload_Hash::of( $this->fields, $skipped_paths );
	}

	public static function unreadable(): string {
		return __( 'Your submission could not be read. Please reload the page and try again.', 'formation-orders' );
	}
}
