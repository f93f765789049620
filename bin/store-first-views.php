<?php
/**
 * Stores the first views bin/first-views.mjs drew (JSON on stdin: a list of {key, html}) for PHP to print
 * into the pages (includes/First_Views.php). Run by bin/stack-up.sh after seeding the demo pages; the views of an
 * earlier seed are removed with --clear first, so that the pages print none and bin/first-views.mjs draws every one.
 * Prints how many it stored.
 *
 *   php bin/store-first-views.php --clear --site=.stack/8888/site --url=http://127.0.0.1:8888
 *   node bin/first-views.mjs <urls> | php bin/store-first-views.php --site=.stack/8888/site --url=http://127.0.0.1:8888
 *
 * @package Formation_Orders
 */

require __DIR__ . '/site/cli.php';

$fo_options = fo_cli_options();
$fo_site    = rtrim( fo_cli_option( $fo_options, 'site' ), '/' );
fo_cli_fake_request( fo_cli_option( $fo_options, 'url' ) );

require $fo_site . '/wp-load.php';

if ( isset( $fo_options['clear'] ) ) {
	Formation_Orders\First_Views::delete_all();
	exit( 0 );
}

$fo_views = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! is_array( $fo_views ) ) {
	fo_cli_fail( 'store-first-views: no JSON list of first views on stdin' );
}
$fo_store  = new Formation_Orders\First_Views( dirname( __DIR__ ) . '/build/order-form' );
$fo_stored = 0;
foreach ( $fo_views as $fo_view ) {
	if ( is_array( $fo_view ) && $fo_store->store( (string) ( $fo_view['key'] ?? '' ), (string) ( $fo_view['html'] ?? '' ) ) ) {
		++$fo_stored;
	}
}
echo "stored $fo_stored of " . count( $fo_views ) . " first views\n";
