<?php
/**
 * Per-address limits on how often the gateway does work for one visitor.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Settings;

/**
 * A fixed window per IP address and bucket ("submit" or "lookup"), counted atomically in a non-autoloaded option. The address is
 * REMOTE_ADDR only: forwarded-for headers are set by the client and would let anyone pick a fresh address per
 * request. Behind a reverse proxy, make the proxy set REMOTE_ADDR (e.g. mod_remoteip / real_ip), or use the
 * `formation_orders_client_ip` filter.
 */
final class Rate_Limiter {

	public const SUBMIT = 'submit';
	public const LOOKUP = 'lookup';
	/** Each counter is an option named this plus the bucket and a hash of the address. */
	public const PREFIX = 'fo_rate_';

	public function __construct( private Settings $settings ) {
	}

	/**
	 * Counts one request; throws a 429 Bad_Request once the address is over its limit for the window.
	 */
	public function hit( string $bucket ): void {
		$ip = self::client_ip();
		if ( '' === $ip ) {
			return;
		}
		$limit  = $this->settings->get_int( self::SUBMIT === $bucket ? 'rate_limit_submissions' : 'rate_limit_lookups' );
		$window = max( 1, $this->settings->get_int( 'rate_limit_window' ) );
		$now    = time();
		$name   = self::PREFIX . $bucket . '_' . md5( $ip );
		if ( ! $this->admit( $name, $now, $window, $limit ) ) {
			$minutes = max( 1, (int) ceil( ( $this->window_start( $name, $now ) + $window - $now ) / 60 ) );
			throw new Bad_Request(
				sprintf(
					/* translators: %d: minutes to wait */
					_n( 'Too many requests from your network. Please wait %d minute and try again.', 'Too many requests from your network. Please wait %d minutes and try again.', $minutes, 'formation-orders' ),
					$minutes
				),
				429,
				'rate_limited'
			);
		}
	}

	/**
	 * Counts this request in the counter "count|window start" if the window has room, in one atomic statement,
	 * and tells from the rows it changed whether it did: 1 (a new counter) or 2 (one more) admits, 0 (the count
	 * was left as it was, at the limit) refuses. Reading the count back after a write would not be exact: between
	 * the two, requests on other servers add to it, so some under the limit would see a count over it.
	 */
	private function admit( string $name, int $now, int $window, int $limit ): bool {
		if ( $limit < 1 ) {
			return false;
		}
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- an atomic counter shared by every web server: no cache.
		$changed = (int) $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')
				ON DUPLICATE KEY UPDATE option_value = IF(
					CAST(SUBSTRING_INDEX(option_value, '|', -1) AS UNSIGNED) <= %d,
					VALUES(option_value),
					IF(
						CAST(SUBSTRING_INDEX(option_value, '|', 1) AS UNSIGNED) < %d,
						CONCAT(CAST(SUBSTRING_INDEX(option_value, '|', 1) AS UNSIGNED) + 1, '|', SUBSTRING_INDEX(option_value, '|', -1)),
						option_value
					)
				)",
				$name,
				'1|' . $now,
				$now - $window,
				$limit
			)
		);
		return $changed > 0;
	}

	/** When the counter's current window started; only for telling a refused visitor how long to wait. */
	private function window_start( string $name, int $now ): int {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- the counter another server may have written a moment ago.
		$value = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		$parts = explode( '|', $value );
		return isset( $parts[1] ) ? (int) $parts[1] : $now;
	}

	/**
	 * Deletes counters whose window ended a day ago; runs on the daily cron event.
	 */
	public static function purge_expired(): int {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- deletes every expired counter in one statement.
		return (int) $wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(SUBSTRING_INDEX(option_value, '|', -1) AS UNSIGNED) < %d",
				$wpdb->esc_like( self::PREFIX ) . '%',
				time() - DAY_IN_SECONDS
			)
		);
	}

	public static function client_ip(): string {
		$ip = filter_var( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ), FILTER_VALIDATE_IP );
		$ip = apply_filters( 'formation_orders_client_ip', false === $ip ? '' : $ip );
		return is_string( $ip ) && false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
