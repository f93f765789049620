<?php
/**
 * The gateway's part of the page configuration: public settings and the cached catalog. Never a secret.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Catalog\Catalog_Cache;
use Formation_Orders\Mail_Forwarding_Availability;
use Formation_Orders\Remote\Marketing_Api;
use Formation_Orders\Safe_Url;
use Formation_Orders\Settings;
use Formation_Orders\State_Lists;
use Formation_Orders\Toolbox\Toolbox_Access;

/**
 * Secrets (captcha secret, postal lookup key) stay on the server: the browser reaches those services only through
 * admin-ajax actions, so this lists what it may see, key by key.
 */
final class Public_Config {

	private Catalog_Cache $catalog;

	public function __construct( private Settings $settings, ?Catalog_Cache $catalog = null ) {
		$this->catalog = $catalog ?? new Catalog_Cache( $settings, new Marketing_Api( $settings ) );
	}

	/**
	 * @param bool $with_catalog Whether the form prices anything and so carries the catalog (every state's products).
	 * @return array<string, mixed>
	 */
	public function for_page( bool $with_catalog = true ): array {
		$config = array(
			'captchaSiteKey'     => $this->settings->get( 'captcha_site_key' ),
			// Checked again as printed: a value stored before the settings checked it, or written to the option
			// directly, must not reach a script tag or a link.
			'captchaScriptUrl'   => Safe_Url::absolute( $this->settings->get( 'captcha_script_url' ) ),
			'vinServiceUrl'      => Safe_Url::absolute( $this->settings->get( 'vin_service_url' ) ),
			'contactLink'        => Safe_Url::link( $this->settings->get( 'contact_link' ) ),
			'thankYou'           => array(
				'contact'         => Safe_Url::link( $this->settings->get( 'thank_you_contact_url' ) ),
				'affiliate'       => Safe_Url::link( $this->settings->get( 'thank_you_affiliate_url' ) ),
				'job'             => Safe_Url::link( $this->settings->get( 'thank_you_job_url' ) ),
				'jobPriority'     => Safe_Url::link( $this->settings->get( 'thank_you_job_priority_url' ) ),
				'contactRedirect' => Safe_Url::link( $this->settings->get( 'contact_redirect_link' ) ),
			),
			'features'           => array(
				'backendAddressCheck' => $this->settings->get_bool( 'backend_address_check' ),
				'postalLookup'        => '' !== $this->settings->get( 'postal_lookup_url' ) && '' !== $this->settings->get( 'postal_lookup_key' ),
				'persistence'         => $this->settings->get_bool( 'persistence' ),
				'redirect'            => $this->settings->get_bool( 'redirect' ),
				'devToolbox'          => ( new Toolbox_Access( $this->settings ) )->allowed(),
			),
			'uploadMaxKilobytes' => ( new Upload_Checks( $this->settings ) )->max_bytes() / 1000,
			'redirectDelayMs'    => self::redirect_delay_ms(),
			'stateLists'         => ( new State_Lists( $this->settings ) )->for_page(),
		);
		$availability = Mail_Forwarding_Availability::parse( $this->settings->get( 'mail_forwarding_availability' ) );
		if ( null !== $availability ) {
			$config['mailForwardingAvailability'] = $availability;
		}
		$tracking = ( new Tracking_Config( $this->settings ) )->for_page();
		if ( array() !== $tracking ) {
			$config['tracking'] = $tracking;
		}
		$snapshot = $with_catalog ? $this->catalog->snapshot() : null;
		if ( null !== $snapshot ) {
			$config['catalog'] = $snapshot;
		}
		return $config;
	}

	/**
	 * How long the success message shows before the visitor is taken to the thank-you page: 1500 ms, the time to
	 * read "Redirecting…". A site may change it through the `formation_orders_redirect_delay_ms` filter (the test
	 * stack skips the wait that way); at most ten seconds.
	 */
	private static function redirect_delay_ms(): int {
		return max( 0, min( 10000, (int) apply_filters( 'formation_orders_redirect_delay_ms', 1500 ) ) );
	}
}
