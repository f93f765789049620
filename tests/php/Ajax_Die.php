<?php
/**
 * Thrown instead of exiting when an ajax handler calls wp_die() (which wp_send_json() does), see Test_Case::call_ajax().
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

final class Ajax_Die extends \RuntimeException {

	/**
	 * @param string   $die_message What wp_die() would have printed (wp_send_json() passes '').
	 * @param int|null $status      The HTTP status wp_die() would have sent; null when it leaves the status alone.
	 */
	public function __construct( public readonly string $die_message, public readonly ?int $status ) {
		parent::__construct( 'wp_die() called during an ajax request' );
	}
}
