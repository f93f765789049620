<?php
/**
 * What deleting the plugin removes from a site.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

use Formation_Orders\Ajax\Actions;
use Formation_Orders\Ajax\Domain_Lookup;
use Formation_Orders\Catalog\Catalog_Cache;
use Formation_Orders\Gateway\Idempotency_Store;
use Formation_Orders\Gateway\Rate_Limiter;

/**
 * Removes every option, transient and scheduled event the plugin writes, on each site of a network. Each name
 * comes from the class that writes it, so a renamed option cannot be left behind. Orders themselves live with the
 * marketing API, never in WordPress, so nothing of a customer's survives here.
 */
final class Uninstaller {

	/** Options whose names start with these: one row per order key, rate-limit counter or cached lookup. */
	private const OPTION_PREFIXES = array(
		Idempotency_Store::PREFIX,
		Rate_Limiter::PREFIX,
		'_transient_' . Domain_Lookup::CACHE_PREFIX,
		'_transient_timeout_' . Domain_Lookup::CACHE_PREFIX,
	);

	public static function uninstall(): void {
		if ( ! is_multisite() ) {
			self::clean_site();
			return;
		}
		foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site_id ) {
			switch_to_blog( (int) $site_id );
			self::clean_site();
			restore_current_blog();
		}
	}

	private static function clean_site(): void {
		global $wpdb;

		delete_option( Settings::OPTION );
		delete_transient( Catalog_Cache::TRANSIENT );
		delete_transient( Catalog_Cache::LOCK );
		wp_clear_scheduled_hook( Actions::PURGE_HOOK );

		foreach ( self::OPTION_PREFIXES as $prefix ) {
			// One statement per prefix: order keys and counters can be thousands of rows, and they bypass the
			// object cache when written, so there is no cached copy to forget.
			// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- a LIKE delete has no WordPress API.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
		}
		First_Views::delete_all();
		// Cached lookups held by a persistent object cache expire on their own within the hour.
		wp_cache_delete( 'alloptions', 'options' );
	}
}
