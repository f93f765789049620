<?php
/**
 * Request data read without a nonce check.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * A function that reads $_POST, $_GET, $_REQUEST or $_FILES checks a nonce before (check_ajax_referer,
 * wp_verify_nonce, check_admin_referer), or says where the nonce is checked instead.
 */
final class NonceVerificationSniff implements Sniff {

	private const REQUEST = array( '$_POST', '$_GET', '$_REQUEST', '$_FILES' );

	private const CHECKS = array( 'check_ajax_referer', 'wp_verify_nonce', 'check_admin_referer' );

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
		if ( ! in_array( $tokens[ $stackPtr ]['content'], self::REQUEST, true ) ) {
			return;
		}
		$start = 0;
		foreach ( $tokens[ $stackPtr ]['conditions'] as $owner => $type ) {
			if ( T_FUNCTION === $type || T_CLOSURE === $type ) {
				$start = $owner;
			}
		}
		for ( $i = $start; $i < $stackPtr; $i++ ) {
			if ( T_STRING === $tokens[ $i ]['code'] && in_array( strtolower( $tokens[ $i ]['content'] ), self::CHECKS, true ) ) {
				return;
			}
		}
		$phpcsFile->addError( '%s read without a nonce check before it in this function', $stackPtr, 'Missing', array( $tokens[ $stackPtr ]['content'] ) );
	}
}
