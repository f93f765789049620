<?php
/**
 * Reads an address object the way the browser sends it: line1, city, zip, state, country.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Json_Fields;

final class Address_Fields {

	/**
	 * State and country may arrive as {key, value} selections or as plain codes.
	 *
	 * @param array<mixed> $data
	 * @return array{line1: string, city: string, zip: string, state: string, country: string}
	 */
	public static function read( array $data ): array {
		foreach ( array( 'state', 'country' ) as $key ) {
			if ( is_array( $data[ $key ] ?? null ) ) {
				$data[ $key ] = $data[ $key ]['key'] ?? '';
			}
		}
		return array(
			'line1'   => Json_Fields::text( $data, 'line1', 200, __( 'Address', 'formation-orders' ) ),
			'city'    => Json_Fields::text( $data, 'city', 100, __( 'City', 'formation-orders' ) ),
			'zip'     => Json_Fields::text( $data, 'zip', 12, __( 'Zip code', 'formation-orders' ) ),
			'state'   => Json_Fields::text( $data, 'state', 100, __( 'State', 'formation-orders' ) ),
			'country' => Json_Fields::text( $data, 'country', 2, __( 'Country', 'formation-orders' ) ),
		);
	}
}
