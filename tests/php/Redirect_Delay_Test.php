<?php
/**
 * How long "Redirecting…" shows before the thank-you page: 1500 ms unless a site's filter says otherwise, and never
 * less than nothing or more than ten seconds.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Public_Config;
use Formation_Orders\Settings;

final class Redirect_Delay_Test extends Test_Case {

	private function delay(): mixed {
		return ( new Public_Config( new Settings() ) )->for_page()['redirectDelayMs'];
	}

	public function test_a_visitor_reads_redirecting_for_1500_ms(): void {
		$this->assertSame( 1500, $this->delay() );
	}

	public function test_a_site_filter_sets_it_within_zero_to_ten_seconds(): void {
		$delay = 0;
		$set   = static function () use ( &$delay ) {
			return $delay;
		};
		add_filter( 'formation_orders_redirect_delay_ms', $set );
		try {
			foreach ( array( array( 0, 0 ), array( 3000, 3000 ), array( -5, 0 ), array( 999999, 10000 ), array( '250', 250 ) ) as [ $given, $expected ] ) {
				$delay = $given;
				$this->assertSame( $expected, $this->delay() );
			}
		} finally {
			remove_filter( 'formation_orders_redirect_delay_ms', $set );
		}
	}
}
