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
 * one's answer and returns it. Successful answers are kept: a retry gets them again. After a refusal (declined
 * card, bad input) the key is freed and may try again. After a timeout (504) nobody knows whether the marketing
 * API placed the order, so the key stays "outcome unknown": the next request with it takes it over with one
 * conditional UPDATE (atomic, so two retries never both go) and asks the API again with the same
 * Idempotency-Key, which answers an order it did place with that order instead of placing another. Claims older
 * than the pending timeout are taken over (the first request died).
 *
 * A key is bound to a hash of the request that claimed it (Payload_Hash): a request with another payload under a
 * known key is refused, so a kept answer (invoice numbers, account id, login URL) goes back only to the request
 * that made it, never to whoever learns or guesses a key. A freed key (after a refusal) binds to its next request.
 *
 * Every step is a single statement on the options table, past the object cache, so it holds across any number
 * of PHP processes or web servers sharing the database.
 */
final class Idempotency_Store {

	public const TTL             = DAY_IN_SECONDS;
	public const PREFIX          = 'fo_idem_';
	private const PENDING_EXPIRY = 120;

	public const PENDING = 'pending';
	public const DONE    = 'done';
	/** The API was asked but did not answer in time: the order may exist. */
	public const UNKNOWN = 'unknown';
	/** What lookup() says of a key that is held for another payload. */
	public const OTHER_PAYLOAD = 'other_payload';

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
	public function claim( string $action, string $key, string $payload_hash ): ?Answer {
		$name     = self::option_name( $action, $key );
		$deadline = microtime( true ) + $this->wait_seconds;
		while ( true ) {
			if ( $this->insert( $name, self::pending( $payload_hash ) ) ) {
				return null;
			}
			[ $stored, $raw ] = $this->read( $name );
			if ( null === $stored || $stored['at'] < time() - ( self::PENDING === $stored['state'] ? self::PENDING_EXPIRY : self::TTL ) ) {
				$this->delete( $name );
				continue;
			}
			if ( ! hash_equals( $stored['payload'], $payload_hash ) ) {
				return self::other_payload();
			}
			if ( self::UNKNOWN === $stored['state'] ) {
				if ( $this->take_over( $name, $raw, $payload_hash ) ) {
					return null;
				}
				continue;
			}
			if ( self::DONE === $stored['state'] ) {
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

	/**
	 * The refusal of a request that reuses a known key for another payload: a client error, never the kept answer.
	 */
	public static function other_payload(): Answer {
		return Answer::error(
			__( 'This order key was already used for a different submission. Please reload the page and try again.', 'formation-orders' ),
			422,
			'order_key_reused'
		);
	}

	/**
	 * Records how the request that claimed the key ended: a success is kept for retries, a timeout leaves the
	 * outcome unknown, anything else frees the key.
	 */
	public function complete( string $action, string $key, string $payload_hash, Answer $answer ): void {
		$name = self::option_name( $action, $key );
		global $wpdb;
		if ( self::is_timeout( $answer ) ) {
			$value = array(
				'state'   => self::UNKNOWN,
				'at'      => time(),
				'payload' => $payload_hash,
			);
		} elseif ( $answer->is_success() ) {
			$value = array(
				'state'   => self::DONE,
				'at'      => time(),
				'payload' => $payload_hash,
				'answer'  => $answer->to_array(),
			);
		} else {
			$this->delete( $name );
			return;
		}
		// A prepared UPDATE rather than $wpdb->update(), which first asks the table for its columns' charsets: a
		// query more on every order.
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- order keys bypass the object cache (see insert()).
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s", maybe_serialize( $value ), $name ) );
	}

	/**
	 * What became of the request with this key and payload, without claiming anything: [state, kept answer].
	 * The state is pending, done (with the answer), unknown, OTHER_PAYLOAD (the key belongs to another
	 * request: nothing about it is told), or null when the key is free (never used, or its request was refused).
	 *
	 * @return array{0: string|null, 1: Answer|null}
	 */
	public function lookup( string $action, string $key, string $payload_hash ): array {
		$stored = $this->read( self::option_name( $action, $key ) )[0];
		if ( null === $stored || $stored['at'] < time() - self::TTL ) {
			return array( null, null );
		}
		if ( ! hash_equals( $stored['payload'], $payload_hash ) ) {
			return array( self::OTHER_PAYLOAD, null );
		}
		if ( self::PENDING === $stored['state'] && $stored['at'] < time() - self::PENDING_EXPIRY ) {
			// The request that claimed it died: whether it reached the API is as unknown as after a timeout.
			return array( self::UNKNOWN, null );
		}
		return array( $stored['state'], self::DONE === $stored['state'] ? Answer::from_array( $stored['answer'] ?? null ) : null );
	}

	/**
	 * Keeps the answer the API gave, when asked later, to a request whose outcome was unknown: from then on a
	 * retry gets it from here. Only an "outcome unknown" key changes (one conditional UPDATE): a retry that took
	 * the key over meanwhile finishes as it would.
	 */
	public function settle_unknown( string $action, string $key, string $payload_hash, Answer $answer ): void {
		$name             = self::option_name( $action, $key );
		[ $stored, $raw ] = $this->read( $name );
		if ( null === $stored || self::UNKNOWN !== $stored['state'] || ! hash_equals( $stored['payload'], $payload_hash ) || ! $answer->is_success() ) {
			return;
		}
		$done = array(
			'state'   => self::DONE,
			'at'      => time(),
			'payload' => $payload_hash,
			'answer'  => $answer->to_array(),
		);
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- conditional on the value read, like take_over().
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", maybe_serialize( $done ), $name, $raw ) );
	}

	/**
	 * What the store holds for a key: pending, done, unknown, or null when the key is free.
	 */
	public function state_of( string $action, string $key ): ?string {
		return $this->read( self::option_name( $action, $key ) )[0]['state'] ?? null;
	}

	private static function is_timeout( Answer $answer ): bool {
		return 504 === $answer->status;
	}

	/**
	 * @return array{state: string, at: int, payload: string}
	 */
	private static function pending( string $payload_hash ): array {
		return array(
			'state'   => self::PENDING,
			'at'      => time(),
			'payload' => $payload_hash,
		);
	}

	/**
	 * Claims an "outcome unknown" key: the UPDATE only matches the exact value read, so of two retries racing
	 * for it one changes a row and the other changes none.
	 */
	private function take_over( string $name, string $unknown, string $payload_hash ): bool {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- a conditional UPDATE is the atomic take-over.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", maybe_serialize( self::pending( $payload_hash ) ), $name, $unknown ) );
	}

	/**
	 * Deletes remembered answers older than 24 hours; runs on the daily cron event.
	 */
	public function purge_expired(): int {
		global $wpdb;
		$names   = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 1000", $wpdb->esc_like( self::PREFIX ) . '%' ) ); // phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- no API lists options by prefix.
		$deleted = 0;
		foreach ( $names as $name ) {
			$stored = $this->read( $name )[0];
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
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- INSERT IGNORE is the atomic claim.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $name, maybe_serialize( $value ) ) );
	}

	private function delete( string $name ): void {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- order keys bypass the object cache (see insert()); prepared, as in complete().
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		wp_cache_delete( $name, 'options' );
	}

	/**
	 * The stored state and the raw value it was read from (for a conditional update).
	 *
	 * A value without a payload hash (written before keys were bound to one) reads as none and is replaced.
	 *
	 * @return array{0: array{state: string, at: int, payload: string, answer?: mixed}|null, 1: string}
	 */
	private function read( string $name ): array {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- another server may have written it a moment ago.
		$raw    = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		$stored = null === $raw ? null : maybe_unserialize( $raw );
		if ( ! is_array( $stored ) || ! is_string( $stored['state'] ?? null ) || ! is_int( $stored['at'] ?? null ) || ! is_string( $stored['payload'] ?? null ) ) {
			return array( null, (string) $raw );
		}
		return array( $stored, (string) $raw );
	}

	private static function option_name( string $action, string $key ): string {
		return self::PREFIX . md5( $action . '|' . $key );
	}
}
