<?php
/**
 * admin-ajax action process_client_profile: the client profile form, after the captcha.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

/**
 * Like process_contact, with clientProfileData.
 */
final class Process_Client_Profile extends Process_Contact {

	public const ACTION = 'process_client_profile';

	public function name(): string {
		return self::ACTION;
	}

	protected function data_field(): string {
		return 'clientProfileData';
	}
}
