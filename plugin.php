<?php
/**
 * Plugin Name:       Formation Orders
 * Description:       Order forms and checkout for company formation and registered agent services.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Formation Orders team
 * License:           GPL-2.0-or-later
 * Text Domain:       formation-orders
 * Domain Path:       /languages
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'FORMATION_ORDERS_VERSION', '0.1.0' );
define( 'FORMATION_ORDERS_FILE', __FILE__ );

/*
 * One class per file: Formation_Orders\Ajax\Process_Signup lives in includes/Ajax/Process_Signup.php.
 */
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = __NAMESPACE__ . '\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) );
		$file     = __DIR__ . '/includes/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

( new Plugin( __FILE__ ) )->add_hooks();
