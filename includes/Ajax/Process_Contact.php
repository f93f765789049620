<?php
/**
 * admin-ajax action process_contact: the contact form's message, after the captcha.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Gateway\Upstream_Errors;
use Formation_Orders\Remote\Api_Response;

/**
 * Captcha first, then contactData (a JSON object of the form's fields) to the marketing API. Answers {success}.
 * Process_Client_Profile is the same call with another action and field name.
 */
class Process_Contact extends Action {

	public const ACTION = 'process_contact';

	public function name(): string {
		return self::ACTION;
	}

	protected function data_field(): string {
		return 'contactData';
	}

	protected function is_idempotent(): bool {
		return true;
	}

	protected function respond( Request_Reader $request ): Answer {
		$form_type = $request->form_type();
		$data      = $request->json_object( $this->data_field() );
		$this->verify_captcha( $request );
		$payload = array(
			'website'          => (int) $this->gateway->settings->get( 'website_id' ),
			'client_ip'        => Rate_Limiter::client_ip(),
			'formType'         => $form_type,
			'pageID'           => absint( $request->text( 'pageID', 20 ) ),
			$this->data_field() => $data,
		);
		return $this->forward( $payload, $request );
	}

	protected function upstream_kind(): string {
		return Upstream_Errors::MAIL;
	}

	protected function success_answer( Api_Response $response ): ?Answer {
		return true === ( $response->body['success'] ?? null ) || is_array( $response->body['result'] ?? null ) ? Answer::success() : null;
	}
}
