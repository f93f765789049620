<?php
/**
 * Rate limits, order keys (idempotency), request size and the captcha rule of process_signup.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Idempotency_Store;
use Formation_Orders\Settings;

final class Hardening_Test extends Gateway_Test_Case {

	private const KEY = '0123456789abcdef0123456789abcdef';

	protected function setUp(): void {
		parent::setUp();
		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 42, 'login_url' => 'http://m.test/login' ) ) );
	}

	/**
	 * @return array{status: int, body: mixed, raw: string}
	 */
	private function order( array $fields = array() ): array {
		return $this->post(
			'process_signup',
			$fields + array(
				'formType'   => 'registered-agent-signup',
				'orderKey'   => self::KEY,
				'signupData' => self::json( array( 'companies' => array() ) ),
			)
		);
	}

	public function test_submissions_over_the_limit_get_429_with_a_clear_message(): void {
		update_option( Settings::OPTION, array( 'rate_limit_submissions' => 3 ) + $this->settings() );
		$statuses = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$statuses[] = $this->order( array( 'orderKey' => '' ) )['status'];
		}
		$refused = $this->order( array( 'orderKey' => '' ) );

		$this->assertSame( array( 200, 200, 200, 429 ), $statuses );
		$this->assertSame( 'Too many requests from your network. Please wait 10 minutes and try again.', $refused['body']['error'] );
		$this->assertSame( 'rate_limited', $refused['body']['code'] );
		$this->assertCount( 3, $this->api_calls() );
	}

	public function test_the_limit_is_per_address_and_per_bucket(): void {
		update_option( Settings::OPTION, array( 'rate_limit_submissions' => 1 ) + $this->settings() );
		$this->order( array( 'orderKey' => '' ) );
		$this->assertSame( 429, $this->order( array( 'orderKey' => '' ) )['status'] );

		$this->assertSame( 200, $this->post( 'process_captcha', array( 'captchaResponse' => self::GOOD_TOKEN ) )['status'], 'lookups count apart' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.1';
		$this->assertSame( 200, $this->order( array( 'orderKey' => '' ) )['status'], 'another address' );
	}

	public function test_forwarded_for_headers_do_not_change_the_address(): void {
		update_option( Settings::OPTION, array( 'rate_limit_submissions' => 1 ) + $this->settings() );
		$this->order( array( 'orderKey' => '' ) );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.77';

		$this->assertSame( 429, $this->order( array( 'orderKey' => '' ) )['status'] );
	}

	public function test_counters_of_windows_that_ended_a_day_ago_are_purged(): void {
		global $wpdb;
		$this->order( array( 'orderKey' => '' ) );
		$name = 'fo_rate_submit_' . md5( '203.0.113.9' );
		$this->assertSame( 0, \Formation_Orders\Gateway\Rate_Limiter::purge_expired(), 'a live window stays' );
		$wpdb->update( $wpdb->options, array( 'option_value' => '5|' . ( time() - DAY_IN_SECONDS - 1 ) ), array( 'option_name' => $name ) );

		$this->assertSame( 1, \Formation_Orders\Gateway\Rate_Limiter::purge_expired() );
	}

	public function test_a_retry_with_the_same_order_key_gets_the_first_answer_and_no_second_order(): void {
		$first = $this->order();
		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 43 ) ) );
		$retry = $this->order();

		$this->assertSame( $first['body'], $retry['body'] );
		$this->assertSame( 42, $retry['body']['result']['account_id'] );
		$this->assertCount( 1, $this->api_calls() );
		$this->assertSame( self::KEY, $this->api_calls()[0]['headers']['Idempotency-Key'] );
	}

	public function test_another_payload_under_a_known_key_is_refused_without_the_kept_answer(): void {
		$this->order();
		$other = $this->order( array( 'signupData' => self::json( array( 'companies' => array( array( 'name' => 'Other LLC' ) ) ) ) ) );

		$this->assertSame( array( 422, 'order_key_reused' ), array( $other['status'], $other['body']['code'] ) );
		$this->assertSame( 'This order key was already used for a different submission. Please reload the page and try again.', $other['body']['error'] );
		$this->assertArrayNotHasKey( 'result', $other['body'] );
		$this->assertCount( 1, $this->api_calls() );
	}

	public function test_the_same_order_rebuilt_after_a_reload_matches_its_key(): void {
		$order = array(
			'companies' => array( array( 'name' => 'Acme LLC' ) ),
			'payment'   => array(
				'token'       => 'tok_first',
				'customer_id' => 'cus_first',
				'currency'    => 'USD',
			),
		);
		$this->order( array( 'signupData' => self::json( $order ) ) );
		// Keys in another order and a new card token: the same order.
		$rebuilt = array(
			'payment'   => array(
				'currency'    => 'USD',
				'customer_id' => 'cus_second',
				'token'       => 'tok_second',
			),
			'companies' => array( array( 'name' => 'Acme LLC' ) ),
		);
		$retry   = $this->order( array( 'signupData' => self::json( $rebuilt ) ) );
		$changed = $this->order( array( 'signupData' => self::json( array( 'payment' => array( 'currency' => 'EUR' ) ) + $rebuilt ) ) );

		$this->assertSame( 42, $retry['body']['result']['account_id'] );
		$this->assertSame( 'order_key_reused', $changed['body']['code'] );
		$this->assertCount( 1, $this->api_calls() );
	}

	public function test_a_refused_order_may_be_retried_with_the_same_key(): void {
		$this->answer( '/process_signup', 402, array( 'error' => 'payment failed' ) );
		$declined = $this->order();
		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 44 ) ) );
		$retry = $this->order();

		$this->assertSame( array( 402, 'Payment Error' ), array( $declined['status'], $declined['body']['title'] ) );
		$this->assertSame( 44, $retry['body']['result']['account_id'] );
		$this->assertCount( 2, $this->api_calls() );
	}

	public function test_a_duplicate_while_the_first_is_still_running_is_told_to_wait(): void {
		$store = new Idempotency_Store( 0.0 );
		$this->assertNull( $store->claim( 'process_signup', self::KEY, 'hash' ) );

		$duplicate = $store->claim( 'process_signup', self::KEY, 'hash' );

		$this->assertSame( 409, $duplicate->status );
		$this->assertSame( 'in_progress', $duplicate->body['code'] );
	}

	public function test_remembered_answers_expire_after_24_hours(): void {
		$store = new Idempotency_Store( 0.0 );
		$this->order();
		$name = 'fo_idem_' . md5( 'process_signup|' . self::KEY );
		$old  = get_option( $name );
		$this->assertSame( 'done', $old['state'] );
		update_option( $name, array( 'at' => time() - DAY_IN_SECONDS - 1 ) + $old );

		$this->assertSame( 1, $store->purge_expired() );
		$this->assertFalse( get_option( $name ) );
	}

	public function test_different_keys_place_different_orders(): void {
		$this->order();
		$this->order( array( 'orderKey' => 'fedcba9876543210fedcba9876543210' ) );

		$this->assertCount( 2, $this->api_calls() );
	}

	public function test_an_oversized_request_is_refused_before_anything_else(): void {
		$_SERVER['CONTENT_LENGTH'] = '5000000';
		$answer                    = $this->order();

		$this->assertSame( 413, $answer['status'] );
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * @dataProvider captcha_form_types
	 */
	public function test_signup_checks_the_captcha_of_the_form_types_that_send_one( string $form_type, bool $needs_captcha ): void {
		$answer = $this->order( array( 'formType' => $form_type, 'orderKey' => '' ) );

		if ( $needs_captcha ) {
			$this->assertSame( 400, $answer['status'] );
			$this->assertSame( 'captcha_missing', $answer['body']['code'] );
			$this->assertSame( 200, $this->order( array( 'formType' => $form_type, 'orderKey' => '', 'captchaResponse' => self::GOOD_TOKEN ) )['status'] );
		} else {
			$this->assertSame( 200, $answer['status'] );
		}
	}

	/** @return array<string, array{string, bool}> */
	public static function captcha_form_types(): array {
		return array(
			'free account'            => array( 'free-account', true ),
			'affiliate signup'        => array( 'affiliate-signup', true ),
			'registered agent (paid)' => array( 'registered-agent-signup', false ),
			'business formation'      => array( 'business-formation', false ),
			'login'                   => array( 'login', false ),
			// A message form posts to process_contact; sent here it still owes the captcha its descriptor asks.
			'contact, sent here'      => array( 'contact', true ),
		);
	}

	public function test_nyop_refusal_carries_the_minimum(): void {
		$this->answer( '/process_signup', 400, array( 'error' => 'Price too low', 'min' => 49 ) );
		$answer = $this->order();

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 49, $answer['body']['min'] );
		$this->assertSame( 'Price too low', $answer['body']['error'] );
	}

	public function test_upstream_messages_are_plain_text_when_passed_on(): void {
		$this->answer( '/process_signup', 400, array( 'error' => 'Bad <img src=x onerror=alert(1)>email' ) );

		$this->assertSame( 'Bad email', $this->order()['body']['error'] );
	}

	public function test_faults_are_logged_without_the_order(): void {
		$log = (string) ini_get( 'error_log' );
		$this->answer( '/process_signup', 500, array( 'error' => 'boom' ) );
		$before = is_file( $log ) ? (string) file_get_contents( $log ) : '';
		$this->order( array( 'signupData' => self::json( array( 'account' => array( 'password' => 'Sup3r$ecret', 'email_address' => 'ada@example.com' ) ) ) ) );
		$written = substr( is_file( $log ) ? (string) file_get_contents( $log ) : '', strlen( $before ) );

		$this->assertStringContainsString( 'process_signup upstream fault, status 500', $written );
		$this->assertStringNotContainsString( 'Sup3r$ecret', $written );
		$this->assertStringNotContainsString( 'ada@example.com', $written );
	}
}
