<?php
/**
 * Wires the plugin's parts together.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

use Formation_Orders\Ajax\Actions;
use Formation_Orders\Catalog\Catalog_Cache;
use Formation_Orders\Gateway\Services;

/**
 * Builds every part by hand and lets each one register its own hooks.
 */
final class Plugin {

	/**
	 * @param string $plugin_file Absolute path of plugin.php.
	 */
	public function __construct( private string $plugin_file ) {
	}

	public function add_hooks(): void {
		$settings = new Settings();
		$settings->add_hooks();

		( new Blocks( dirname( $this->plugin_file ), $settings ) )->add_hooks();
		( new Patterns( dirname( $this->plugin_file ), $settings ) )->add_hooks();
		$services = new Services( $settings );
		Actions::add_hooks( $services );
		$catalog = new Catalog_Cache( $settings, $services->api );
		$catalog->add_hooks();
		( new Editor_Preview( $catalog, $settings ) )->add_hooks();

		add_action( 'init', array( $this, 'load_textdomain' ) );
	}

	public function load_textdomain(): void {
		load_plugin_textdomain( 'formation-orders', false, dirname( plugin_basename( $this->plugin_file ) ) . '/languages' );
	}
}
