<?php
/**
 * Base class for the plugin's PHP tests: a real WordPress and a real database, isolated per test.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use PHPUnit\Framework\TestCase;
use WP_Error;

/**
 * Each test runs inside a database transaction that is rolled back afterwards, with the object cache flushed (or a
 * rolled-back row would come back from the cache), and with hooks, superglobals and the current user restored.
 * Outgoing HTTP never leaves the process: stub it with stub_http(); anything unstubbed gets a WP_Error.
 *
 * Schema changes (CREATE/ALTER TABLE) commit implicitly in MySQL, so they escape the rollback.
 */
abstract class Test_Case extends TestCase {

	/**
	 * Every outgoing wp_remote_* request of the current test, in order.
	 *
	 * @var list<array{url: string, method: string, args: array<string, mixed>}>
	 */
	protected array $http_requests = array();

	/** @var callable|null */
	private $http_responder = null;

	/** @var array<string, \WP_Hook> */
	private array $saved_hooks = array();

	/** @var array<string, int> */
	private array $saved_action_counts = array();

	/** @var array<string, mixed> */
	private array $saved_server = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;

		$this->saved_hooks         = self::copy_hooks( $GLOBALS['wp_filter'] );
		$this->saved_action_counts = $GLOBALS['wp_actions'];
		$this->saved_server        = $_SERVER;
		$this->http_requests       = array();
		$this->http_responder      = null;
		add_filter( 'pre_http_request', array( $this, 'answer_http_request' ), 10, 3 );

		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
	}

	protected function tearDown(): void {
		global $wpdb;

		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();

		$GLOBALS['wp_filter']  = self::copy_hooks( $this->saved_hooks );
		$GLOBALS['wp_actions'] = $this->saved_action_counts;
		$_SERVER               = $this->saved_server;
		$_GET                  = array();
		$_POST                 = array();
		$_REQUEST              = array();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Answer this test's outgoing HTTP requests with $responder( array $args, string $url ), which returns what
	 * wp_remote_request() should return: a response array (see http_response()), a WP_Error, or a string (a 200
	 * with that body). Each call replaces the previous responder. Requests are recorded in $this->http_requests.
	 */
	protected function stub_http( callable $responder ): void {
		$this->http_responder = $responder;
	}

	/**
	 * A response array as wp_remote_request() returns it; a non-string body is JSON-encoded.
	 *
	 * @param array<string, string> $headers
	 * @return array{headers: array<string, string>, body: string, response: array{code: int, message: string}, cookies: array<int, mixed>, filename: null}
	 */
	protected static function http_response( int $status, mixed $body = '', array $headers = array() ): array {
		return array(
			'headers'  => array_change_key_case( $headers, CASE_LOWER ),
			'body'     => is_string( $body ) ? $body : (string) wp_json_encode( $body ),
			'response' => array(
				'code'    => $status,
				'message' => get_status_header_desc( $status ),
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * The pre_http_request filter behind stub_http(). Public only because WordPress calls it.
	 *
	 * @internal
	 * @param false|array|WP_Error $pre
	 * @return array|WP_Error
	 */
	public function answer_http_request( $pre, array $args, string $url ) {
		$this->http_requests[] = array(
			'url'    => $url,
			'method' => (string) ( $args['method'] ?? 'GET' ),
			'args'   => $args,
		);
		if ( null === $this->http_responder ) {
			return new WP_Error( 'formation_orders_tests_unstubbed_http', "Unstubbed HTTP request in a test: $url (use stub_http())" );
		}
		$answer = ( $this->http_responder )( $args, $url );
		if ( is_string( $answer ) ) {
			return self::http_response( 200, $answer );
		}
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		if ( is_array( $answer ) && isset( $answer['response']['code'] ) ) {
			return $answer + array( 'headers' => array(), 'body' => '', 'cookies' => array(), 'filename' => null );
		}
		$this->fail( 'stub_http() responder must return a string, a WP_Error or a response array (http_response()); got ' . get_debug_type( $answer ) );
	}

	/**
	 * Runs an admin-ajax action as admin-ajax.php would, without exiting.
	 *
	 * $post is given unslashed (as the test means it); it is slashed like WordPress does to real request data, so
	 * handlers must wp_unslash() as in production. The wp_ajax_ or wp_ajax_nopriv_ hook runs depending on
	 * wp_set_current_user(). DOING_AJAX gets defined and stays defined for the rest of the PHPUnit process.
	 *
	 * @param array<string, mixed> $post
	 * @return array{status: int, body: mixed, raw: string} body: the decoded JSON output (null when the output is
	 *         not JSON); raw: everything printed, including what wp_die() would have printed.
	 */
	protected function call_ajax( string $action, array $post = array() ): array {
		if ( ! defined( 'DOING_AJAX' ) ) {
			define( 'DOING_AJAX', true );
		}
		$_GET                      = array();
		$_POST                     = wp_slash( array( 'action' => $action ) + $post );
		$_REQUEST                  = $_POST;
		$_SERVER['REQUEST_METHOD'] = 'POST';

		$status          = 200;
		$record_status   = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		$die_handler     = static fn() => array( self::class, 'throw_instead_of_dying' );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'status_header', $record_status, 10, 2 );
		add_filter( 'wp_die_ajax_handler', $die_handler, PHP_INT_MAX );

		$level = ob_get_level();
		ob_start();
		try {
			do_action( ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . $action );
			// admin-ajax.php ends with wp_die( '0' ) when the handler returns instead of dying.
			echo '0';
		} catch ( Ajax_Die $died ) {
			echo $died->die_message;
			if ( null !== $died->status ) {
				$status = $died->status;
			}
		} finally {
			$raw = '';
			while ( ob_get_level() > $level ) {
				$raw = ob_get_clean() . $raw;
			}
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'status_header', $record_status, 10 );
			remove_filter( 'wp_die_ajax_handler', $die_handler, PHP_INT_MAX );
		}

		return array(
			'status' => $status,
			'body'   => json_decode( $raw, true ),
			'raw'    => $raw,
		);
	}

	/**
	 * The wp_die() handler during call_ajax(): what _ajax_wp_die_handler() would send, thrown instead of exiting.
	 *
	 * @internal
	 * @param mixed                $message
	 * @param string|int           $title
	 * @param array<string, mixed> $args
	 */
	public static function throw_instead_of_dying( $message, $title = '', $args = array() ): void {
		$args = wp_parse_args( $args, array( 'response' => 200 ) );
		// wp_send_json() passes 'response' => null: it already sent its status.
		$leaves_status         = null === $args['response'];
		[ $message, , $parsed ] = _wp_die_process_input( $message, $title, $args );
		throw new Ajax_Die( is_scalar( $message ) ? (string) $message : '0', $leaves_status ? null : (int) $parsed['response'] );
	}

	/**
	 * Deep copy of $wp_filter: hooks are objects, so a plain array copy would share them.
	 *
	 * @param array<string, \WP_Hook> $hooks
	 * @return array<string, \WP_Hook>
	 */
	private static function copy_hooks( array $hooks ): array {
		$copy = array();
		foreach ( $hooks as $name => $hook ) {
			$copy[ $name ] = clone $hook;
		}
		return $copy;
	}
}
