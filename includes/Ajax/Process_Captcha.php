<?php
/**
 * admin-ajax action process_captcha: the captcha check alone.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;

/**
 * The browser never sees the captcha secret: it asks WordPress, which asks the provider.
 */
final class Process_Captcha extends Action {

	public const ACTION = 'process_captcha';

	public function name(): string {
		return self::ACTION;
	}

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	protected function respond( Request_Reader $request ): Answer {
		$this->verify_captcha( $request );
		return Answer::success();
	}
}
