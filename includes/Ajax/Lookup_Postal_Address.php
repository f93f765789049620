<?php
/**
 * admin-ajax action lookup_postal_address: the browser's postal address check, proxied so the key stays private.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;

/**
 * "used only when the check is enabled and an API key is configured"; "Postal check needs US country, line1 at
 * least 3 characters, zip at least 3". Answers {result: {line1, city, state, zip5, zip4,
 * country}} or a "USPS Lookup: …" error.
 */
final class Lookup_Postal_Address extends Action {

	public const ACTION = 'lookup_postal_address';

	public function name(): string {
		return self::ACTION;
	}

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	protected function respond( Request_Reader $request ): Answer {
		if ( ! $this->gateway->postal->is_enabled() ) {
			return Answer::error( __( 'Address lookup is not available.', 'formation-orders' ), 404, 'disabled' );
		}
		$address = Address_Fields::read( $request->json_object( 'address' ) );
		if ( 'US' !== strtoupper( $address['country'] ) || mb_strlen( $address['line1'] ) < 3 || strlen( $address['zip'] ) < 3 ) {
			throw new Bad_Request( __( 'Only complete US addresses can be looked up.', 'formation-orders' ), 400, 'invalid_field' );
		}
		$verified = $this->gateway->postal->verify( $address );
		if ( is_string( $verified ) ) {
			return Answer::error( $verified, 'USPS Lookup: address not found' === $verified ? 404 : 502, 'USPS Lookup: address not found' === $verified ? 'not_found' : 'upstream_error' );
		}
		return Answer::result( $verified );
	}
}
