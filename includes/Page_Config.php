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

	/** Modules that look up the chosen state's registered agent product, whatever the form type. */
	private const STATE_PICKERS = array( 'state-picker', 'multi-state-picker' );

	public function __construct( private Settings $settings ) {
	}

	/**
	 * Whether a form needs the product catalog: every order form does; a form that is not an order only when one
	 * of its modules still looks up products (a state picker, or products configured on a module). The catalog is
	 * about 40 KB of every state's products, which a login or contact page would download and parse for nothing.
	 *
	 * @param string $form_type The form's type.
	 * @param list<array<string, mixed>> $steps Layout from the inner blocks.
	 */
	public static function prices_anything( string $form_type, array $steps ): bool {
		if ( Form_Types::is_order( $form_type ) ) {
			return true;
		}
		foreach ( $steps as $step ) {
			foreach ( (array) ( $step['modules'] ?? array() ) as $module ) {
				$products = $module['attributes']['products'] ?? array();
				if ( in_array( $module['name'] ?? '', self::STATE_PICKERS, true ) || ( is_array( $products ) && array() !== $products ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * @param array<string, mixed> $attributes Order-form block attributes.
	 * @param list<array<string, mixed>> $steps Layout from the inner blocks.
	 * @return array<string, mixed>
	 */
	public function for_form( array $attributes, array $steps ): array {
		$checked   = Order_Form_Attributes::checked( $attributes, $this->settings->get( 'api_root' ) );
		$form_type = $checked['form']['formType'];
		return ( new Gateway\Public_Config( $this->settings ) )->for_page( self::prices_anything( $form_type, $steps ) ) + array(
			'pluginVersion'    => FORMATION_ORDERS_VERSION,
			'ajaxUrl'          => admin_url( 'admin-ajax.php' ),
			'nonce'            => wp_create_nonce( Process_Signup::NONCE_ACTION ),
			'pageId'           => (int) get_queried_object_id(),
			'productApiUrl'    => Safe_Url::absolute( $this->settings->get( 'api_root' ) ),
			'websiteId'        => $this->settings->get( 'website_id' ),
			'tokenizerUrl'     => Safe_Url::absolute( $this->settings->get( 'tokenizer_url' ) ),
			'tokenizerTestKey' => $this->settings->get( 'tokenizer_test_key' ),
			'form'             => array(
				'formType'     => $form_type,
				'formFileName' => (string) get_post_field( 'post_name', get_queried_object_id() ),
			) + $checked['form'] + array( 'steps' => $steps ),
			'engine'           => $checked['engine'],
		) + ( new Toolbox\Toolbox_Config( $this->settings ) )->for_form( $form_type );
	}
}
