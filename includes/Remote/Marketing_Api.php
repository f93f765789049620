<?php
/**
 * The only class that calls the business's marketing API.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Remote;

use Formation_Orders\Settings;

/**
 * Posts JSON to the marketing API root from the settings and reports what came back, without judging it.
 */
final class Marketing_Api {

	private const TIMEOUT_SECONDS = 30;

	public function __construct( private Settings $settings ) {
	}

	/**
	 * @param string               $path Path under the API root, e.g. "process_signup".
	 * @param array<string, mixed> $body Request body, sent as JSON.
	 */
	public function post( string $path, array $body ): Api_Response {
		$root = $this->settings->get( 'api_root' );
		if ( '' === $root ) {
			return Api_Response::unreachable( 'The marketing API root is not configured.' );
		}

		$response = wp_remote_post(
			$root . '/' . ltrim( $path, '/' ),
			array(
				'timeout' => self::TIMEOUT_SECONDS,
				'headers' => array(
					'Content-Type' => 'application/json',
					'Accept'       => 'application/json',
				),
				'body'    => wp_json_encode( $body ),
			)
		);

		if ( is_wp_error( $response ) ) {
			return Api_Response::unreachable( $response->get_error_message() );
		}

		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true, 64 );
		return new Api_Response( (int) wp_remote_retrieve_response_code( $response ), is_array( $decoded ) ? $decoded : null );
	}
}
