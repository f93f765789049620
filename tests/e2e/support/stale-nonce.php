<?php
/**
 * Prints the nonce a page cached $argv ticks ago would carry (one tick = half of the nonce life, 12 h by default),
 * for a logged-out visitor: what a full-page cache serves a day later when called with 2.
 *
 *   php tests/e2e/support/stale-nonce.php --site=.stack/8940/site --url=http://127.0.0.1:8940 --ticks=2
 *
 * @package Formation_Orders
 */

require dirname( __DIR__, 3 ) . '/bin/site/cli.php';

$fo_options = fo_cli_options();
fo_cli_fake_request( fo_cli_option( $fo_options, 'url' ) );
require rtrim( fo_cli_option( $fo_options, 'site' ), '/' ) . '/wp-load.php';

$fo_tick = wp_nonce_tick() - (int) fo_cli_option( $fo_options, 'ticks', '2' );
// wp_create_nonce() for user 0 without a session, at an earlier tick.
echo substr( wp_hash( $fo_tick . '|' . \Formation_Orders\Ajax\Action::NONCE_ACTION . '|0|', 'nonce' ), -12, 10 );
