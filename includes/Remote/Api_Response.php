<?php
/**
 * One answer from the marketing API.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Remote;

/**
 * Status 0 means the API could not be reached; body is null when it was not JSON.
 */
final class Api_Response {

	/**
	 * @param int               $status          HTTP status, 0 when unreachable.
	 * @param array<mixed>|null $body            Decoded JSON object or list.
	 * @param string            $transport_error Why the API could not be reached.
	 */
	public function __construct(
		public readonly int $status,
		public readonly ?array $body,
		public readonly string $transport_error = ''
	) {
	}

	public static function unreachable( string $reason ): self {
		return new self( 0, null, $reason );
	}

	public function is_ok(): bool {
		return $this->status >= 200 && $this->status < 300;
	}

	public function timed_out(): bool {
		return 0 === $this->status && 1 === preg_match( '/timed? ?out|cURL error 28/i', $this->transport_error );
	}

	/**
	 * The API's "result" object when the call succeeded.
	 *
	 * @return array<mixed>|null
	 */
	public function result(): ?array {
		if ( ! $this->is_ok() || ! is_array( $this->body['result'] ?? null ) ) {
			return null;
		}
		return $this->body['result'];
	}

	/**
	 * The API's own error message, when it gave one.
	 */
	public function error_message(): string {
		$error = $this->body['error'] ?? '';
		return is_string( $error ) ? $error : '';
	}
}
