<?php
/**
 * What every admin-ajax action of the plugin shares.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Idempotency_Store;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Request_Reader;
use Formation_Orders\Gateway\Services;
use Formation_Orders\Gateway\Upstream_Errors;
use Formation_Orders\Remote\Api_Response;
use Formation_Orders\Safe_Url;

/**
 * Registered for logged-out and logged-in visitors alike. handle() checks, in order: the request size, the nonce,
 * the per-address rate limit and (for orders) the order key; then respond() does the action's own work. Every answer
 * is JSON with an explicit status, sent once.
 */
abstract class Action {

	/** One nonce for every action of the plugin (the page prints one; Fresh_Nonce renews it). */
	public const NONCE_ACTION = 'formation_orders_submit';

	/** Largest request accepted by JSON-only actions. Applications carry files and set their own. */
	protected const MAX_REQUEST_BYTES = 300000;

	public function __construct( protected Services $gateway ) {
	}

	/** The admin-ajax action name. */
	abstract public function name(): string;

	/** Rate_Limiter::SUBMIT or Rate_Limiter::LOOKUP. */
	protected function bucket(): string {
		return Rate_Limiter::SUBMIT;
	}

	/** True when a retry with the same order key must get the first answer. */
	protected function is_idempotent(): bool {
		return false;
	}

	/**
	 * Dotted paths inside the request's JSON that may differ between two sendings of one order and so stay out of
	 * the hash that binds the order key to its request (an order's card token is new after every reload).
	 *
	 * @return list<string>
	 */
	protected function volatile_paths(): array {
		return array();
	}

	/**
	 * The hash an order key of this action is bound to, for this request.
	 */
	public function payload_hash( Request_Reader $request ): string {
		return $request->payload_hash( $this->volatile_paths() );
	}

	/** Fresh_Nonce is the one action that cannot ask for a nonce. */
	protected function needs_nonce(): bool {
		return true;
	}

	protected function max_request_bytes(): int {
		return static::MAX_REQUEST_BYTES;
	}

	abstract protected function respond( Request_Reader $request ): Answer;

	public function add_hooks(): void {
		add_action( 'wp_ajax_' . $this->name(), array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . $this->name(), array( $this, 'handle' ) );
	}

	public function handle(): void {
		$this->run()->send();
	}

	/**
	 * Everything handle() does except sending; what the bench and tests measure.
	 */
	public function run(): Answer {
		try {
			$this->check_size();
			if ( $this->needs_nonce() ) {
				$this->check_nonce();
			}
			$this->gateway->rate_limiter->hit( $this->bucket() );
			$request = Request_Reader::from_globals();
			if ( ! $this->is_idempotent() ) {
				return $this->respond( $request );
			}
			return $this->respond_once( $request );
		} catch ( Bad_Request $refused ) {
			return $refused->answer();
		}
	}

	private function respond_once( Request_Reader $request ): Answer {
		$key = $request->text( 'orderKey', 64 );
		if ( ! Idempotency_Store::is_valid_key( $key ) ) {
			// Older pages sent no key: they still work, without retry protection.
			return $this->respond( $request );
		}
		$store = $this->gateway->idempotency;
		$hash  = $this->payload_hash( $request );
		$first = $store->claim( $this->name(), $key, $hash );
		if ( null !== $first ) {
			return $first;
		}
		try {
			$answer = $this->respond( $request );
		} catch ( Bad_Request $refused ) {
			$answer = $refused->answer();
		} catch ( \Throwable $crash ) {
			$store->complete( $this->name(), $key, $hash, Answer::error( '', 500 ) );
			throw $crash;
		}
		$store->complete( $this->name(), $key, $hash, $answer );
		return $answer;
	}

	/** Which catalogue entry a refusal or fault of this action becomes (Upstream_Errors::SIGNUP, MAIL, APPLICATION). */
	protected function upstream_kind(): string {
		return Upstream_Errors::SIGNUP;
	}

	/**
	 * The browser's answer to a successful API response, or null when it is not one after all (default: its
	 * result object, without a login_url the browser must not go to).
	 */
	protected function success_answer( Api_Response $response ): ?Answer {
		$result = $response->result();
		return null === $result ? null : Answer::result( $this->without_foreign_login_url( $result ) );
	}

	/**
	 * What the browser gets for an API response to this action: the success answer, or the mapped refusal or fault.
	 * Also used for the API's kept answer when the outcome of a timed-out request is looked up (Order_Outcome).
	 */
	public function answer_from_upstream( Api_Response $response ): Answer {
		$answer = $response->is_ok() ? $this->success_answer( $response ) : null;
		return $answer ?? Upstream_Errors::answer_for( $this->name(), $this->upstream_kind(), $response );
	}

	/**
	 * Posts to the marketing API with the order key, if any, as Idempotency-Key; answers the result or the mapped
	 * error.
	 *
	 * @param array<string, mixed> $payload
	 */
	protected function forward( array $payload, Request_Reader $request ): Answer {
		$key     = $request->text( 'orderKey', 64 );
		$headers = Idempotency_Store::is_valid_key( $key ) ? array( 'Idempotency-Key' => $key ) : array();
		return $this->answer_from_upstream( $this->gateway->api->post( $this->name(), $payload, $headers ) );
	}

	/**
	 * The browser goes to an answer's login_url after a success: only to this site or the marketing API's own
	 * origin, so a misbehaving API (or one reached over plain http) cannot send visitors to javascript: or
	 * another host. Any other login_url is left out, and the browser then stays on the page.
	 *
	 * @param array<string, mixed> $result
	 * @return array<string, mixed>
	 */
	private function without_foreign_login_url( array $result ): array {
		if ( array_key_exists( 'login_url', $result ) ) {
			$login_url = Safe_Url::redirect( $result['login_url'], array( $this->gateway->settings->get( 'api_root' ) ) );
			if ( '' === $login_url ) {
				unset( $result['login_url'] );
			} else {
				$result['login_url'] = $login_url;
			}
		}
		return $result;
	}

	/**
	 * Captcha answer from the request, checked with the provider.
	 */
	protected function verify_captcha( Request_Reader $request ): void {
		$this->gateway->captcha->verify( $request->text( 'captchaResponse', 4096 ), Rate_Limiter::client_ip() );
	}

	private function check_size(): void {
		$length = (int) ( $_SERVER['CONTENT_LENGTH'] ?? 0 );
		if ( $length > $this->max_request_bytes() ) {
			throw new Bad_Request( __( 'Your submission is too large.', 'formation-orders' ), 413, 'too_large' );
		}
	}

	private function check_nonce(): void {
		// wp_verify_nonce() would warn on an array ("Array to string conversion").
		$nonce = $_REQUEST['nonce'] ?? ''; // phpcs:ignore FormationOrders.Security.ValidatedSanitizedInput, FormationOrders.Security.NonceVerification -- this is the nonce; only its type is checked before wp_verify_nonce().
		if ( ! is_string( $nonce ) || false === check_ajax_referer( self::NONCE_ACTION, 'nonce', false ) ) {
			throw new Bad_Request( __( 'Your session has expired. Please reload the page and try again.', 'formation-orders' ), 403, 'invalid_nonce' );
		}
	}
}
