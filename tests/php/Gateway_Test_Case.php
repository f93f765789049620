<?php
/**
 * Shared setup for the gateway's action tests: sandbox-like settings, a recording stub of every outside service.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Action;
use Formation_Orders\Settings;
use WP_Error;

abstract class Gateway_Test_Case extends Test_Case {

	protected const API_ROOT   = 'http://marketing.test/api';
	protected const CAPTCHA    = 'http://captcha.test/siteverify';
	protected const POSTAL     = 'http://postal.test/ShippingAPI.dll';
	protected const GOOD_TOKEN = 'captcha-pass';

	/**
	 * Outgoing requests of the current test: url, method, body (decoded JSON or form array), headers.
	 *
	 * @var list<array{url: string, method: string, body: mixed, headers: array<string, string>}>
	 */
	protected array $sent = array();

	/** @var array<string, array{0: int|WP_Error, 1: mixed}> path fragment => [status, body] */
	private array $answers = array();

	protected function setUp(): void {
		parent::setUp();
		update_option( Settings::OPTION, $this->settings() );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->sent             = array();
		$this->answers          = array();
		$this->stub_http(
			function ( array $args, string $url ) {
				$body         = $args['body'] ?? null;
				$this->sent[] = array(
					'url'     => $url,
					'method'  => (string) ( $args['method'] ?? 'GET' ),
					'body'    => is_string( $body ) ? json_decode( $body, true ) : $body,
					'headers' => (array) ( $args['headers'] ?? array() ),
				);
				if ( str_starts_with( $url, self::CAPTCHA ) ) {
					return self::http_response( 200, array( 'success' => self::GOOD_TOKEN === ( $body['response'] ?? '' ) ) );
				}
				foreach ( $this->answers as $fragment => [ $status, $answer ] ) {
					if ( str_contains( $url, $fragment ) ) {
						return $status instanceof WP_Error ? $status : self::http_response( $status, $answer );
					}
				}
				return new WP_Error( 'http_request_failed', 'no answer stubbed for ' . $url );
			}
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	protected function settings(): array {
		return array(
			'api_root'               => self::API_ROOT,
			'website_id'             => '7',
			'tokenizer_url'          => 'http://tokenizer.test/tokenize',
			'tokenizer_test_key'     => 'test_key',
			'captcha_site_key'       => 'site-key',
			'captcha_secret'         => 'captcha-secret',
			'captcha_verify_url'     => self::CAPTCHA,
			'postal_lookup_url'      => self::POSTAL,
			'postal_lookup_key'      => 'postal-key',
			'backend_address_check'  => true,
			'rate_limit_submissions' => 1000,
			'rate_limit_lookups'     => 1000,
		);
	}

	/**
	 * The outside service answers requests whose URL contains $fragment with this status and body.
	 *
	 * @param int|WP_Error $status
	 */
	protected function answer( string $fragment, int|WP_Error $status, mixed $body = null ): void {
		$this->answers[ $fragment ] = array( $status, $body );
	}

	/**
	 * Posts an action with a valid nonce (unless given) and returns {status, body, raw}.
	 *
	 * @param array<string, mixed> $fields
	 * @return array{status: int, body: mixed, raw: string}
	 */
	protected function post( string $action, array $fields = array() ): array {
		return $this->call_ajax( $action, $fields + array( 'nonce' => wp_create_nonce( Action::NONCE_ACTION ) ) );
	}

	/**
	 * Requests that went to the marketing API (not the captcha or postal services).
	 *
	 * @return list<array{url: string, method: string, body: mixed, headers: array<string, string>}>
	 */
	protected function api_calls(): array {
		return array_values( array_filter( $this->sent, static fn( $r ) => str_starts_with( $r['url'], self::API_ROOT ) ) );
	}

	protected static function json( array $value ): string {
		return (string) wp_json_encode( $value );
	}
}
