<?php
/**
 * Runs on every stack start: points the plugin at this stack's sandbox and seeds the demo pages.
 *
 *   php bin/configure.php --site=.stack/8888/site --url=http://127.0.0.1:8888 --sandbox=http://127.0.0.1:8890
 *
 * Demo pages: every block pattern (patterns/<slug>.php, one per form type) becomes the published page /<slug>/
 * with the pattern's title and markup, so a demo page is exactly what an editor inserts. Every
 * bin/demo-pages/<slug>.html (engine demonstrations that are no form type of their own) becomes /<slug>/ too: an
 * optional first line `<!-- title: Page Title -->` gives the title (and is not stored); the rest is the post content
 * as-is. Pages are matched by slug, so reruns update instead of duplicating. Prints "page <url> <title>" per page for stack-up.
 *
 * @package Formation_Orders
 */

require __DIR__ . '/site/cli.php';

$fo_options = fo_cli_options();
$fo_site    = rtrim( fo_cli_option( $fo_options, 'site' ), '/' );
$fo_sandbox = rtrim( fo_cli_option( $fo_options, 'sandbox' ), '/' );
$fo_pages   = fo_cli_option( $fo_options, 'pages', __DIR__ . '/demo-pages' );
fo_cli_fake_request( fo_cli_option( $fo_options, 'url' ) );

// A normal load: the active plugin loads too, so a fatal error in it shows up here, at start, not in a browser.
require $fo_site . '/wp-load.php';

update_option(
	'formation_orders_settings',
	array(
		'api_root'           => $fo_sandbox . '/api',
		'website_id'         => '1',
		'tokenizer_url'      => $fo_sandbox . '/tokenizer/tokenize',
		'tokenizer_test_key' => 'test_key_sandbox',
		'captcha_site_key'   => 'sandbox-site-key',
		'captcha_secret'     => 'sandbox-captcha-secret',
		'captcha_verify_url' => $fo_sandbox . '/captcha/siteverify',
		'captcha_script_url' => $fo_sandbox . '/captcha/api.js',
		'postal_lookup_url'  => $fo_sandbox . '/postal/ShippingAPI.dll',
		'postal_lookup_key'  => 'sandbox-postal-key',
		'vin_service_url'    => $fo_sandbox . '/vin',
		// One address (127.0.0.1) runs every e2e test: keep the limits out of their way.
		'rate_limit_submissions' => 500,
		'rate_limit_lookups'     => 5000,
	)
);

/**
 * Create or update the published post of this type with this slug.
 */
function fo_upsert_post( string $type, string $slug, string $title, string $content ): int {
	$existing = get_posts(
		array(
			'name'             => $slug,
			'post_type'        => $type,
			'post_status'      => array( 'publish', 'draft', 'pending', 'private', 'future', 'trash' ),
			'numberposts'      => 1,
			'fields'           => 'ids',
			'suppress_filters' => true,
		)
	);
	$post = array(
		'post_type'    => $type,
		'post_status'  => 'publish',
		'post_name'    => $slug,
		'post_title'   => $title,
		// wp_insert_post() unslashes its input; without this, backslashes in block JSON attributes would vanish.
		'post_content' => wp_slash( $content ),
		'post_author'  => 1,
	);
	if ( $existing ) {
		$post['ID'] = (int) $existing[0];
	}
	$id = wp_insert_post( $post, true );
	if ( is_wp_error( $id ) ) {
		fo_cli_fail( "could not save $type $slug: " . $id->get_error_message() );
	}
	return (int) $id;
}

/**
 * Create or update the published page with this slug.
 */
function fo_upsert_page( string $slug, string $title, string $content ): int {
	return fo_upsert_post( 'page', $slug, $title, $content );
}

// No user is logged in here, so kses would strip block markup and JSON attributes; demo pages are trusted.
kses_remove_filters();

foreach ( ( new Formation_Orders\Patterns( dirname( __DIR__ ), new Formation_Orders\Settings() ) )->all() as $fo_slug => $fo_pattern ) {
	$fo_id = fo_upsert_page( $fo_slug, $fo_pattern['title'], $fo_pattern['content'] );
	echo 'page ' . get_permalink( $fo_id ) . ' ' . $fo_pattern['title'] . "\n";
}

foreach ( glob( $fo_pages . '/*.html' ) ?: array() as $fo_file ) {
	$fo_slug    = basename( $fo_file, '.html' );
	$fo_content = (string) file_get_contents( $fo_file );
	$fo_title   = ucwords( str_replace( '-', ' ', $fo_slug ) );
	if ( preg_match( '/\A<!--\s*title:\s*(.*?)\s*-->[ \t]*\R?/', $fo_content, $fo_m ) ) {
		$fo_title   = $fo_m[1];
		$fo_content = substr( $fo_content, strlen( $fo_m[0] ) );
	}
	$fo_id = fo_upsert_page( $fo_slug, $fo_title, $fo_content );
	echo 'page ' . get_permalink( $fo_id ) . ' ' . $fo_title . "\n";
}

/*
 * The site's header menu: one link, to a page that lists every demo page. Without a menu of its own, the theme's
 * header lists every published page itself (about thirty here), which wraps onto several lines on a desktop and
 * wraps again when the theme's web font arrives, moving the whole page below the header (a layout shift of 0.2 to
 * 0.6 that is the theme's, not the form's). The theme's navigation block shows the most recently published menu
 * when it names none.
 */
$fo_index_id   = fo_upsert_page( 'demo-pages', 'Demo pages', "<!-- wp:page-list /-->\n" );
$fo_menu_links = '<!-- wp:navigation-link ' . wp_json_encode(
	array(
		'label' => 'Demo pages',
		'type'  => 'page',
		'id'    => $fo_index_id,
		'url'   => get_permalink( $fo_index_id ),
		'kind'  => 'post-type',
	)
) . " /-->\n";
fo_upsert_post( 'wp_navigation', 'demo-menu', 'Demo menu', $fo_menu_links );
