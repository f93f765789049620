<?php
/**
 * Debug output and logging left in the code.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\PHP;

use FormationOrders\Helpers\FunctionCallSniff;

/**
 * Logs and dumps can leak an order, a password or a key: each one must be deliberate (and say why).
 */
final class DevelopmentFunctionsSniff extends FunctionCallSniff {

	protected function functions(): array {
		$dump = 'prints or logs raw data: remove it, or ignore with the reason an operator needs it';
		return array(
			'error_log'             => $dump,
			'var_dump'              => $dump,
			'var_export'            => $dump,
			'print_r'               => $dump,
			'debug_print_backtrace' => $dump,
			'debug_zval_dump'       => $dump,
			'trigger_error'         => 'reaches the PHP log and the screen: answer the error instead',
			'set_error_handler'     => 'changes error handling for all of WordPress',
			'phpinfo'               => 'prints the server configuration',
		);
	}
}
