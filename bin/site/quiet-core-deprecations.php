<?php
/**
 * Required by the stack's wp-config.php before WordPress loads (bin/lib.sh writes that file).
 *
 * WordPress 6.1 predates PHP 8.2, and its core code raises E_DEPRECATED notices (dynamic properties and the like)
 * on nearly every request, burying our own warnings in debug.log. This drops engine deprecations raised from core's
 * own directories and passes everything else (including the plugin's code and _deprecated_function() calls, which
 * are E_USER_DEPRECATED) to PHP's normal handling.
 *
 * Not under PHPUnit: PHPUnit 9 installs its own handler only when none is set, and tests must see every error.
 *
 * @package Formation_Orders
 */

if ( defined( 'FORMATION_ORDERS_PHPUNIT' ) ) {
	return;
}

set_error_handler(
	static function ( int $level, string $message, string $file = '' ): bool {
		if ( E_DEPRECATED !== $level || ! defined( 'ABSPATH' ) ) {
			return false;
		}
		foreach ( array( 'wp-includes/', 'wp-admin/' ) as $core_dir ) {
			if ( str_starts_with( $file, ABSPATH . $core_dir ) ) {
				return true;
			}
		}
		return false;
	},
	E_DEPRECATED
);
