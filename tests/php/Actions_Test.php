<?php
/**
 * What every action shares: registration for visitors and users, the nonce, JSON-only answers.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Action;
use Formation_Orders\Ajax\Fresh_Nonce;

final class Actions_Test extends Gateway_Test_Case {

	private const ACTIONS = array(
		'process_signup',
		'process_login',
		'process_reset_password',
		'process_contact',
		'process_application',
		'process_client_profile',
		'process_captcha',
		'validate_address',
		'lookup_postal_address',
		'get_available_domain_tlds',
		'get_domain_hero_tlds',
		'search_domains',
		'formation_orders_nonce',
		'get_virtual_phones',
		'formation_orders_order_outcome',
	);

	/** @return array<string, array{string}> */
	public static function actions(): array {
		return array_combine( self::ACTIONS, array_map( static fn( $a ) => array( $a ), self::ACTIONS ) );
	}

	/** @return array<string, array{string}> */
	public static function nonce_actions(): array {
		return array_diff_key( self::actions(), array( 'formation_orders_nonce' => 1 ) );
	}

	/**
	 * @dataProvider actions
	 */
	public function test_each_action_is_registered_for_visitors_and_logged_in_users( string $action ): void {
		$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . $action ), "nopriv $action" );
		$this->assertNotFalse( has_action( 'wp_ajax_' . $action ), "priv $action" );
	}

	/**
	 * @dataProvider nonce_actions
	 */
	public function test_each_action_refuses_a_bad_nonce_as_json_without_calling_out( string $action ): void {
		$answer = $this->call_ajax( $action, array( 'nonce' => 'not-a-nonce' ) );

		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( 'invalid_nonce', $answer['body']['code'] );
		$this->assertSame( 'Your session has expired. Please reload the page and try again.', $answer['body']['error'] );
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * @dataProvider nonce_actions
	 */
	public function test_each_action_refuses_a_nonce_from_a_day_ago( string $action ): void {
		$answer = $this->call_ajax( $action, array( 'nonce' => self::nonce_from_ticks_ago( 2 ) ) );

		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( 'invalid_nonce', $answer['body']['code'] );
	}

	/** @return array<string, array{string}> */
	public static function actions_with_required_fields(): array {
		return array_diff_key( self::nonce_actions(), array( 'get_available_domain_tlds' => 1, 'get_domain_hero_tlds' => 1 ) );
	}

	/**
	 * @dataProvider actions_with_required_fields
	 */
	public function test_each_action_answers_json_with_an_explicit_status_for_an_empty_request( string $action ): void {
		$answer = $this->post( $action );

		$this->assertIsArray( $answer['body'], $answer['raw'] );
		$this->assertGreaterThanOrEqual( 400, $answer['status'] );
		$this->assertLessThan( 500, $answer['status'], $answer['raw'] );
		$this->assertFalse( $answer['body']['success'] );
		$this->assertNotSame( '', $answer['body']['error'] );
	}

	public function test_fresh_nonce_hands_out_a_nonce_that_works(): void {
		$answer = $this->call_ajax( Fresh_Nonce::ACTION, array( 'nonce' => self::nonce_from_ticks_ago( 2 ) ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 1, wp_verify_nonce( $answer['body']['nonce'], Action::NONCE_ACTION ) );
		$retry = $this->call_ajax( 'process_captcha', array( 'nonce' => $answer['body']['nonce'], 'captchaResponse' => self::GOOD_TOKEN ) );
		$this->assertSame( 200, $retry['status'] );
	}

	public function test_a_nonce_from_half_a_day_ago_still_works(): void {
		$answer = $this->call_ajax( 'process_captcha', array( 'nonce' => self::nonce_from_ticks_ago( 1 ), 'captchaResponse' => self::GOOD_TOKEN ) );

		$this->assertSame( 200, $answer['status'] );
	}

	/**
	 * The nonce a page cached $ticks half-days ago would carry (a tick is half the nonce life of one day).
	 */
	public static function nonce_from_ticks_ago( int $ticks ): string {
		$tick = wp_nonce_tick() - $ticks;
		return substr( wp_hash( $tick . '|' . Action::NONCE_ACTION . '|0|', 'nonce' ), -12, 10 );
	}
}
