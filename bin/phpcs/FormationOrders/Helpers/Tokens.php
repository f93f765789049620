<?php
/**
 * Token helpers shared by the FormationOrders sniffs.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Helpers;

use PHP_CodeSniffer\Files\File;

/**
 * Reading function calls and their arguments out of a token stream.
 */
final class Tokens {

	/**
	 * The lower-cased name when $ptr is the name of a call of a global function (not a method, not a declaration).
	 */
	public static function function_call_name( File $file, int $ptr ): ?string {
		$tokens = $file->getTokens();
		if ( T_STRING !== $tokens[ $ptr ]['code'] ) {
			return null;
		}
		$next = $file->findNext( T_WHITESPACE, $ptr + 1, null, true );
		if ( false === $next || T_OPEN_PARENTHESIS !== $tokens[ $next ]['code'] ) {
			return null;
		}
		$previous = $file->findPrevious( array( T_WHITESPACE, T_NS_SEPARATOR ), $ptr - 1, null, true );
		if ( false !== $previous && in_array( $tokens[ $previous ]['code'], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true ) ) {
			return null;
		}
		return strtolower( $tokens[ $ptr ]['content'] );
	}

	/**
	 * The top-level arguments of the call whose "(" is at $open: a list of [first, last] token positions.
	 *
	 * @return list<array{0: int, 1: int}>
	 */
	public static function arguments( File $file, int $open ): array {
		$tokens = $file->getTokens();
		$close  = $tokens[ $open ]['parenthesis_closer'] ?? null;
		if ( null === $close ) {
			return array();
		}
		return self::split( $file, $open + 1, $close - 1, array( T_COMMA ) );
	}

	/**
	 * Splits the tokens from $start to $end at the given separators outside brackets, skipping blank parts.
	 *
	 * @param list<int|string> $separators
	 * @return list<array{0: int, 1: int}>
	 */
	public static function split( File $file, int $start, int $end, array $separators ): array {
		$tokens = $file->getTokens();
		$parts  = array();
		$from   = $start;
		for ( $i = $start; $i <= $end; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) && $tokens[ $i ]['parenthesis_closer'] > $i ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( isset( $tokens[ $i ]['bracket_closer'] ) && $tokens[ $i ]['bracket_closer'] > $i ) {
				$i = $tokens[ $i ]['bracket_closer'];
				continue;
			}
			if ( in_array( $tokens[ $i ]['code'], $separators, true ) ) {
				$parts[] = array( $from, $i - 1 );
				$from    = $i + 1;
			}
		}
		$parts[] = array( $from, $end );
		$result  = array();
		foreach ( $parts as [ $first, $last ] ) {
			$first = $file->findNext( \PHP_CodeSniffer\Util\Tokens::$emptyTokens, $first, $last + 1, true );
			if ( false !== $first ) {
				$result[] = array( $first, $last );
			}
		}
		return $result;
	}

	/**
	 * The names of the functions whose call parentheses enclose $ptr, innermost first, plus `isset` / `empty`.
	 *
	 * @return list<string>
	 */
	public static function enclosing_calls( File $file, int $ptr ): array {
		$tokens = $file->getTokens();
		$names  = array();
		foreach ( array_reverse( $tokens[ $ptr ]['nested_parenthesis'] ?? array(), true ) as $open => $close ) {
			$before = $file->findPrevious( \PHP_CodeSniffer\Util\Tokens::$emptyTokens, $open - 1, null, true );
			if ( false === $before ) {
				continue;
			}
			if ( in_array( $tokens[ $before ]['code'], array( T_ISSET, T_EMPTY ), true ) ) {
				$names[] = strtolower( $tokens[ $before ]['content'] );
			} elseif ( null !== self::function_call_name( $file, $before ) ) {
				$names[] = (string) self::function_call_name( $file, $before );
			}
		}
		return $names;
	}
}
