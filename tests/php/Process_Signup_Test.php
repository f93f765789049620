<?php
/**
 * What process_signup answers, for success and for each failure.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Process_Signup;
use Formation_Orders\Settings;
use WP_Error;

final class Process_Signup_Test extends Test_Case {

	private const API_ROOT = 'http://marketing.test/api';

	/** @var list<array{url: string, args: array<string, mixed>}> */
	private array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::OPTION,
			array(
				'api_root'           => self::API_ROOT,
				'website_id'         => '7',
				'tokenizer_url'      => 'http://tokenizer.test/tokenize',
				'tokenizer_test_key' => 'test_key',
			)
		);
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->answer_with( 200, array( 'result' => array( 'invoice_numbers' => array( 'INV-000001' ), 'account_id' => 42, 'login_url' => 'http://marketing.test/login?account=42' ) ) );
	}

	/**
	 * Stubs the marketing API: every outgoing request is recorded and gets this answer.
	 *
	 * @param int|WP_Error $status HTTP status, or a transport error.
	 * @param mixed        $body   JSON-encoded unless it is already a string.
	 */
	private function answer_with( int|WP_Error $status, mixed $body = null ): void {
		$this->sent = array();
		$this->stub_http(
			function ( array $args, string $url ) use ( $status, $body ) {
				$this->sent[] = array( 'url' => $url, 'args' => $args );
				return $status instanceof WP_Error ? $status : self::http_response( $status, $body );
			}
		);
	}

	/**
	 * @param array<string, mixed> $overrides Fields to replace in the request.
	 * @return array{status: int, body: mixed}
	 */
	private function post_order( array $overrides = array() ): array {
		return $this->call_ajax(
			Process_Signup::ACTION,
			array_merge(
				array(
					'nonce'      => wp_create_nonce( Process_Signup::NONCE_ACTION ),
					'formType'   => 'registered-agent-signup',
					'pageID'     => '12',
					'signupData' => wp_json_encode( $this->sample_order() ),
				),
				$overrides
			)
		);
	}

	/** @return array<string, mixed> */
	private function sample_order(): array {
		$order = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/signup-payload.json' ), true );
		unset( $order['website'], $order['client_ip'], $order['test'] );
		return $order;
	}

	/** @return array<string, mixed> */
	private function forwarded_order(): array {
		$this->assertCount( 1, $this->sent, 'exactly one call to the marketing API' );
		return json_decode( (string) $this->sent[0]['args']['body'], true );
	}

	public function test_success_answers_the_api_result(): void {
		$answer = $this->post_order();

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 42, $answer['body']['result']['account_id'] );
		$this->assertSame( 'http://marketing.test/login?account=42', $answer['body']['result']['login_url'] );
		$this->assertSame( self::API_ROOT . '/process_signup', $this->sent[0]['url'] );
	}

	public function test_the_server_sets_website_client_ip_test_flag_and_form_type(): void {
		$this->post_order(
			array(
				'signupData' => wp_json_encode(
					array_merge( $this->sample_order(), array( 'website' => 999, 'client_ip' => '10.0.0.1', 'test' => false, 'formType' => 'other' ) )
				),
			)
		);

		$order = $this->forwarded_order();
		$this->assertSame( 7, $order['website'] );
		$this->assertSame( '203.0.113.9', $order['client_ip'] );
		$this->assertTrue( $order['test'] );
		$this->assertSame( 'registered-agent-signup', $order['formType'] );
		$this->assertSame( $this->sample_order()['companies'], $order['companies'] );
	}

	public function test_the_form_file_name_request_field_travels_with_the_order(): void {
		$this->post_order( array( 'formFileName' => 'registered-agent' ) );

		$this->assertSame( 'registered-agent', $this->forwarded_order()['formFileName'] );
	}

	public function test_the_form_file_name_is_read_as_a_slug_and_only_from_the_request_field(): void {
		$this->post_order(
			array(
				'formFileName' => '<b>LLC Formation</b>',
				'signupData'   => wp_json_encode( array_merge( $this->sample_order(), array( 'formFileName' => 'forged' ) ) ),
			)
		);
		$this->assertSame( 'llc-formation', $this->forwarded_order()['formFileName'] );

		$this->sent = array();
		$this->post_order( array( 'signupData' => wp_json_encode( array_merge( $this->sample_order(), array( 'formFileName' => 'forged' ) ) ) ) );
		$this->assertArrayNotHasKey( 'formFileName', $this->forwarded_order() );
	}

	public function test_quotes_survive_wordpress_slashing_of_the_request(): void {
		$order = $this->sample_order();
		$order['companies'][0]['company']['name'] = "O'Brien \"Quoted\" LLC";
		$this->post_order( array( 'signupData' => wp_json_encode( $order ) ) );

		$this->assertSame( "O'Brien \"Quoted\" LLC", $this->forwarded_order()['companies'][0]['company']['name'] );
	}

	public function test_bad_nonce_is_refused_without_calling_the_api(): void {
		$answer = $this->post_order( array( 'nonce' => 'not-a-nonce' ) );

		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( 'Your session has expired. Please reload the page and try again.', $answer['body']['error'] );
		$this->assertSame( array(), $this->sent );
	}

	public function test_missing_form_type_aborts(): void {
		$answer = $this->post_order( array( 'formType' => '' ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'Form type not set. Aborting.', $answer['body']['error'] );
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * @dataProvider unreadable_orders
	 */
	public function test_unreadable_signup_data_is_refused( mixed $signup_data ): void {
		$answer = $this->post_order( array( 'signupData' => $signup_data ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'The order could not be read. Please reload the page and try again.', $answer['body']['error'] );
		$this->assertSame( array(), $this->sent );
	}

	/** @return array<string, array{mixed}> */
	public static function unreadable_orders(): array {
		return array(
			'malformed JSON'   => array( '{"companies": [' ),
			'a JSON list'      => array( '[1, 2, 3]' ),
			'a JSON string'    => array( '"order"' ),
			'not a string'     => array( array( 'companies' => array() ) ),
			'too deep'         => array( str_repeat( '{"a":', 40 ) . '1' . str_repeat( '}', 40 ) ),
			'over 256 KB'      => array( '{"notes":"' . str_repeat( 'x', 262144 ) . '"}' ),
		);
	}

	public function test_unreachable_api_gives_the_unknown_error(): void {
		$this->answer_with( new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' ) );
		$answer = $this->post_order();

		$this->assertSame( 502, $answer['status'] );
		$this->assertSame(
			'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.',
			$answer['body']['error']
		);
	}

	/**
	 * @dataProvider upstream_failures
	 */
	public function test_upstream_failures_give_the_unknown_error( int $status, mixed $body ): void {
		$this->answer_with( $status, $body );
		$answer = $this->post_order();

		$this->assertSame( 502, $answer['status'] );
		$this->assertStringStartsWith( 'An unknown error occurred.', $answer['body']['error'] );
	}

	/** @return array<string, array{int, mixed}> */
	public static function upstream_failures(): array {
		return array(
			'server error'          => array( 500, array( 'error' => 'Internal sandbox fault' ) ),
			'invalid JSON'          => array( 200, '{"result": ' ),
			'success without result' => array( 200, array( 'ok' => true ) ),
			'client error, no text' => array( 400, array() ),
		);
	}

	public function test_the_apis_own_refusal_is_passed_on(): void {
		$this->answer_with( 400, array( 'error' => 'This email address already has an account.' ) );
		$answer = $this->post_order();

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'This email address already has an account.', $answer['body']['error'] );
	}

	public function test_payment_failed_is_passed_on_for_the_payment_error(): void {
		$this->answer_with( 402, array( 'error' => 'payment failed' ) );
		$answer = $this->post_order();

		$this->assertSame( 402, $answer['status'] );
		$this->assertSame( 'payment failed', $answer['body']['error'] );
	}

	public function test_no_api_root_configured_gives_the_unknown_error_without_a_call(): void {
		update_option( Settings::OPTION, array( 'website_id' => '7' ) );
		$answer = $this->post_order();

		$this->assertSame( 502, $answer['status'] );
		$this->assertSame( array(), $this->sent );
	}
}
