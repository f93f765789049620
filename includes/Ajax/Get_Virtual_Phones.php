<?php
/**
 * admin-ajax action get_virtual_phones: the phone numbers the marketing API offers for an area code.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Gateway\Upstream_Errors;

/**
 * areaCode: exactly 3 digits. Answers {result: [number, …]}; an empty list when the API answers 204 (it has no
 * numbers for that area code). The website id comes from the settings, never from the browser. Never cached:
 * numbers are taken by other customers all the time.
 */
final class Get_Virtual_Phones extends Action {

	public const ACTION = 'get_virtual_phones';

	/** Numbers a visitor is shown at most; more would not fit a choice list and says nothing more. */
	private const MAX_NUMBERS = 50;

	public function name(): string {
		return self::ACTION;
	}

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	protected function respond( Request_Reader $request ): Answer {
		$area_code = $request->text( 'areaCode', 10 );
		if ( 1 !== preg_match( '/^\d{3}$/', $area_code ) ) {
			throw new Bad_Request( __( 'The area code must contain exactly 3 digits.', 'formation-orders' ), 400, 'invalid_field' );
		}
		$response = $this->gateway->api->get( 'virtual_phones', array( 'area_code' => $area_code ) );
		if ( 204 === $response->status ) {
			return Answer::result( array() );
		}
		$result = $response->result();
		if ( null === $result ) {
			return Upstream_Errors::answer_for( $this->name(), Upstream_Errors::MAIL, $response );
		}
		$numbers = array();
		// Only well-formed numbers reach the page: the answer is shown as is.
		foreach ( $result as $entry ) {
			$number = is_array( $entry ) ? ( $entry['number_requested'] ?? null ) : null;
			if ( is_string( $number ) && 1 === preg_match( '/^\+?\d{10,15}$/', $number ) ) {
				$numbers[] = $number;
			}
		}
		return Answer::result( array_slice( $numbers, 0, self::MAX_NUMBERS ) );
	}
}
