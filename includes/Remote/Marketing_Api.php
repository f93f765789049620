<?php
/**
 * The only class that calls the business's marketing API.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Remote;

use Formation_Orders\Settings;

/**
 * Sends JSON to the marketing API root from the settings and reports what came back, without judging it.
 */
final class Marketing_Api {

	public function __construct( private Settings $settings ) {
	}

	/**
	 * @param string               $path    Path under the API root, e.g. "process_signup".
	 * @param array<string, mixed> $body    Request body, sent as JSON.
	 * @param array<string, string> $headers Extra headers, e.g. Idempotency-Key.
	 */
	public function post( string $path, array $body, array $headers = array() ): Api_Response {
		return $this->request( 'POST', $path, array(), $headers + array( 'Content-Type' => 'application/json' ), (string) wp_json_encode( $body ) );
	}

	/**
	 * @param string                $path    Path under the API root, e.g. "registered_agent_products".
	 * @param array<string, string> $query   Query parameters; website_id is added.
	 * @param array<string, string> $headers Extra headers, e.g. Idempotency-Key.
	 */
	public function get( string $path, array $query = array(), array $headers = array() ): Api_Response {
		return $this->request( 'GET', $path, $query + array( 'website_id' => $this->settings->get( 'website_id' ) ), $headers, null );
	}

	public function is_configured(): bool {
		return '' !== $this->settings->get( 'api_root' );
	}

	/**
	 * @param array<string, string> $query
	 * @param array<string, string> $headers
	 */
	private function request( string $method, string $path, array $query, array $headers, ?string $body ): Api_Response {
		$root = $this->settings->get( 'api_root' );
		if ( '' === $root ) {
			return Api_Response::unreachable( 'The marketing API root is not configured.' );
		}
		$url  = $root . '/' . ltrim( $path, '/' );
		$url  = array() === $query ? $url : add_query_arg( array_map( 'rawurlencode', $query ), $url );
		$args = array(
			'method'  => $method,
			'timeout' => max( 1, $this->settings->get_int( 'http_timeout' ) ),
			'headers' => $headers + array( 'Accept' => 'application/json' ),
		);
		if ( null !== $body ) {
			$args['body'] = $body;
		}
		$response = wp_remote_request( $url, $args );
		if ( is_wp_error( $response ) ) {
			return Api_Response::unreachable( $response->get_error_message() );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true, 64 );
		return new Api_Response( $status, is_array( $decoded ) ? $decoded : null );
	}
}
