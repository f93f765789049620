<?php
/**
 * A timed-out order: its key stays "outcome unknown", the retry asks the API again with the same Idempotency-Key.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Idempotency_Store;
use Formation_Orders\Gateway\Payload_Hash;
use WP_Error;

final class Order_Key_Timeout_Test extends Gateway_Test_Case {

	private const KEY = 'abcdef0123456789abcdef0123456789';

	/**
	 * @return array<string, string>
	 */
	private static function fields(): array {
		return array(
			'formType'   => 'registered-agent-signup',
			'orderKey'   => self::KEY,
			'signupData' => self::json( array( 'companies' => array() ) ),
		);
	}

	/**
	 * @return array{status: int, body: mixed, raw: string}
	 */
	private function order(): array {
		return $this->post( 'process_signup', self::fields() );
	}

	private function times_out(): void {
		$this->answer( '/process_signup', new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 20001 milliseconds with 0 bytes received' ) );
	}

	public function test_a_timeout_shows_the_catalogue_text_and_leaves_the_outcome_unknown(): void {
		$this->times_out();
		$answer = $this->order();

		$this->assertSame( 504, $answer['status'] );
		$this->assertSame( 'Signup Error', $answer['body']['title'] );
		$this->assertSame( 'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.', $answer['body']['error'] );
		$this->assertSame( Idempotency_Store::UNKNOWN, ( new Idempotency_Store( 0.0 ) )->state_of( 'process_signup', self::KEY ) );
	}

	public function test_the_retry_goes_upstream_with_the_same_key_and_its_answer_is_kept(): void {
		$this->times_out();
		$this->order();
		// The API did place the order the first time: with the same Idempotency-Key it answers that order.
		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 77 ) ) );
		$retry = $this->order();
		$again = $this->order();

		$this->assertSame( 200, $retry['status'] );
		$this->assertSame( 77, $retry['body']['result']['account_id'] );
		$this->assertSame( $retry['body'], $again['body'], 'a third request gets the kept answer' );
		$calls = $this->api_calls();
		$this->assertCount( 2, $calls, 'the timed-out call and its one retry; the third request stays in WordPress' );
		$this->assertSame( array( self::KEY, self::KEY ), array_map( static fn( $call ) => $call['headers']['Idempotency-Key'], $calls ) );
		$this->assertSame( Idempotency_Store::DONE, ( new Idempotency_Store( 0.0 ) )->state_of( 'process_signup', self::KEY ) );
	}

	public function test_two_retries_racing_for_an_unknown_outcome_send_one(): void {
		$this->times_out();
		$this->order();
		$first  = new Idempotency_Store( 0.0 );
		$second = new Idempotency_Store( 0.0 );

		$hash   = Payload_Hash::of( self::fields() );

		$this->assertNull( $first->claim( 'process_signup', self::KEY, $hash ), 'the first retry takes the key over' );
		$told = $second->claim( 'process_signup', self::KEY, $hash );

		$this->assertNotNull( $told );
		$this->assertSame( array( 409, 'in_progress' ), array( $told->status, $told->body['code'] ) );
	}

	public function test_a_refusal_after_a_timeout_frees_the_key(): void {
		$this->times_out();
		$this->order();
		$this->answer( '/process_signup', 402, array( 'error' => 'payment failed' ) );
		$declined = $this->order();

		$this->assertSame( 402, $declined['status'] );
		$this->assertNull( ( new Idempotency_Store( 0.0 ) )->state_of( 'process_signup', self::KEY ) );
	}

	public function test_an_unknown_outcome_is_forgotten_after_24_hours(): void {
		$this->times_out();
		$this->order();
		$name = 'fo_idem_' . md5( 'process_signup|' . self::KEY );
		update_option( $name, array( 'at' => time() - DAY_IN_SECONDS - 1 ) + get_option( $name ) );

		$this->assertSame( 1, ( new Idempotency_Store( 0.0 ) )->purge_expired() );
	}
}
