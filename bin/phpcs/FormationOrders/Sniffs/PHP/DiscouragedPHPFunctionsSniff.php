<?php
/**
 * PHP functions that are a risk in a plugin unless used for a stated reason.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\PHP;

use FormationOrders\Helpers\FunctionCallSniff;

/**
 * Obfuscation, object injection and runtime configuration changes.
 */
final class DiscouragedPHPFunctionsSniff extends FunctionCallSniff {

	protected function functions(): array {
		return array(
			'base64_encode'  => 'looks like obfuscation to reviewers: ignore with the reason (e.g. a file transport)',
			'base64_decode'  => 'looks like obfuscation to reviewers: ignore with the reason',
			'unserialize'    => 'can instantiate objects from input: use JSON, or maybe_unserialize on our own data',
			'serialize'      => 'pairs with unserialize: use wp_json_encode, or let the options API serialize',
			'ini_set'        => 'changes PHP for all of WordPress',
			'set_time_limit' => 'changes PHP for all of WordPress',
			'eval'           => 'runs code from a string',
			'extract'        => 'creates variables from data',
			'create_function' => 'runs code from a string',
		);
	}
}
