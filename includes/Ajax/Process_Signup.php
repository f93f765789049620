<?php
/**
 * admin-ajax action process_signup: places an order.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Remote\Api_Response;
use Formation_Orders\Remote\Marketing_Api;
use Formation_Orders\Settings;

/**
 * Checks the request, completes the order payload with what only the server may say (website, client IP,
 * test flag) and forwards it to the marketing API. Answers JSON `{result}` or `{error}` with an HTTP status.
 */
final class Process_Signup {

	public const ACTION       = 'process_signup';
	public const NONCE_ACTION = 'formation_orders_submit';

	/** Largest signupData accepted, in bytes: a full order is a few kilobytes. */
	private const MAX_SIGNUP_BYTES = 262144;
	private const MAX_JSON_DEPTH   = 16;

	public function __construct( private Marketing_Api $api, private Settings $settings ) {
	}

	public function add_hooks(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	public function handle(): void {
		if ( false === check_ajax_referer( self::NONCE_ACTION, 'nonce', false ) ) {
			$this->send_error( __( 'Your session has expired. Please reload the page and try again.', 'formation-orders' ), 403 );
		}

		$form_type = sanitize_key( wp_unslash( (string) ( $_POST['formType'] ?? '' ) ) ); // phpcs:ignore WordPress.Security.NonceVerification -- checked above.
		if ( '' === $form_type ) {
			$this->send_error( __( 'Form type not set. Aborting.', 'formation-orders' ), 400 );
		}

		$order = $this->read_signup_data();
		if ( null === $order ) {
			$this->send_error( __( 'The order could not be read. Please reload the page and try again.', 'formation-orders' ), 400 );
		}

		$order['website']   = (int) $this->settings->get( 'website_id' );
		$order['client_ip'] = $this->client_ip();
		$order['formType']  = $form_type;
		$order['test']      = '' !== $this->settings->get( 'tokenizer_test_key' );

		$this->answer( $this->api->post( self::ACTION, $order ) );
	}

	/**
	 * The decoded signupData object, or null when it is missing, too big, too deep or not an object.
	 *
	 * @return array<string, mixed>|null
	 */
	private function read_signup_data(): ?array {
		$raw = $_POST['signupData'] ?? null; // phpcs:ignore WordPress.Security.NonceVerification, WordPress.Security.ValidatedSanitizedInput -- JSON, decoded and checked below.
		if ( ! is_string( $raw ) || strlen( $raw ) > self::MAX_SIGNUP_BYTES ) {
			return null;
		}
		$decoded = json_decode( wp_unslash( $raw ), true, self::MAX_JSON_DEPTH );
		return is_array( $decoded ) && ! array_is_list( $decoded ) ? $decoded : null;
	}

	private function answer( Api_Response $response ): void {
		$result = $response->result();
		if ( null !== $result ) {
			wp_send_json( array( 'result' => $result ), 200 );
		}

		$is_client_error = $response->status >= 400 && $response->status < 500;
		if ( $is_client_error && '' !== $response->error_message() ) {
			$this->send_error( $response->error_message(), $response->status );
		}

		// Only the status is logged: the payload holds personal data.
		error_log( sprintf( 'formation-orders: %s upstream failure, status %d %s', self::ACTION, $response->status, $response->transport_error ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		$this->send_error( __( 'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.', 'formation-orders' ), 502 );
	}

	private function client_ip(): string {
		$ip = filter_var( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ), FILTER_VALIDATE_IP ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated as an IP.
		return false === $ip ? '' : $ip;
	}

	/**
	 * @return never
	 */
	private function send_error( string $message, int $status ): void {
		wp_send_json( array( 'error' => $message ), $status );
	}
}
