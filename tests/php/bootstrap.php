<?php
/**
 * PHPUnit bootstrap without the WordPress test library (Debian ships none).
 *
 * Run it through `npm run test:php` (bin/phpunit.sh): that script starts the test stack's database and prepares its
 * WordPress copy in .stack/<PHPUNIT_WP_PORT>/site, then passes FO_STACK_DIR and WP_URL here. This file
 *   1. installs a fresh site into the database `wordpress_test` in a subprocess (all tables dropped first),
 *   2. loads WordPress from that site against `wordpress_test`, with the plugin loaded on `muplugins_loaded` the way
 *      an active plugin would be (it is not activated; activation hooks do not run),
 *   3. loads the base test case, Formation_Orders\Tests\Test_Case.
 *
 * @package Formation_Orders
 */

// Lets the stack's wp-config.php leave error handling to PHPUnit (see bin/site/quiet-core-deprecations.php).
define( 'FORMATION_ORDERS_PHPUNIT', true );

/*
 * PHPUnit prints its progress with `print`, and in the CLI the first printed byte marks the response headers as
 * sent; wp_send_json() then skips status_header() and Test_Case::call_ajax() could not see the HTTP status. Route
 * everything printed outside tests straight to STDOUT, around PHP's output layer, so headers never count as sent.
 */
ob_start(
	static function ( string $buffer ): string {
		fwrite( STDOUT, $buffer );
		return '';
	},
	1
);

$fo_repo  = dirname( __DIR__, 2 );
$fo_stack = getenv( 'FO_STACK_DIR' ) ?: $fo_repo . '/.stack/8897';
$fo_site  = $fo_stack . '/site';
$fo_url   = getenv( 'WP_URL' ) ?: 'http://127.0.0.1:8897';

if ( ! is_file( $fo_site . '/wp-config.php' ) ) {
	fwrite( STDERR, "No test site at $fo_site. Run the PHP tests with `npm run test:php` (bin/phpunit.sh), which sets it up.\n" );
	exit( 1 );
}

// 1. A fresh install each run, in its own process: wp_install() and the test run must not share globals.
// The block theme the stack installed for this core (bin/lib.sh exports it): 6.1 has twentytwentythree, the current core twentytwentyfive.
$fo_install = sprintf(
	'%s %s --site=%s --url=%s --theme=%s --db=wordpress_test --fresh --no-activate',
	escapeshellarg( PHP_BINARY ),
	escapeshellarg( $fo_repo . '/bin/wp-install.php' ),
	escapeshellarg( $fo_site ),
	escapeshellarg( $fo_url ),
	escapeshellarg( getenv( 'SITE_THEME' ) ?: 'twentytwentythree' )
);
exec( $fo_install . ' 2>&1', $fo_output, $fo_status );
if ( 0 !== $fo_status ) {
	fwrite( STDERR, "Installing the test site failed:\n" . implode( "\n", $fo_output ) . "\n" );
	exit( 1 );
}

// 2. WordPress against the test database. wp-config.php only defines constants that are not defined yet.
define( 'DB_NAME', 'wordpress_test' );
define( 'WP_DEBUG_LOG', $fo_stack . '/logs/phpunit-debug.log' );
require $fo_repo . '/bin/site/cli.php';
fo_cli_fake_request( $fo_url );

// add_action() does not exist yet; WordPress turns this pre-filled $wp_filter into hooks when it loads.
$GLOBALS['wp_filter']['muplugins_loaded'][10][] = array(
	'function'      => static function (): void {
		$main = WP_PLUGIN_DIR . '/formation-orders/plugin.php';
		// What WordPress does for an active plugin, so plugin_basename() and plugins_url() resolve the symlink.
		wp_register_plugin_realpath( $main );
		require $main;
	},
	'accepted_args' => 0,
);

require $fo_site . '/wp-load.php';
// Admin-side APIs (add_options_page, settings sections, plugin functions) that admin screens would have loaded.
require_once ABSPATH . 'wp-admin/includes/admin.php';

unset( $fo_repo, $fo_stack, $fo_site, $fo_url, $fo_install, $fo_output, $fo_status );

// 3. The base test case.
require __DIR__ . '/Ajax_Die.php';
require __DIR__ . '/Test_Case.php';
require __DIR__ . '/Gateway_Test_Case.php';
