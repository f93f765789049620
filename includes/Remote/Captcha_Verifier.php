<?php
/**
 * Checks a visitor's captcha answer with the captcha provider, server-side, with the secret from the settings.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Remote;

use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Settings;

/**
 * Speaks the common "siteverify" protocol: POST secret, response, remoteip as a form; JSON {success, error-codes}.
 */
final class Captcha_Verifier {

	public function __construct( private Settings $settings ) {
	}

	public static function missing_message(): string {
		return __( 'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.', 'formation-orders' );
	}

	public static function failed_message(): string {
		return __( 'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.', 'formation-orders' );
	}

	/**
	 * Throws Bad_Request unless the provider accepts the answer.
	 */
	public function verify( string $captcha_response, string $client_ip ): void {
		if ( '' === $captcha_response ) {
			throw new Bad_Request( self::missing_message(), 400, 'captcha_missing' );
		}
		$url    = $this->settings->get( 'captcha_verify_url' );
		$secret = $this->settings->get( 'captcha_secret' );
		if ( '' === $url || '' === $secret ) {
			// phpcs:ignore FormationOrders.PHP.DevelopmentFunctions -- a misconfiguration the operator must see.
			error_log( 'formation-orders: captcha verify URL or secret not configured; refusing captcha-protected submissions' );
			throw new Bad_Request( self::failed_message(), 503, 'captcha_unavailable' );
		}
		$response = wp_remote_post(
			$url,
			array(
				'timeout' => max( 1, $this->settings->get_int( 'http_timeout' ) ),
				'body'    => array(
					'secret'   => $secret,
					'response' => $captcha_response,
					'remoteip' => $client_ip,
				),
			)
		);
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			throw new Bad_Request( self::failed_message(), 502, 'captcha_unavailable' );
		}
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true, 8 );
		if ( ! is_array( $answer ) || true !== ( $answer['success'] ?? null ) ) {
			throw new Bad_Request( self::failed_message(), 400, 'captcha_failed' );
		}
	}
}
