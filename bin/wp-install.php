<?php
/**
 * Installs WordPress into a stack's database without wp-cli (Debian has none), then makes sure the theme and the
 * plugin are active. Idempotent: on an installed site it only re-checks theme and plugin.
 *
 *   php bin/wp-install.php --site=.stack/8888/site --url=http://127.0.0.1:8888
 *     [--db=wordpress_test]  install into another database (the PHPUnit bootstrap)
 *     [--fresh]              drop every table first (the PHPUnit bootstrap: a new site every run)
 *     [--no-activate]        leave the plugin inactive (the PHPUnit bootstrap loads it itself)
 *     [--theme=twentytwentyfive]  the theme to activate (default twentytwentythree, Debian's 6.1 has it; the
 *                            current core ships only twentytwentyfive)
 *
 * Plugin activation errors fail the script loudly: a stack with a silently inactive plugin wastes hours.
 *
 * @package Formation_Orders
 */

require __DIR__ . '/site/cli.php';

$fo_options = fo_cli_options();
$fo_site    = rtrim( fo_cli_option( $fo_options, 'site' ), '/' );
$fo_url     = fo_cli_option( $fo_options, 'url' );
if ( isset( $fo_options['db'] ) ) {
	define( 'DB_NAME', fo_cli_option( $fo_options, 'db' ) );
}
fo_cli_fake_request( $fo_url );

// Installing mode: core loads without plugins or theme, and does not redirect to the installer.
define( 'WP_INSTALLING', true );

// PHP's mail() has no sendmail here; core would otherwise try to mail the admin about the new site.
function wp_new_blog_notification() {}

require $fo_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

const FO_PLUGIN = 'formation-orders/plugin.php';

if ( isset( $fo_options['fresh'] ) ) {
	foreach ( $wpdb->get_col( 'SHOW TABLES' ) as $fo_table ) {
		$wpdb->query( "DROP TABLE IF EXISTS `$fo_table`" ); // phpcs:ignore FormationOrders.DB.PreparedSQL -- table names from SHOW TABLES; identifiers cannot be prepared.
	}
	wp_cache_flush();
}

$wpdb->suppress_errors( true );
$fo_installed = is_blog_installed();
$wpdb->suppress_errors( false );

if ( ! $fo_installed ) {
	$fo_result = wp_install( 'Formation Orders Demo', 'admin', 'admin@example.test', true, '', 'password' );
	if ( is_wp_error( $fo_result ) || empty( $fo_result['user_id'] ) ) {
		fo_cli_fail( 'wp_install failed: ' . ( is_wp_error( $fo_result ) ? $fo_result->get_error_message() : 'no user created' ) );
	}
	update_option( 'permalink_structure', '/%postname%/' );
	$wp_rewrite->init();
	$wp_rewrite->set_permalink_structure( '/%postname%/' );
	flush_rewrite_rules( false );
	echo 'Installed WordPress ' . get_bloginfo( 'version' ) . ' into database ' . DB_NAME . "\n";
}

$fo_theme = fo_cli_option( $fo_options, 'theme', 'twentytwentythree' );
if ( $fo_theme !== get_stylesheet() ) {
	if ( ! wp_get_theme( $fo_theme )->exists() ) {
		fo_cli_fail( "theme $fo_theme is missing from " . get_theme_root() );
	}
	switch_theme( $fo_theme );
}

if ( ! isset( $fo_options['no-activate'] ) && ! is_plugin_active( FO_PLUGIN ) ) {
	if ( ! file_exists( WP_PLUGIN_DIR . '/' . FO_PLUGIN ) ) {
		fo_cli_fail( 'cannot activate the plugin: ' . WP_PLUGIN_DIR . '/' . FO_PLUGIN . ' does not exist' );
	}
	$fo_result = activate_plugin( FO_PLUGIN );
	if ( is_wp_error( $fo_result ) ) {
		$fo_detail = $fo_result->get_error_data();
		fo_cli_fail(
			'PLUGIN ACTIVATION FAILED: ' . $fo_result->get_error_message()
			. ( is_string( $fo_detail ) && '' !== $fo_detail ? "\nOutput during activation:\n" . $fo_detail : '' )
		);
	}
	echo 'Activated ' . FO_PLUGIN . "\n";
}
