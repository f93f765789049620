<?php
/**
 * SQL built from variables without $wpdb->prepare().
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\DB;

use FormationOrders\Helpers\Tokens;
use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * The SQL given to $wpdb->query() / get_*() is either $wpdb->prepare( … ) or a literal whose only interpolations are
 * $wpdb's table names ({$wpdb->options}): anything else may carry input into the statement.
 */
final class PreparedSQLSniff implements Sniff {

	private const TAKES_SQL = array( 'query', 'get_var', 'get_col', 'get_row', 'get_results' );

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
		$method = DirectDatabaseQuerySniff::wpdb_method( $phpcsFile, $stackPtr );
		if ( null === $method || ! in_array( $method, self::TAKES_SQL, true ) ) {
			return;
		}
		$tokens    = $phpcsFile->getTokens();
		$open      = $phpcsFile->findNext( T_OPEN_PARENTHESIS, $stackPtr );
		$arguments = Tokens::arguments( $phpcsFile, $open );
		if ( array() === $arguments ) {
			return;
		}
		[ $first, $last ] = $arguments[0];
		if ( '$wpdb' === $tokens[ $first ]['content'] && 'prepare' === strtolower( $tokens[ $first + 2 ]['content'] ?? '' ) ) {
			return;
		}
		for ( $i = $first; $i <= $last; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( T_DOUBLE_QUOTED_STRING === $code || T_HEREDOC === $code ) {
				$without_tables = preg_replace( '/\{\$wpdb->\w+\}|\$wpdb->\w+/', '', $tokens[ $i ]['content'] );
				if ( str_contains( (string) $without_tables, '$' ) ) {
					$phpcsFile->addError( 'SQL interpolates a variable: use $wpdb->prepare()', $i, 'NotPrepared' );
					return;
				}
			} elseif ( T_VARIABLE === $code && '$wpdb' !== $tokens[ $i ]['content'] ) {
				$phpcsFile->addError( 'SQL built from %s: use $wpdb->prepare()', $i, 'NotPrepared', array( $tokens[ $i ]['content'] ) );
				return;
			}
		}
	}
}
