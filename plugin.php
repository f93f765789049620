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

require_once __DIR__ . '/includes/Autoloader.php';
Autoloader::register( __DIR__ . '/includes' );

( new Plugin( __FILE__ ) )->add_hooks();
