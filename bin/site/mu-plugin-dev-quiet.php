<?php
/**
 * Plugin Name: Formation Orders local stack: offline quiet
 * Description: Copied into the local dev/test site by bin/lib.sh. Keeps an offline WordPress from phoning home:
 *              no update checks, no block directory, no gravatar, no wordpress.org feeds, no real mail, no editor
 *              welcome guide. Never shipped with the plugin.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Dev_Stack;

// Update checks: answer "checked just now, nothing new" so core never calls api.wordpress.org.
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $fo_transient ) {
	add_filter(
		'pre_site_transient_' . $fo_transient,
		static function () {
			return (object) array(
				'last_checked'    => time(),
				'updates'         => array(),
				'translations'    => array(),
				'response'        => array(),
				'no_update'       => array(),
				'checked'         => array(),
				'version_checked' => get_bloginfo( 'version' ),
			);
		}
	);
}
// Core also checks straight from these hooks (and raises a PHP warning when wordpress.org is unreachable).
$fo_update_hooks = array(
	'admin_init'            => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
	'init'                  => array( 'wp_schedule_update_checks' ),
	'wp_version_check'      => array( 'wp_version_check' ),
	'wp_update_plugins'     => array( 'wp_update_plugins' ),
	'wp_update_themes'      => array( 'wp_update_themes' ),
	'wp_maybe_auto_update'  => array( 'wp_maybe_auto_update' ),
	'load-plugins.php'      => array( 'wp_update_plugins' ),
	'load-themes.php'       => array( 'wp_update_themes' ),
	'load-update.php'       => array( 'wp_update_plugins', 'wp_update_themes' ),
	'load-update-core.php'  => array( 'wp_update_plugins', 'wp_update_themes' ),
);
foreach ( $fo_update_hooks as $fo_hook => $fo_callbacks ) {
	foreach ( $fo_callbacks as $fo_callback ) {
		remove_action( $fo_hook, $fo_callback );
	}
}
unset( $fo_update_hooks, $fo_hook, $fo_callbacks, $fo_callback, $fo_transient );
add_filter( 'automatic_updater_disabled', '__return_true' );

// Whatever still tries to reach wordpress.org or gravatar fails at once instead of waiting for a network timeout.
// Runs last, so tests' own pre_http_request stubs win; the plugin's own services (the sandbox) are untouched.
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		if ( false !== $pre ) {
			return $pre;
		}
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( preg_match( '/(^|\.)(wordpress\.org|wordpress\.com|w\.org|gravatar\.com|wp\.com)$/', $host ) ) {
			return new \WP_Error( 'formation_orders_offline', 'Blocked by the local stack: ' . $host . ' is not reachable offline.' );
		}
		return $pre;
	},
	PHP_INT_MAX,
	3
);

// Block directory: its editor search hits api.wordpress.org and shows a 500.
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
add_filter( 'should_load_remote_block_patterns', '__return_false' );

// Gravatar: core's blank image instead of a request to gravatar.com. A real URL, not a data: URL: newer wp-admin
// builds a 2x srcset from the avatar URL, and "data:…" turned into a request for /wp-admin/2x (404) on every page.
add_filter(
	'pre_get_avatar_data',
	static function ( array $args ): array {
		$args['url'] = includes_url( 'images/blank.gif' );
		return $args;
	}
);

// Dashboard widgets that fetch wordpress.org feeds and the PHP "serve happy" check.
add_action(
	'wp_dashboard_setup',
	static function (): void {
		remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
		remove_meta_box( 'dashboard_php_nag', 'dashboard', 'normal' );
	},
	100
);

// The post editor's Welcome Guide modal covers the canvas on first visit (and in every fresh e2e browser). Setting the
// preference from JavaScript loses a race with the preferences store loading the user's saved ones, so answer it in
// the saved preferences themselves (user meta, WordPress 6.1+), for every user; a guide turned on again stays on.
add_filter(
	'get_user_metadata',
	static function ( $value, $user_id, $meta_key ) {
		static $reading = false;
		global $wpdb;
		if ( $reading || null !== $value || $wpdb->get_blog_prefix() . 'persisted_preferences' !== $meta_key ) {
			return $value;
		}
		$reading = true;
		$saved   = get_user_meta( $user_id, $meta_key, true );
		$reading = false;

		$preferences                   = is_array( $saved ) ? $saved : array();
		$preferences['core/edit-post'] = (array) ( $preferences['core/edit-post'] ?? array() ) + array( 'welcomeGuide' => false );
		$preferences['core/edit-site'] = (array) ( $preferences['core/edit-site'] ?? array() )
			+ array( 'welcomeGuide' => false, 'welcomeGuideStyles' => false, 'welcomeGuidePage' => false, 'welcomeGuideTemplate' => false );
		$preferences['_modified']    ??= gmdate( 'c', 0 );
		// A short-circuit value is always a list of values; WordPress picks [0] itself when $single.
		return array( $preferences );
	},
	10,
	3
);

// No sendmail here: log mail instead of calling mail(), so a flow that sends mail neither fails nor warns.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( null !== $short_circuit ) {
			return $short_circuit;
		}
		if ( defined( 'FORMATION_ORDERS_MAIL_LOG' ) ) {
			$line = gmdate( 'c' ) . ' to=' . implode( ',', (array) $atts['to'] ) . ' subject=' . $atts['subject'] . "\n";
			file_put_contents( FORMATION_ORDERS_MAIL_LOG, $line, FILE_APPEND );
		}
		return true;
	},
	10,
	2
);
