<?php
/**
 * The shared parts every action uses, built once.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Remote\Captcha_Verifier;
use Formation_Orders\Remote\Marketing_Api;
use Formation_Orders\Remote\Postal_Lookup;
use Formation_Orders\Settings;

/**
 * Wired by hand in Plugin; tests build one with their own settings.
 */
final class Services {

	public readonly Marketing_Api $api;
	public readonly Rate_Limiter $rate_limiter;
	public readonly Idempotency_Store $idempotency;
	public readonly Captcha_Verifier $captcha;
	public readonly Postal_Lookup $postal;
	public readonly Upload_Checks $uploads;

	public function __construct( public readonly Settings $settings, ?Idempotency_Store $idempotency = null ) {
		$this->api          = new Marketing_Api( $settings );
		$this->rate_limiter = new Rate_Limiter( $settings );
		$this->idempotency  = $idempotency ?? new Idempotency_Store();
		$this->captcha      = new Captcha_Verifier( $settings );
		$this->postal       = new Postal_Lookup( $settings );
		$this->uploads      = new Upload_Checks( $settings );
	}

	/**
	 * Orders are test orders when the tokenizer test key is set or test mode is on.
	 */
	public function is_test_mode(): bool {
		return '' !== $this->settings->get( 'tokenizer_test_key' ) || $this->settings->get_bool( 'test_mode' );
	}
}
