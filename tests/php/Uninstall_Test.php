<?php
/**
 * Deleting the plugin leaves nothing of it in the database: every option and transient it wrote while serving
 * forms, orders and lookups is gone, and its daily event is unscheduled.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Actions;
use Formation_Orders\Ajax\Process_Signup;
use Formation_Orders\Catalog\Catalog_Cache;
use Formation_Orders\Settings;

final class Uninstall_Test extends Gateway_Test_Case {

	/**
	 * @return list<string>
	 */
	private static function option_names(): array {
		global $wpdb;
		return $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} ORDER BY option_name" );
	}

	/**
	 * Uses the plugin the way a live site does: settings saved, a form page viewed (catalog cached) and viewed again
	 * once the copy is stale (refresh lock taken), an order placed, domain lists looked up, the purge scheduled.
	 */
	private function use_the_plugin(): void {
		update_option( Settings::OPTION, $this->settings() );
		foreach ( Catalog_Cache::LISTS as $list ) {
			$this->answer( '/' . $list . '?', 200, array( 'result' => array( array( 'id' => 1 ) ) ) );
		}
		$form_page = (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/registered-agent' )['content'];
		do_blocks( $form_page );
		$stored                = get_transient( Catalog_Cache::TRANSIENT );
		$stored['fresh_until'] = time() - 1;
		set_transient( Catalog_Cache::TRANSIENT, $stored, DAY_IN_SECONDS );
		do_blocks( $form_page );

		$this->answer( '/process_signup', 200, array( 'result' => array( 'orderId' => 42 ) ) );
		$order = $this->call_ajax(
			Process_Signup::ACTION,
			array(
				'nonce'      => wp_create_nonce( Process_Signup::NONCE_ACTION ),
				'formType'   => 'registered-agent-signup',
				'pageID'     => '12',
				'orderKey'   => 'order-key-uninstall-test',
				'signupData' => wp_json_encode( json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/signup-payload.json' ), true ) ),
			)
		);
		$this->assertSame( 200, $order['status'], $order['raw'] );

		$this->answer( '/domain_tlds', 200, array( 'result' => array( array( 'tld' => 'com' ) ) ) );
		$this->answer( '/domain_hero_tlds', 200, array( 'result' => array( array( 'tld' => 'io' ) ) ) );
		$this->assertSame( 200, $this->post( 'get_available_domain_tlds' )['status'] );
		$this->assertSame( 200, $this->post( 'get_domain_hero_tlds' )['status'] );

		Actions::schedule_purge();
	}

	private static function run_uninstall_php(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'formation-orders/plugin.php' );
		}
		require dirname( __DIR__, 2 ) . '/uninstall.php';
	}

	public function test_uninstall_removes_every_option_and_transient_the_plugin_wrote(): void {
		delete_option( Settings::OPTION );
		$before = self::option_names();

		$this->use_the_plugin();
		$written = array_values( array_diff( self::option_names(), $before ) );

		// What the plugin is known to write must have been written, or this test would prove nothing.
		$patterns = array(
			'settings'          => '/^formation_orders_settings$/',
			'catalog'           => '/^_transient_formation_orders_catalog$/',
			'catalog lock'      => '/^_transient_formation_orders_catalog_refreshing$/',
			'order key'         => '/^fo_idem_[0-9a-f]{32}$/',
			'rate-limit counts' => '/^fo_rate_(submit|lookup)_[0-9a-f]{32}$/',
			'cached lookups'    => '/^_transient_fo_lookup_[0-9a-f]{32}$/',
		);
		foreach ( $patterns as $what => $pattern ) {
			$this->assertNotEmpty( preg_grep( $pattern, $written ), "the plugin wrote no $what: " . implode( ', ', $written ) );
		}
		$this->assertNotFalse( wp_next_scheduled( Actions::PURGE_HOOK ) );

		self::run_uninstall_php();
		wp_cache_flush();

		$this->assertSame( array(), array_values( array_diff( self::option_names(), $before ) ), 'options left behind after uninstall' );
		$this->assertFalse( get_option( Settings::OPTION ) );
		$this->assertFalse( get_transient( Catalog_Cache::TRANSIENT ) );
		$this->assertFalse( wp_next_scheduled( Actions::PURGE_HOOK ) );
	}

	public function test_uninstall_leaves_other_plugins_options_alone(): void {
		update_option( 'fo_idem', 'not ours: no underscore and hash after the prefix' );
		update_option( 'formation_orders_settings_backup_by_another_plugin', 'kept' );
		set_transient( 'other_plugin_cache', 'kept', HOUR_IN_SECONDS );
		$this->use_the_plugin();

		self::run_uninstall_php();
		wp_cache_flush();

		$this->assertSame( 'kept', get_option( 'formation_orders_settings_backup_by_another_plugin' ) );
		$this->assertSame( 'kept', get_transient( 'other_plugin_cache' ) );
		$this->assertSame( 'not ours: no underscore and hash after the prefix', get_option( 'fo_idem' ) );
	}
}
