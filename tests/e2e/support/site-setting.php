<?php
/**
 * Sets one of the plugin's site-wide settings, as an administrator saving the Settings page would.
 *
 *   php tests/e2e/support/site-setting.php --site=.stack/8940/site --url=http://127.0.0.1:8940 --key=persistence --value=0
 *
 * @package Formation_Orders
 */

require dirname( __DIR__, 3 ) . '/bin/site/cli.php';

$fo_options = fo_cli_options();
fo_cli_fake_request( fo_cli_option( $fo_options, 'url' ) );
require rtrim( fo_cli_option( $fo_options, 'site' ), '/' ) . '/wp-load.php';

$fo_key   = fo_cli_option( $fo_options, 'key' );
$fo_saved = get_option( \Formation_Orders\Settings::OPTION, array() );
$fo_saved = is_array( $fo_saved ) ? $fo_saved : array();

$fo_saved[ $fo_key ] = fo_cli_option( $fo_options, 'value' );
update_option( \Formation_Orders\Settings::OPTION, $fo_saved );
echo "{$fo_key} set\n";
