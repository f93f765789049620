<?php
/**
 * Shared start of the stack's PHP command-line scripts (bin/wp-install.php, bin/configure.php, the PHPUnit
 * bootstrap's installer run): read --name=value options and make $_SERVER look like a request to the site, which
 * WordPress expects even on the command line. Loading WordPress itself stays in each script, at global scope.
 *
 * @package Formation_Orders
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

/**
 * --name=value and --flag options.
 *
 * @return array<string, string|true>
 */
function fo_cli_options(): array {
	$options = array();
	foreach ( array_slice( $GLOBALS['argv'], 1 ) as $arg ) {
		if ( preg_match( '/^--([a-z-]+)(?:=(.*))?$/s', $arg, $m ) ) {
			$options[ $m[1] ] = $m[2] ?? true;
		}
	}
	return $options;
}

/**
 * The option, or exit with a usage error when it is required and missing.
 */
function fo_cli_option( array $options, string $name, ?string $fallback = null ): string {
	if ( isset( $options[ $name ] ) && is_string( $options[ $name ] ) ) {
		return $options[ $name ];
	}
	if ( null === $fallback ) {
		fwrite( STDERR, basename( $GLOBALS['argv'][0] ) . ": missing --$name=...\n" );
		exit( 2 );
	}
	return $fallback;
}

function fo_cli_fake_request( string $site_url ): void {
	$parts                     = parse_url( $site_url );
	$_SERVER['HTTP_HOST']      = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$_SERVER['SERVER_NAME']    = $parts['host'];
	$_SERVER['SERVER_PORT']    = (string) ( $parts['port'] ?? 80 );
	$_SERVER['REQUEST_URI']    = '/';
	$_SERVER['REQUEST_METHOD'] = 'GET';
	$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
}

/**
 * Print to stderr and exit non-zero: the shell scripts stop on it.
 */
function fo_cli_fail( string $message ): void {
	fwrite( STDERR, "\n*** $message\n\n" );
	exit( 1 );
}
