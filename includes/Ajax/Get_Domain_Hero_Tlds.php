<?php
/**
 * admin-ajax action get_domain_hero_tlds: up to 4 badges with tld and price, the TLDs the domain step features.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Request_Reader;

final class Get_Domain_Hero_Tlds extends Domain_Lookup {

	public const ACTION   = 'get_domain_hero_tlds';
	private const BADGES = 4;

	public function name(): string {
		return self::ACTION;
	}

	protected function respond( Request_Reader $request ): Answer {
		return $this->lookup(
			'domain_hero_tlds',
			array(),
			HOUR_IN_SECONDS,
			static function ( array $tlds ): array {
				$valid = array_filter( $tlds, static fn( $item ) => is_array( $item ) && is_string( $item['tld'] ?? null ) && is_numeric( $item['price'] ?? null ) );
				return array_slice( array_values( $valid ), 0, self::BADGES );
			}
		);
	}
}
