<?php
/**
 * admin-ajax action process_login: the login form, checked by the marketing API.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Json_Fields;
use Formation_Orders\Gateway\Request_Reader;

/**
 * loginData: {url, username, password}. The password goes upstream as typed and is never stored or logged.
 */
final class Process_Login extends Action {

	public const ACTION = 'process_login';

	public function name(): string {
		return self::ACTION;
	}

	protected function respond( Request_Reader $request ): Answer {
		$form_type = $request->form_type();
		$login     = $request->json_object( 'loginData' );
		$payload   = array(
			'url'      => Json_Fields::url( $login, 'url' ),
			'username' => Json_Fields::text( $login, 'username', 254, __( 'Username', 'formation-orders' ) ),
			'password' => Json_Fields::text( $login, 'password', Request_Reader::MAX_TEXT, __( 'Password', 'formation-orders' ) ),
			'website'  => (int) $this->gateway->settings->get( 'website_id' ),
			'formType' => $form_type,
		);
		return $this->forward( $payload, $request );
	}
}
