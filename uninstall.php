<?php
/**
 * Runs when a site owner deletes the plugin from Plugins (never on deactivation): removes its options, transients,
 * order keys and scheduled event.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

require_once __DIR__ . '/includes/Autoloader.php';
Autoloader::register( __DIR__ . '/includes' );

Uninstaller::uninstall();
