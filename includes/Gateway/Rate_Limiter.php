<?php
/**
 * Per-address limits on how often the gateway does work for one visitor.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Settings;

/**
 * A fixed window per IP address and bucket ("submit" or "lookup"), counted in a transient. The address is
 * REMOTE_ADDR only: forwarded-for headers are set by the client and would let anyone pick a fresh address per
 * request. Behind a reverse proxy, make the proxy set REMOTE_ADDR (e.g. mod_remoteip / real_ip), or use the
 * `formation_orders_client_ip` filter.
 */
final class Rate_Limiter {

	public const SUBMIT = 'submit';
	public const LOOKUP = 'lookup';

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
		$key    = 'fo_rate_' . $bucket . '_' . md5( $ip );
		$stored = get_transient( $key );
		$count  = 0;
		$start  = $now;
		if ( is_array( $stored ) && is_int( $stored[0] ?? null ) && is_int( $stored[1] ?? null ) && $stored[1] > $now - $window ) {
			[ $count, $start ] = $stored;
		}
		++$count;
		set_transient( $key, array( $count, $start ), $window );
		if ( $count > $limit ) {
			$minutes = max( 1, (int) ceil( ( $start + $window - $now ) / 60 ) );
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

	public static function client_ip(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated as an IP below.
		$ip = filter_var( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ), FILTER_VALIDATE_IP );
		$ip = apply_filters( 'formation_orders_client_ip', false === $ip ? '' : $ip );
		return is_string( $ip ) && false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
