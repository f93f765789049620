<?php
/**
 * The conversion tracking the browser sends after a placed order: the kinds switched on, with their ids.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Safe_Url;
use Formation_Orders\Settings;

/**
 * A kind is on only when its switch is on and its ids are filled in: a tag without its id would send nothing
 * useful. Only ids reach the page (src/tracking/types.ts reads this shape).
 */
final class Tracking_Config {

	public function __construct( private Settings $settings ) {
	}

	/**
	 * @return array<string, mixed>
	 */
	public function for_page(): array {
		$tracking = array();
		if ( $this->settings->get_bool( 'tracking_ecommerce' ) ) {
			$tracking['ecommerce'] = true;
		}
		$ads_id    = $this->settings->get( 'ads_conversion_id' );
		$ads_label = $this->settings->get( 'ads_conversion_label' );
		if ( $this->settings->get_bool( 'tracking_ads' ) && '' !== $ads_id && '' !== $ads_label ) {
			$tracking['ads'] = array(
				'conversionId'    => $ads_id,
				'conversionLabel' => $ads_label,
			);
		}
		$tag_id = $this->settings->get( 'search_tag_id' );
		if ( $this->settings->get_bool( 'tracking_search_tag' ) && '' !== $tag_id ) {
			$tracking['searchTag'] = array( 'tagId' => $tag_id );
		}
		$pixel_url = Safe_Url::absolute( $this->settings->get( 'affiliate_pixel_url' ) );
		if ( $this->settings->get_bool( 'tracking_affiliate' ) && '' !== $pixel_url ) {
			$tracking['affiliate'] = array(
				'merchantId' => $this->settings->get( 'affiliate_merchant_id' ),
				'pixelUrl'   => $pixel_url,
			);
		}
		return $tracking;
	}
}
