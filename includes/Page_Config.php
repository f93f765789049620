<?php
/**
 * What the browser needs to run one order form.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

use Formation_Orders\Ajax\Process_Signup;

/**
 * Builds the per-form configuration printed as JSON next to the form's mount point.
 * Only public values go here: the browser sees all of it.
 */
final class Page_Config {

	public function __construct( private Settings $settings ) {
	}

	/**
	 * @param array<string, mixed> $attributes Order-form block attributes.
	 * @param list<array<string, mixed>> $steps Layout from the inner blocks.
	 * @return array<string, mixed>
	 */
	public function for_form( array $attributes, array $steps ): array {
		return ( new Gateway\Public_Config( $this->settings ) )->for_page() + array(
			'pluginVersion'    => FORMATION_ORDERS_VERSION,
			'ajaxUrl'          => admin_url( 'admin-ajax.php' ),
			'nonce'            => wp_create_nonce( Process_Signup::NONCE_ACTION ),
			'pageId'           => (int) get_queried_object_id(),
			'productApiUrl'    => $this->settings->get( 'api_root' ),
			'websiteId'        => $this->settings->get( 'website_id' ),
			'tokenizerUrl'     => $this->settings->get( 'tokenizer_url' ),
			'tokenizerTestKey' => $this->settings->get( 'tokenizer_test_key' ),
			'form'             => array(
				'formType'         => (string) ( $attributes['formType'] ?? '' ),
				'formFileName'     => (string) get_post_field( 'post_name', get_queried_object_id() ),
				'stepMode'         => (bool) ( $attributes['stepMode'] ?? true ),
				'submitButtonText' => (string) ( $attributes['submitButtonText'] ?? '' ),
				'termsText'        => (string) ( $attributes['termsText'] ?? '' ),
				'termsUrl'         => (string) ( $attributes['termsUrl'] ?? '' ),
				'phoneText'        => (string) ( $attributes['phoneText'] ?? '' ),
				'phoneNumber'      => (string) ( $attributes['phoneNumber'] ?? '' ),
				'steps'            => $steps,
			),
			'engine'           => Engine_Settings::from_attributes( $attributes ),
		);
	}
}
