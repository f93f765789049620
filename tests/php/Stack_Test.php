<?php
/**
 * The test stack itself: the bootstrap loaded the plugin into a real WordPress, each test is rolled back, and the
 * ajax and HTTP helpers of Test_Case behave like WordPress does.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use WP_Error;

final class Stack_Test extends Test_Case {

	private const PROBE_OPTION = 'formation_orders_stack_probe';

	public function test_the_plugin_is_loaded_into_wordpress(): void {
		$this->assertTrue( defined( 'FORMATION_ORDERS_VERSION' ) );
		$this->assertSame( 'wordpress_test', DB_NAME );
		$this->assertSame( 'formation-orders/plugin.php', plugin_basename( FORMATION_ORDERS_FILE ) );
		$this->assertTrue( did_action( 'init' ) > 0 );
	}

	public function test_an_option_round_trips_through_the_database(): void {
		global $wpdb;
		update_option( self::PROBE_OPTION, array( 'written' => 'by a test' ) );

		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::PROBE_OPTION ) );
		$this->assertSame( array( 'written' => 'by a test' ), maybe_unserialize( $stored ) );
	}

	/**
	 * @depends test_an_option_round_trips_through_the_database
	 */
	public function test_the_previous_test_was_rolled_back(): void {
		$this->assertFalse( get_option( self::PROBE_OPTION ) );
	}

	public function test_call_ajax_returns_the_json_and_status_the_handler_sent(): void {
		add_action(
			'wp_ajax_nopriv_formation_orders_stack_probe',
			static function (): void {
				// Real request data arrives slashed; call_ajax() must reproduce that.
				wp_send_json_error( array( 'echo' => wp_unslash( $_POST['text'] ?? '' ) ), 422 );
			}
		);

		$answer = $this->call_ajax( 'formation_orders_stack_probe', array( 'text' => 'O\'Brien "quoted" \\ back' ) );

		$this->assertSame( 422, $answer['status'] );
		$this->assertSame( array( 'success' => false, 'data' => array( 'echo' => 'O\'Brien "quoted" \\ back' ) ), $answer['body'] );
	}

	public function test_call_ajax_reports_a_failed_nonce_like_admin_ajax(): void {
		add_action(
			'wp_ajax_nopriv_formation_orders_stack_probe',
			static function (): void {
				check_ajax_referer( 'formation_orders_stack_probe', 'nonce' );
				wp_send_json_success();
			}
		);

		$answer = $this->call_ajax( 'formation_orders_stack_probe', array( 'nonce' => 'wrong' ) );

		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( '-1', $answer['raw'] );
	}

	public function test_stub_http_answers_and_records_outgoing_requests(): void {
		$this->stub_http( static fn( array $args, string $url ) => self::http_response( 201, array( 'got' => $url ) ) );

		$response = wp_remote_post( 'http://api.test/orders', array( 'body' => 'x=1' ) );

		$this->assertSame( 201, wp_remote_retrieve_response_code( $response ) );
		$this->assertSame( array( 'got' => 'http://api.test/orders' ), json_decode( wp_remote_retrieve_body( $response ), true ) );
		$this->assertCount( 1, $this->http_requests );
		$this->assertSame( 'POST', $this->http_requests[0]['method'] );
		$this->assertSame( 'x=1', $this->http_requests[0]['args']['body'] );
	}

	public function test_unstubbed_http_fails_fast_instead_of_leaving_the_machine(): void {
		$response = wp_remote_get( 'http://api.test/anything' );

		$this->assertInstanceOf( WP_Error::class, $response );
		$this->assertSame( 'formation_orders_tests_unstubbed_http', $response->get_error_code() );
	}
}
