<?php
/**
 * admin-ajax action validate_address: the backend address check of the contact address.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Settings_Fields;

/**
 * address: JSON {line1, city, zip, state, country}. "Backend address check runs only for state WY, on the contact
 * address, when enabled": WY is the default of the setting "Backend address check states"; for any other state, or
 * with the check off, it answers valid without asking anyone. Answers {success, valid, message}.
 */
final class Validate_Address extends Action {

	public const ACTION = 'validate_address';

	public function name(): string {
		return self::ACTION;
	}

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	protected function respond( Request_Reader $request ): Answer {
		$request->form_type();
		$address = Address_Fields::read( $request->json_object( 'address' ) );
		$checked = $this->gateway->settings->get_bool( 'backend_address_check' ) && $this->gateway->postal->is_enabled()
			&& in_array( strtoupper( $address['state'] ), Settings_Fields::states_in( $this->gateway->settings->get( 'address_check_states' ) ), true )
			&& 'US' === strtoupper( $address['country'] );
		if ( ! $checked ) {
			return Answer::success(
				array(
					'valid'   => true,
					'checked' => false,
					'message' => '',
				)
			);
		}
		$verified = $this->gateway->postal->verify( $address );
		if ( 'USPS Lookup: request failed' === $verified ) {
			return Answer::error( $verified, 502, 'upstream_error' );
		}
		return Answer::success(
			array(
				'valid'   => is_array( $verified ),
				'checked' => true,
				'message' => is_array( $verified ) ? '' : $verified,
			)
		);
	}
}
