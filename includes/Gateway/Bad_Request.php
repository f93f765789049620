<?php
/**
 * A request the gateway refuses, with the status and the visitor-facing message to answer.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * Thrown by the request reader and the checks; Ajax\Action turns it into a JSON error answer.
 */
final class Bad_Request extends \RuntimeException {

	/**
	 * @param string $message Shown to the visitor (already translated).
	 * @param int    $status  HTTP status of the answer.
	 * @param string $code    Machine-readable reason, e.g. "invalid_nonce", for the browser to act on.
	 */
	public function __construct( string $message, public readonly int $status = 400, public readonly string $error_code = 'bad_request' ) {
		parent::__construct( $message );
	}

	public function answer(): Answer {
		return Answer::error( $this->getMessage(), $this->status, $this->error_code );
	}
}
