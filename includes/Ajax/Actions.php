<?php
/**
 * Every admin-ajax action of the plugin, in one list.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Services;

final class Actions {

	/** The daily WP-Cron event that deletes expired order keys and rate-limit counters. */
	public const PURGE_HOOK = 'formation_orders_purge_order_keys';

	/**
	 * @return list<Action>
	 */
	public static function all( Services $services ): array {
		return array(
			new Process_Signup( $services ),
			new Process_Login( $services ),
			new Process_Reset_Password( $services ),
			new Process_Contact( $services ),
			new Process_Application( $services ),
			new Process_Client_Profile( $services ),
			new Process_Captcha( $services ),
			new Validate_Address( $services ),
			new Lookup_Postal_Address( $services ),
			new Get_Available_Domain_Tlds( $services ),
			new Get_Domain_Hero_Tlds( $services ),
			new Search_Domains( $services ),
			new Get_Virtual_Phones( $services ),
			new Fresh_Nonce( $services ),
			new Order_Outcome( $services ),
		);
	}

	public static function add_hooks( Services $services ): void {
		foreach ( self::all( $services ) as $action ) {
			$action->add_hooks();
		}
		add_action( self::PURGE_HOOK, array( $services->idempotency, 'purge_expired' ) );
		add_action( self::PURGE_HOOK, array( Rate_Limiter::class, 'purge_expired' ) );
		add_action( 'admin_init', array( self::class, 'schedule_purge' ) );
	}

	public static function schedule_purge(): void {
		if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
		}
	}
}
