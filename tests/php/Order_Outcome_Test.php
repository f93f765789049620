<?php
/**
 * formation_orders_order_outcome: what became of a submission whose answer the page never saw.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Idempotency_Store;
use Formation_Orders\Gateway\Payload_Hash;
use WP_Error;

final class Order_Outcome_Test extends Gateway_Test_Case {

	private const KEY = 'fedcba9876543210fedcba9876543210';

	/**
	 * @param array<string, string> $fields
	 * @return array<string, string>
	 */
	private static function order( array $fields = array() ): array {
		return $fields + array(
			'formType'   => 'registered-agent-signup',
			'orderKey'   => self::KEY,
			'signupData' => self::json(
				array(
					'companies' => array( array( 'name' => 'Acme LLC' ) ),
					'payment'   => array( 'token' => 'tok_1' ),
				)
			),
		);
	}

	/**
	 * The page's question after a reload: the same order, rebuilt without a card token.
	 *
	 * @return array{status: int, body: mixed, raw: string}
	 */
	private function ask( array $fields = array() ): array {
		$rebuilt = self::json(
			array(
				'payment'   => array( 'token' => '' ),
				'companies' => array( array( 'name' => 'Acme LLC' ) ),
			)
		);
		return $this->post( 'formation_orders_order_outcome', self::order( $fields + array( 'signupData' => $rebuilt, 'orderAction' => 'process_signup' ) ) );
	}

	private function times_out(): void {
		$this->answer( '/process_signup', new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 2001 milliseconds' ) );
		$answer = $this->post( 'process_signup', self::order() );
		$this->assertSame( array( 504, 'outcome_unknown' ), array( $answer['status'], $answer['body']['code'] ) );
	}

	public function test_a_late_order_the_api_placed_is_found_by_its_key_and_kept(): void {
		$this->times_out();
		$this->answer( '/idempotent_answer', 200, array( 'status' => 200, 'body' => array( 'result' => array( 'account_id' => 61 ) ) ) );

		$outcome = $this->ask();

		$this->assertSame( 200, $outcome['status'] );
		$this->assertSame( 'placed', $outcome['body']['outcome'] );
		$this->assertSame( 61, $outcome['body']['answer']['result']['account_id'] );
		$lookup = $this->api_calls()[1];
		$this->assertSame( 'GET', $lookup['method'] );
		$this->assertStringContainsString( '/idempotent_answer?path=process_signup', $lookup['url'] );
		$this->assertSame( self::KEY, $lookup['headers']['Idempotency-Key'] );
		$this->assertSame( Idempotency_Store::DONE, ( new Idempotency_Store( 0.0 ) )->state_of( 'process_signup', self::KEY ) );

		$resent = $this->post( 'process_signup', self::order() );
		$this->assertSame( 61, $resent['body']['result']['account_id'], 'a resubmission gets the placed order' );
		$this->assertCount( 2, $this->api_calls(), 'the timed-out order and the lookup; nothing after' );
	}

	public function test_a_late_order_the_api_never_received_is_not_placed_and_its_key_may_go_again(): void {
		$this->times_out();
		$this->answer( '/idempotent_answer', 404, array( 'error' => 'no request was accepted with this Idempotency-Key' ) );

		$this->assertSame( 'not_placed', $this->ask()['body']['outcome'] );

		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 62 ) ) );
		$resent = $this->post( 'process_signup', self::order() );
		$this->assertSame( 62, $resent['body']['result']['account_id'] );
		$this->assertSame( self::KEY, $this->api_calls()[2]['headers']['Idempotency-Key'] );
	}

	public function test_an_api_that_cannot_tell_now_leaves_the_outcome_unknown(): void {
		$this->times_out();
		$this->answer( '/idempotent_answer', 503, array() );

		$this->assertSame( 'unknown', $this->ask()['body']['outcome'] );
		$this->assertSame( Idempotency_Store::UNKNOWN, ( new Idempotency_Store( 0.0 ) )->state_of( 'process_signup', self::KEY ) );
	}

	public function test_a_placed_order_is_told_from_the_store_without_asking_the_api(): void {
		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 63 ) ) );
		$this->post( 'process_signup', self::order() );

		$outcome = $this->ask();

		$this->assertSame( array( 'placed', 63 ), array( $outcome['body']['outcome'], $outcome['body']['answer']['result']['account_id'] ) );
		$this->assertCount( 1, $this->api_calls() );
	}

	public function test_a_claim_whose_request_died_is_looked_up_like_a_timeout(): void {
		$store = new Idempotency_Store( 0.0 );
		$store->claim( 'process_signup', self::KEY, Payload_Hash::of( self::order(), array( 'signupData.payment.token' ) ) );
		$this->assertSame( 'pending', $this->ask()['body']['outcome'], 'a live claim: WordPress still waits' );
		$name = 'fo_idem_' . md5( 'process_signup|' . self::KEY );
		update_option( $name, array( 'at' => time() - 121 ) + get_option( $name ) );
		$this->answer( '/idempotent_answer', 200, array( 'status' => 200, 'body' => array( 'result' => array( 'account_id' => 65 ) ) ) );

		$this->assertSame( 'placed', $this->ask()['body']['outcome'] );
	}

	public function test_a_key_never_sent_is_not_placed(): void {
		$this->assertSame( 'not_placed', $this->ask()['body']['outcome'] );
		$this->assertCount( 0, $this->api_calls() );
	}

	public function test_another_payload_learns_nothing_about_the_key(): void {
		$this->answer( '/process_signup', 200, array( 'result' => array( 'account_id' => 64 ) ) );
		$this->post( 'process_signup', self::order() );

		$outcome = $this->ask( array( 'signupData' => self::json( array( 'companies' => array( array( 'name' => 'Other LLC' ) ) ) ) ) );

		$this->assertSame( array( 422, 'order_key_reused' ), array( $outcome['status'], $outcome['body']['code'] ) );
		$this->assertArrayNotHasKey( 'answer', $outcome['body'] );
	}

	public function test_a_late_contact_message_the_api_received_is_placed(): void {
		$message = array(
			'formType'        => 'contact',
			'captchaResponse' => self::GOOD_TOKEN,
			'orderKey'        => self::KEY,
			'contactData'     => self::json( array( 'first_name' => 'Ada' ) ),
		);
		$this->answer( '/process_contact', new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ) );
		$this->assertSame( 504, $this->post( 'process_contact', $message )['status'] );
		$this->answer( '/idempotent_answer', 200, array( 'status' => 200, 'body' => array( 'success' => true ) ) );

		// After a reload the captcha answer is another one (or none): it is not part of the payload.
		$outcome = $this->post( 'formation_orders_order_outcome', array( 'orderAction' => 'process_contact', 'captchaResponse' => '' ) + $message );

		$this->assertSame( array( 'placed', array( 'success' => true ) ), array( $outcome['body']['outcome'], $outcome['body']['answer'] ) );
	}

	/**
	 * @dataProvider unreadable_questions
	 */
	public function test_a_question_about_no_keyed_action_or_no_key_is_refused( array $fields ): void {
		$outcome = $this->post( 'formation_orders_order_outcome', $fields + self::order( array( 'orderAction' => 'process_signup' ) ) );

		$this->assertSame( 400, $outcome['status'] );
		$this->assertCount( 0, $this->api_calls() );
	}

	/**
	 * @return array<string, array{0: array<string, string>}>
	 */
	public static function unreadable_questions(): array {
		return array(
			'login is not keyed'  => array( array( 'orderAction' => 'process_login' ) ),
			'an unknown action'   => array( array( 'orderAction' => 'delete_everything' ) ),
			'no key'              => array( array( 'orderKey' => '' ) ),
			'a key of bad shape'  => array( array( 'orderKey' => 'short' ) ),
		);
	}
}
