<?php
/**
 * The form types as PHP knows them: from their descriptors (src/form-types/), through the build.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Form_Types;

final class Form_Types_Test extends Test_Case {

	/** @return array<string, array{kind: string, captcha: bool}> What the build wrote. */
	private static function built(): array {
		return wp_json_file_decode( dirname( __DIR__, 2 ) . '/build/order-form/form-types.json', array( 'associative' => true ) );
	}

	public function test_the_order_form_offers_the_descriptors_form_types_with_the_registered_agent_by_default(): void {
		$attribute = \WP_Block_Type_Registry::get_instance()->get_registered( 'formation-orders/order-form' )->attributes['formType'];

		$this->assertSame( array_keys( self::built() ), $attribute['enum'] );
		$this->assertContains( 'job-application', $attribute['enum'] );
		$this->assertSame( 'registered-agent-signup', $attribute['default'] );
	}

	public function test_a_form_type_no_descriptor_names_renders_as_the_default(): void {
		$html = do_blocks( '<!-- wp:formation-orders/order-form {"formType":"no-such-type"} --><div class="wp-block-formation-orders-order-form"></div><!-- /wp:formation-orders/order-form -->' );

		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', $html, $match ), $html );
		$this->assertSame( 'registered-agent-signup', json_decode( $match[1], true )['form']['formType'] );
	}

	/**
	 * @dataProvider form_types
	 */
	public function test_each_form_type_says_whether_it_is_an_order_and_sends_a_captcha( string $form_type, bool $order, bool $captcha ): void {
		$this->assertSame( $order, Form_Types::is_order( $form_type ) );
		$this->assertSame( $captcha, Form_Types::sends_captcha( $form_type ) );
	}

	/** @return array<string, array{string, bool, bool}> */
	public static function form_types(): array {
		return array(
			'registered agent'   => array( 'registered-agent-signup', true, false ),
			'domestication'      => array( 'domestication', true, false ),
			'free account'       => array( 'free-account', false, true ),
			'affiliate signup'   => array( 'affiliate-signup', false, true ),
			'login'              => array( 'login', false, false ),
			'password reset'     => array( 'password-reset', false, false ),
			'contact'            => array( 'contact', false, true ),
			'job application'    => array( 'job-application', false, true ),
			'an unknown type'    => array( 'some-new-order-type', true, false ),
		);
	}
}
