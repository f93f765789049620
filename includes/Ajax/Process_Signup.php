<?php
/**
 * admin-ajax action process_signup: places an order (or creates a free account / affiliate signup).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Form_Types;
use Formation_Orders\Legal_Intake;
use Formation_Orders\Naics_Requirement;
use Formation_Orders\Toolbox\Toolbox_Access;

/**
 * Completes the order with what only the server may say (website, client IP, test flag, form type and file name) and forwards it
 * to the marketing API. Answers `{result}` or `{error, code, title[, min]}` (min: the lowest price a NYOP order may name).
 */
final class Process_Signup extends Action {

	public const ACTION       = 'process_signup';
	public const NONCE_ACTION = Action::NONCE_ACTION;

	public function name(): string {
		return self::ACTION;
	}

	protected function is_idempotent(): bool {
		return true;
	}

	/**
	 * The browser keeps neither the card nor the password across a reload: the card is tokenized again (a new
	 * token and customer id) and the password typed again, so they differ between two sendings of one order.
	 *
	 * @return list<string>
	 */
	protected function volatile_paths(): array {
		return array( 'signupData.payment.token', 'signupData.payment.customer_id', 'signupData.account.password' );
	}

	protected function respond( Request_Reader $request ): Answer {
		$form_type = $request->form_type();
		$order     = $request->json_object( 'signupData', __( 'The order could not be read. Please reload the page and try again.', 'formation-orders' ) );
		// The free account and the affiliate signup send a captcha answer; the paid orders, a card instead.
		if ( Form_Types::sends_captcha( $form_type ) ) {
			$this->verify_captcha( $request );
		}
		$page_id = (int) $request->text( 'pageID', 20 );
		$naics   = ( new Naics_Requirement( $this->gateway->settings ) )->missing_code( $page_id, $form_type, $order );
		if ( '' !== $naics ) {
			throw new Bad_Request( $naics, 400, 'naics_required' );
		}
		[ $order, $intake ] = ( new Legal_Intake() )->check( $page_id, $form_type, $order );
		if ( '' !== $intake ) {
			throw new Bad_Request( $intake, 400, 'legal_intake' );
		}

		$order['website']   = (int) $this->gateway->settings->get( 'website_id' );
		$order['client_ip'] = Rate_Limiter::client_ip();
		$order['formType']  = $form_type;
		// The name the form is known by upstream (the slug of its page); a slug or nothing.
		$form_file_name = sanitize_title( $request->text( 'formFileName', 200 ) );
		if ( '' !== $form_file_name ) {
			$order['formFileName'] = $form_file_name;
		} else {
			unset( $order['formFileName'] );
		}
		$order['test']      = $this->gateway->is_test_mode() || $this->developer_marked_test( $order );

		return $this->forward( $order, $request );
	}

	/**
	 * The toolbox's "Mark the order as a test": believed only from a user the toolbox is for, so a visitor
	 * cannot mark a real order as a test.
	 *
	 * @param array<string, mixed> $order The order as the browser sent it.
	 */
	private function developer_marked_test( array $order ): bool {
		return true === ( $order['test'] ?? null ) && ( new Toolbox_Access( $this->gateway->settings ) )->user_may_use_it();
	}
}
