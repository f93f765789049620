<?php
/**
 * Output that is not escaped where it is printed.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\Security;

use FormationOrders\Helpers\Tokens;
use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * Escape late: every piece of what echo, print, printf and exit print is a literal, a number, a cast to a number, or
 * the result of an escaping function called right there. _e() and _ex() print translations unescaped.
 */
final class EscapeOutputSniff implements Sniff {

	private const ESCAPING = array(
		'esc_html', 'esc_attr', 'esc_url', 'esc_js', 'esc_textarea', 'esc_xml', 'esc_html__', 'esc_attr__', 'esc_html_x',
		'esc_attr_x', 'wp_kses', 'wp_kses_post', 'wp_kses_data', 'absint', 'intval', 'floatval', 'number_format_i18n',
		'wp_json_encode', 'get_submit_button', 'checked', 'selected', 'disabled', 'wp_nonce_field', 'settings_fields',
		'do_settings_sections', 'submit_button',
	);

	private const PRINTF = array( 'printf', 'vprintf' );

	/**
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_ECHO, T_PRINT, T_EXIT, T_STRING );
	}

	/**
	 * @param int $stackPtr The position of the current token.
	 */
	public function process( File $phpcsFile, $stackPtr ) {
		$tokens = $phpcsFile->getTokens();
		$code   = $tokens[ $stackPtr ]['code'];
		if ( T_STRING === $code ) {
			$this->process_call( $phpcsFile, $stackPtr );
			return;
		}
		if ( T_EXIT === $code ) {
			$open = $phpcsFile->findNext( T_WHITESPACE, $stackPtr + 1, null, true );
			if ( false !== $open && T_OPEN_PARENTHESIS === $tokens[ $open ]['code'] ) {
				$this->check_parts( $phpcsFile, Tokens::arguments( $phpcsFile, $open ) );
			}
			return;
		}
		$end = $phpcsFile->findNext( array( T_SEMICOLON, T_CLOSE_TAG ), $stackPtr + 1 );
		$this->check_parts( $phpcsFile, Tokens::split( $phpcsFile, $stackPtr + 1, (int) $end - 1, array( T_COMMA ) ) );
	}

	private function process_call( File $file, int $ptr ): void {
		$name = Tokens::function_call_name( $file, $ptr );
		if ( '_e' === $name || '_ex' === $name ) {
			$file->addError( '%s() prints a translation unescaped: use esc_html_e() / esc_attr_e()', $ptr, 'UnsafePrintingFunction', array( $name ) );
		} elseif ( in_array( $name, self::PRINTF, true ) ) {
			$this->check_parts( $file, Tokens::arguments( $file, $file->findNext( T_OPEN_PARENTHESIS, $ptr ) ) );
		}
	}

	/**
	 * @param list<array{0: int, 1: int}> $parts Expressions that are printed (or concatenated into what is printed).
	 */
	private function check_parts( File $file, array $parts ): void {
		$tokens = $file->getTokens();
		foreach ( $parts as [ $first, $last ] ) {
			foreach ( Tokens::split( $file, $first, $last, array( T_STRING_CONCAT ) ) as [ $start, $end ] ) {
				if ( ! $this->is_safe( $file, $start, $end ) ) {
					$file->addError( 'Output not escaped: %s', $start, 'OutputNotEscaped', array( trim( $file->getTokensAsString( $start, $end - $start + 1 ) ) ) );
				}
			}
		}
	}

	private function is_safe( File $file, int $start, int $end ): bool {
		$tokens = $file->getTokens();
		$code   = $tokens[ $start ]['code'];
		if ( in_array( $code, array( T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER, T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST ), true ) ) {
			return true;
		}
		if ( T_OPEN_PARENTHESIS === $code ) {
			$inner = Tokens::split( $file, $start + 1, $tokens[ $start ]['parenthesis_closer'] - 1, array() );
			return array() !== $inner && $this->is_safe( $file, $inner[0][0], $inner[0][1] );
		}
		$name = Tokens::function_call_name( $file, $start );
		if ( null !== $name ) {
			$close = $tokens[ $file->findNext( T_OPEN_PARENTHESIS, $start ) ]['parenthesis_closer'];
			$rest  = $file->findNext( \PHP_CodeSniffer\Util\Tokens::$emptyTokens, $close + 1, $end + 1, true );
			return in_array( $name, self::ESCAPING, true ) && false === $rest;
		}
		// A constant such as PHP_EOL or an upper-case class constant.
		return T_STRING === $code && strtoupper( $tokens[ $start ]['content'] ) === $tokens[ $start ]['content'] && $start === $end;
	}
}
