<?php
/**
 * Finds the plugin's classes: one class per file, Formation_Orders\Ajax\Process_Signup in includes/Ajax/Process_Signup.php.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Shared by plugin.php and uninstall.php (WordPress runs the latter without loading the plugin).
 */
final class Autoloader {

	public static function register( string $includes_dir ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $includes_dir ): void {
				$prefix = __NAMESPACE__ . '\\';
				if ( ! str_starts_with( $class_name, $prefix ) ) {
					return;
				}
				$file = $includes_dir . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_readable( $file ) ) {
					require $file;
				}
			}
		);
	}
}
