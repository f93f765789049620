<?php
/**
 * Who the developer toolbox is for.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Toolbox;

use Formation_Orders\Settings;

/**
 * The toolbox fills forms with sample orders and marks orders as tests, so it is shown only when the "Developer
 * toolbox" setting is on, and then only to a logged-in user who may manage the plugin's settings
 * (`manage_options`, filterable with `formation_orders_toolbox_capability`), or to everyone while test mode is
 * on (a staging site, where every order is a test anyway). An anonymous visitor of a live site never gets it.
 */
final class Toolbox_Access {

	public const CAPABILITY = 'manage_options';

	public function __construct( private Settings $settings ) {
	}

	public function allowed(): bool {
		if ( ! $this->settings->get_bool( 'dev_toolbox' ) ) {
			return false;
		}
		if ( $this->settings->get_bool( 'test_mode' ) ) {
			return true;
		}
		return $this->user_may_use_it();
	}

	/**
	 * A developer's own request to mark an order as a test counts only from someone allowed the toolbox.
	 */
	public function user_may_use_it(): bool {
		$capability = (string) apply_filters( 'formation_orders_toolbox_capability', self::CAPABILITY );
		return is_user_logged_in() && current_user_can( $capability );
	}
}
