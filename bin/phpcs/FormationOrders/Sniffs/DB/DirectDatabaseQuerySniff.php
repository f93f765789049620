<?php
/**
 * Queries through $wpdb instead of the options, transients or posts APIs.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\DB;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * A direct query bypasses the object cache and the APIs' hooks: each one must be deliberate (an atomic statement,
 * a bulk delete) and say why.
 */
final class DirectDatabaseQuerySniff implements Sniff {

	public const METHODS = array( 'query', 'get_var', 'get_col', 'get_row', 'get_results', 'insert', 'update', 'delete', 'replace' );

	/**
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_VARIABLE );
	}

	/**
	 * @param int $stackPtr The position of the current token.
	 */
	public function process( File $phpcsFile, $stackPtr ) {
		$method = self::wpdb_method( $phpcsFile, $stackPtr );
		if ( null !== $method && in_array( $method, self::METHODS, true ) ) {
			$phpcsFile->addError( '$wpdb->%s() bypasses the object cache and the WordPress APIs: say why it must', $stackPtr, 'Found', array( $method ) );
		}
	}

	/**
	 * The method name when $ptr is `$wpdb` in `$wpdb->method(`.
	 */
	public static function wpdb_method( File $file, int $ptr ): ?string {
		$tokens = $file->getTokens();
		if ( '$wpdb' !== $tokens[ $ptr ]['content'] || T_OBJECT_OPERATOR !== ( $tokens[ $ptr + 1 ]['code'] ?? null ) ) {
			return null;
		}
		$name = $tokens[ $ptr + 2 ] ?? null;
		$open = $file->findNext( T_WHITESPACE, $ptr + 3, null, true );
		if ( null === $name || T_STRING !== $name['code'] || false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
			return null;
		}
		return strtolower( $name['content'] );
	}
}
