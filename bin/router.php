<?php
/**
 * Router for PHP's built-in server (`php -S 127.0.0.1:PORT -t .stack/PORT/site bin/router.php`).
 *
 * Existing files and directories go to the built-in server as-is (it runs .php files and a directory's index.php);
 * everything else is a pretty permalink and goes to WordPress's front controller, which is what Apache's
 * rewrite rules would do.
 *
 * @package Formation_Orders
 */

$fo_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$fo_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// The plugin folder is a link to the repository, whose dot-folders hold the stack's logs and database (.stack/) and
// its history (.git): nothing under a dot-name is ever served, as Apache's and nginx's usual rules deny them.
if ( preg_match( '#/\.(?!well-known(?:/|$))#', $fo_path ) ) {
	http_response_code( 404 );
	return true;
}

if ( '/' !== $fo_path && file_exists( $fo_root . $fo_path ) ) {
	// A directory without its trailing slash would not find its index.php; redirect like Apache's mod_dir.
	if ( is_dir( $fo_root . $fo_path ) && ! str_ends_with( $fo_path, '/' ) ) {
		$fo_query = isset( $_SERVER['QUERY_STRING'] ) && '' !== $_SERVER['QUERY_STRING'] ? '?' . $_SERVER['QUERY_STRING'] : '';
		header( 'Location: ' . $fo_path . '/' . $fo_query, true, 301 );
		return true;
	}
	return false;
}

// The built-in server logs only the requests it serves itself; log WordPress's like it does (into the server log).
$fo_started = microtime( true );
register_shutdown_function(
	static function () use ( $fo_started ): void {
		$line = sprintf(
			"[%s] %s:%s [%d]: %s %s (%d ms)\n",
			date( 'D M j H:i:s Y' ),
			$_SERVER['REMOTE_ADDR'] ?? '',
			$_SERVER['REMOTE_PORT'] ?? '',
			http_response_code(),
			$_SERVER['REQUEST_METHOD'] ?? '',
			$_SERVER['REQUEST_URI'] ?? '',
			( microtime( true ) - $fo_started ) * 1000
		);
		file_put_contents( 'php://stderr', $line );
	}
);

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $fo_root . '/index.php';
chdir( $fo_root );
require $fo_root . '/index.php';
