<?php
/**
 * Marks the cached catalog stale, as if its lifetime had passed (the copy itself stays).
 *
 *   php tests/e2e/support/expire-catalog.php --site=.stack/8940/site --url=http://127.0.0.1:8940
 *
 * @package Formation_Orders
 */

require dirname( __DIR__, 3 ) . '/bin/site/cli.php';

$fo_options = fo_cli_options();
fo_cli_fake_request( fo_cli_option( $fo_options, 'url' ) );
require rtrim( fo_cli_option( $fo_options, 'site' ), '/' ) . '/wp-load.php';

$fo_stored = get_transient( \Formation_Orders\Catalog\Catalog_Cache::TRANSIENT );
if ( ! is_array( $fo_stored ) ) {
	fo_cli_fail( 'no cached catalog to expire' );
}
$fo_stored['fresh_until'] = time() - 1;
set_transient( \Formation_Orders\Catalog\Catalog_Cache::TRANSIENT, $fo_stored, DAY_IN_SECONDS );
delete_transient( 'formation_orders_catalog_refreshing' );
echo "expired\n";
