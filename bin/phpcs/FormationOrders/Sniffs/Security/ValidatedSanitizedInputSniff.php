<?php
/**
 * Request data used as it came in.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\Security;

use FormationOrders\Helpers\Tokens;
use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens as Core_Tokens;

/**
 * Every read of $_POST, $_GET, $_REQUEST, $_COOKIE, $_SERVER or $_FILES is only tested (isset, empty), cast to a
 * number, or passed through a sanitizing or validating function in the same expression.
 */
final class ValidatedSanitizedInputSniff implements Sniff {

	private const INPUT = array( '$_POST', '$_GET', '$_REQUEST', '$_COOKIE', '$_SERVER', '$_FILES' );

	private const SANITIZING = array(
		'isset', 'empty', 'sanitize_text_field', 'sanitize_textarea_field', 'sanitize_key', 'sanitize_email',
		'sanitize_file_name', 'sanitize_title', 'sanitize_url', 'esc_url_raw', 'absint', 'intval', 'floatval', 'boolval',
		'filter_var', 'wp_validate_boolean', 'rest_sanitize_boolean', 'is_numeric', 'is_string', 'is_array',
		'array_key_exists', 'in_array',
	);

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
		$tokens = $phpcsFile->getTokens();
		if ( ! in_array( $tokens[ $stackPtr ]['content'], self::INPUT, true ) ) {
			return;
		}
		if ( array_intersect( Tokens::enclosing_calls( $phpcsFile, $stackPtr ), self::SANITIZING ) ) {
			return;
		}
		// (int) $_SERVER['X'] or (int) ( $_SERVER['X'] ?? 0 ).
		$before = $phpcsFile->findPrevious( Core_Tokens::$emptyTokens, $stackPtr - 1, null, true );
		if ( false !== $before && T_OPEN_PARENTHESIS === $tokens[ $before ]['code'] && ! isset( $tokens[ $before ]['parenthesis_owner'] ) ) {
			$before = $phpcsFile->findPrevious( Core_Tokens::$emptyTokens, $before - 1, null, true );
		}
		if ( false !== $before && in_array( $tokens[ $before ]['code'], array( T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST ), true ) ) {
			return;
		}
		$phpcsFile->addError( '%s used without sanitizing or validating it', $stackPtr, 'InputNotSanitized', array( $tokens[ $stackPtr ]['content'] ) );
	}
}
