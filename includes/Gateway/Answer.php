<?php
/**
 * What an action answers: a JSON body and an HTTP status.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * Immutable; built by the actions, sent once by Ajax\Action, stored as is by the idempotency store.
 */
final class Answer {

	/**
	 * @param array<string, mixed> $body
	 */
	public function __construct( public readonly int $status, public readonly array $body ) {
	}

	/**
	 * @param array<string, mixed> $result
	 */
	public static function result( array $result ): self {
		return new self( 200, array( 'result' => $result ) );
	}

	public static function success( array $extra = array() ): self {
		return new self( 200, array( 'success' => true ) + $extra );
	}

	/**
	 * @param string $message Visitor-facing, translated.
	 * @param string $code    Machine-readable reason.
	 * @param string $title   Catalogue title (Signup Error, Payment Error, Server Error, Application Error), if any.
	 */
	public static function error( string $message, int $status, string $code = 'error', string $title = '' ): self {
		$body = array(
			'success' => false,
			'error'   => $message,
			'code'    => $code,
		);
		if ( '' !== $title ) {
			$body['title'] = $title;
		}
		return new self( $status, $body );
	}

	public function is_success(): bool {
		return $this->status >= 200 && $this->status < 300;
	}

	/**
	 * @return never
	 */
	public function send(): void {
		wp_send_json( $this->body, $this->status );
	}

	/**
	 * @return array{status: int, body: array<string, mixed>}
	 */
	public function to_array(): array {
		return array(
			'status' => $this->status,
			'body'   => $this->body,
		);
	}

	public static function from_array( mixed $stored ): ?self {
		if ( ! is_array( $stored ) || ! is_int( $stored['status'] ?? null ) || ! is_array( $stored['body'] ?? null ) ) {
			return null;
		}
		return new self( $stored['status'], $stored['body'] );
	}
}
