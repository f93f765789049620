<?php
/**
 * Remembers the answer to each order key for 24 hours, so a retry or a double click never places a second order.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

/**
 * The browser sends one order key per order (src/api/http-transport.ts). The first request with a key claims it with
 * INSERT IGNORE, which is atomic (option_name is unique); a request that finds the key claimed waits for the first
 * one's answer and returns it. Only successful answers are kept: after a refusal (declined card, bad input) the
 * same key may try again. Claims older than the pending timeout are taken over (the first request died).
 */
final class Idempotency_Store {

	public const TTL             = DAY_IN_SECONDS;
	private const PREFIX         = 'fo_idem_';
	private const PENDING_EXPIRY = 120;

	/**
	 * @param float $wait_seconds How long a duplicate waits for the first request's answer.
	 */
	public function __construct( private float $wait_seconds = 25.0 ) {
	}

	public static function is_valid_key( string $key ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9_-]{16,64}$/', $key );
	}

	/**
	 * Null when this request now owns the key and must do the work; otherwise the answer to give instead.
	 */
	public function claim( string $action, string $key ): ?Answer {
		$name     = self::option_name( $action, $key );
		$deadline = microtime( true ) + $this->wait_seconds;
		while ( true ) {
			if ( $this->insert( $name, array( 'state' => 'pending', 'at' => time() ) ) ) {
				return null;
			}
			$stored = $this->read( $name );
			if ( null === $stored || $stored['at'] < time() - ( 'pending' === $stored['state'] ? self::PENDING_EXPIRY : self::TTL ) ) {
				$this->delete( $name );
				continue;
			}
			if ( 'done' === $stored['state'] ) {
				$answer = Answer::from_array( $stored['answer'] ?? null );
				if ( null !== $answer ) {
					return $answer;
				}
				$this->delete( $name );
				continue;
			}
			if ( microtime( true ) >= $deadline ) {
				return Answer::error(
					__( 'Your order is already being processed. Please wait a moment before trying again.', 'formation-orders' ),
					409,
					'in_progress'
				);
			}
			usleep( 200000 );
		}
	}

	public function complete( string $action, string $key, Answer $answer ): void {
		$name = self::option_name( $action, $key );
		global $wpdb;
		if ( ! $answer->is_success() ) {
			$this->delete( $name );
			return;
		}
		$done = array(
			'state'  => 'done',
			'at'     => time(),
			'answer' => $answer->to_array(),
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( $wpdb->options, array( 'option_value' => maybe_serialize( $done ) ), array( 'option_name' => $name ) );
	}

	/**
	 * Deletes remembered answers older than 24 hours; runs on the daily cron event.
	 */
	public function purge_expired(): int {
		global $wpdb;
		$names   = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 1000", $wpdb->esc_like( self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$deleted = 0;
		foreach ( $names as $name ) {
			$stored = $this->read( $name );
			if ( null === $stored || $stored['at'] < time() - self::TTL ) {
				delete_option( $name );
				++$deleted;
			}
		}
		return $deleted;
	}

	/**
	 * Straight to the options table, past the object cache: another request may write it at any moment. INSERT
	 * IGNORE on the unique option_name is what makes the claim atomic.
	 *
	 * @param array<string, mixed> $value
	 */
	private function insert( string $name, array $value ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $name, maybe_serialize( $value ) ) );
	}

	private function delete( string $name ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
		wp_cache_delete( $name, 'options' );
	}

	/**
	 * @return array{state: string, at: int, answer?: mixed}|null
	 */
	private function read( string $name ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$raw    = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		$stored = null === $raw ? null : maybe_unserialize( $raw );
		if ( ! is_array( $stored ) || ! is_string( $stored['state'] ?? null ) || ! is_int( $stored['at'] ?? null ) ) {
			return null;
		}
		return $stored;
	}

	private static function option_name( string $action, string $key ): string {
		return self::PREFIX . md5( $action . '|' . $key );
	}
}
