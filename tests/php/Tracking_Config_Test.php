<?php
/**
 * Conversion tracking reaches the page only when switched on with its ids, and only as ids.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Gateway\Public_Config;
use Formation_Orders\Gateway\Tracking_Config;
use Formation_Orders\Settings;

final class Tracking_Config_Test extends Test_Case {

	public function test_nothing_is_tracked_by_default(): void {
		$this->assertSame( array(), ( new Tracking_Config( new Settings() ) )->for_page() );
		$this->assertArrayNotHasKey( 'tracking', ( new Public_Config( new Settings() ) )->for_page() );
	}

	public function test_each_kind_switched_on_with_its_ids_reaches_the_page(): void {
		update_option(
			Settings::OPTION,
			array(
				'tracking_ecommerce'    => true,
				'tracking_ads'          => true,
				'ads_conversion_id'     => 'AW-123456789',
				'ads_conversion_label'  => 'purchaseLabel',
				'tracking_search_tag'   => true,
				'search_tag_id'         => '5551234',
				'tracking_affiliate'    => true,
				'affiliate_merchant_id' => '98765',
				'affiliate_pixel_url'   => 'https://affiliates.example/sale.cfm',
			)
		);

		$this->assertSame(
			array(
				'ecommerce' => true,
				'ads'       => array(
					'conversionId'    => 'AW-123456789',
					'conversionLabel' => 'purchaseLabel',
				),
				'searchTag' => array( 'tagId' => '5551234' ),
				'affiliate' => array(
					'merchantId' => '98765',
					'pixelUrl'   => 'https://affiliates.example/sale.cfm',
				),
			),
			( new Public_Config( new Settings() ) )->for_page()['tracking']
		);
	}

	public function test_a_kind_without_its_ids_or_switched_off_stays_off(): void {
		update_option(
			Settings::OPTION,
			array(
				'tracking_ads'          => true,
				'ads_conversion_id'     => 'AW-123456789',
				'tracking_search_tag'   => false,
				'search_tag_id'         => '5551234',
				'tracking_affiliate'    => true,
				'affiliate_merchant_id' => '98765',
			)
		);

		$this->assertSame( array(), ( new Tracking_Config( new Settings() ) )->for_page() );
	}

	public function test_affiliate_pixel_url_is_sanitized_as_a_url(): void {
		$clean = ( new Settings() )->sanitize( array( 'affiliate_pixel_url' => 'javascript:alert(1)' ) );
		$this->assertSame( '', $clean['affiliate_pixel_url'] );
	}
}
