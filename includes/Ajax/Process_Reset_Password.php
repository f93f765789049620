<?php
/**
 * admin-ajax action process_reset_password: the password reset form, forwarded to the marketing API.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Json_Fields;
use Formation_Orders\Gateway\Request_Reader;

/**
 * resetPasswordData: {url, email}.
 */
final class Process_Reset_Password extends Action {

	public const ACTION = 'process_reset_password';

	public function name(): string {
		return self::ACTION;
	}

	/** A reset sends an email: a retry after a timeout must not send a second one. */
	protected function is_idempotent(): bool {
		return true;
	}

	protected function respond( Request_Reader $request ): Answer {
		$form_type = $request->form_type();
		$reset     = $request->json_object( 'resetPasswordData' );
		$payload   = array(
			'url'      => Json_Fields::url( $reset, 'url' ),
			'email'    => Json_Fields::email( $reset, 'email' ),
			'website'  => (int) $this->gateway->settings->get( 'website_id' ),
			'formType' => $form_type,
		);
		return $this->forward( $payload, $request );
	}
}
