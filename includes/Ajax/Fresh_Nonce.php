<?php
/**
 * admin-ajax action formation_orders_nonce: a fresh nonce for a page served from a full-page cache.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;

/**
 * A cached page can carry a nonce that expired hours ago. The browser asks here once after an "invalid_nonce"
 * answer and resubmits (src/api/ajax-client.ts). The nonce guards against cross-site requests, not bots (captcha
 * and rate limits do that), so handing one to any same-origin caller is fine; the answer must never be cached.
 */
final class Fresh_Nonce extends Action {

	public const ACTION = 'formation_orders_nonce';

	public function name(): string {
		return self::ACTION;
	}

	protected function needs_nonce(): bool {
		return false;
	}

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	protected function respond( Request_Reader $request ): Answer {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		return new Answer( 200, array( 'nonce' => wp_create_nonce( self::NONCE_ACTION ) ) );
	}
}
