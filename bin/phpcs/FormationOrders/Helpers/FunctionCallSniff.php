<?php
/**
 * Base of the sniffs that flag calls of named global functions.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Helpers;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * Flags every call of a function listed by the sniff, with the sniff's reason for it.
 */
abstract class FunctionCallSniff implements Sniff {

	/**
	 * Function name (lower case) => what to do instead.
	 *
	 * @return array<string, string>
	 */
	abstract protected function functions(): array;

	/**
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_STRING );
	}

	/**
	 * @param int $stackPtr The position of the current token.
	 */
	public function process( File $phpcsFile, $stackPtr ) {
		$name = Tokens::function_call_name( $phpcsFile, $stackPtr );
		if ( null === $name || ! isset( $this->functions()[ $name ] ) ) {
			return;
		}
		$phpcsFile->addError( '%s() %s', $stackPtr, 'Found', array( $name, $this->functions()[ $name ] ) );
	}
}
