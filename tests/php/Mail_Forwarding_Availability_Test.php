<?php
/**
 * The mail forwarding availability map: one line of settings text, read as state => product categories.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Public_Config;
use Formation_Orders\Mail_Forwarding_Availability;
use Formation_Orders\Settings;

final class Mail_Forwarding_Availability_Test extends Test_Case {

	public function test_the_default_map_offers_mail_forwarding_in_seven_states_and_offices_in_four(): void {
		$map = Mail_Forwarding_Availability::parse( Mail_Forwarding_Availability::DEFAULT_MAP );

		$this->assertSame( array( 'WY', 'DE', 'NV', 'FL', 'TX', 'NY', 'CA' ), array_keys( $map ) );
		$this->assertSame( array( 'mail-forwarding', 'virtual-office' ), $map['WY'] );
		$this->assertSame( array( 'mail-forwarding' ), $map['NY'] );
	}

	public function test_entries_are_trimmed_and_cased_and_bad_ones_skipped(): void {
		$this->assertSame(
			array(
				'WY' => array( 'mail-forwarding', 'virtual-office' ),
				'NY' => array( 'mail-forwarding' ),
			),
			Mail_Forwarding_Availability::parse( ' wy : Mail-Forwarding , virtual-office, mail-forwarding ; Wyoming: x ; NY:mail-forwarding; nonsense; OH: <b>' )
		);
	}

	public function test_an_empty_map_means_no_limit_and_stays_out_of_the_page(): void {
		$this->assertNull( Mail_Forwarding_Availability::parse( '  ' ) );

		update_option( Settings::OPTION, array( 'mail_forwarding_availability' => '' ) );
		$this->assertArrayNotHasKey( 'mailForwardingAvailability', ( new Public_Config( new Settings() ) )->for_page() );
	}

	public function test_the_saved_map_reaches_the_page(): void {
		$settings = new Settings();
		update_option( Settings::OPTION, $settings->sanitize( array( 'mail_forwarding_availability' => 'NV: virtual-office' ) ) );

		$this->assertSame(
			array( 'NV' => array( 'virtual-office' ) ),
			( new Public_Config( new Settings() ) )->for_page()['mailForwardingAvailability']
		);
	}
}
