<?php
/**
 * Plugin Name: Formation Orders local stack: test settings
 * Description: Copied into the local dev/test site by bin/lib.sh; never shipped with the plugin. A browser that
 *              carries the cookie `fo_test_redirect_delay_ms` (the e2e suite's does, tests/e2e/global-setup.ts) gets
 *              that redirect delay instead of the 1500 ms a visitor waits on "Redirecting…", so the suite does not
 *              sleep after each of its orders. The test that checks the real delay runs without the cookie.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Dev_Stack;

if ( isset( $_COOKIE['fo_test_redirect_delay_ms'] ) && is_numeric( $_COOKIE['fo_test_redirect_delay_ms'] ) ) {
	$fo_delay = (int) $_COOKIE['fo_test_redirect_delay_ms'];
	add_filter( 'formation_orders_redirect_delay_ms', static fn() => $fo_delay );
}
