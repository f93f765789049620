<?php
/**
 * admin-ajax action get_available_domain_tlds: the TLD list, each item with tld.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Request_Reader;

final class Get_Available_Domain_Tlds extends Domain_Lookup {

	public const ACTION = 'get_available_domain_tlds';

	public function name(): string {
		return self::ACTION;
	}

	protected function respond( Request_Reader $request ): Answer {
		return $this->lookup(
			'domain_tlds',
			array(),
			HOUR_IN_SECONDS,
			static fn( array $tlds ) => array_values( array_filter( $tlds, static fn( $item ) => is_array( $item ) && is_string( $item['tld'] ?? null ) ) )
		);
	}
}
