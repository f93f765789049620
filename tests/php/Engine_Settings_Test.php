<?php
/**
 * The form engine's settings come from the order-form block's attributes, checked on the server.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Engine_Settings;

final class Engine_Settings_Test extends Test_Case {

	public function test_defaults_when_the_block_sets_nothing(): void {
		$settings = Engine_Settings::from_attributes( array() );

		$this->assertTrue( $settings['persistFormData'] );
		$this->assertTrue( $settings['runningTotal'], 'the total is in view on every step unless the editor switches it off' );
		$this->assertSame( 'aggressive', $settings['validationMode'] );
		$this->assertSame( 'popover', $settings['tooltipMode'] );
		$this->assertSame( 10000, $settings['errorToastTimeout'] );
		$this->assertTrue( $settings['redirectEnabled'] );
		$this->assertSame( array(), $settings['allowedEntityTypes'] );
		$this->assertSame( '/contact/', $settings['contactUrl'] );
		$this->assertSame( '/login/', $settings['loginUrl'] );
	}

	public function test_valid_values_pass_through(): void {
		$settings = Engine_Settings::from_attributes(
			array(
				'persistFormData'          => false,
				'runningTotal'             => false,
				'validationMode'           => 'eager',
				'tooltipMode'              => 'modal',
				'errorToastTimeout'        => 0,
				'allowedEntityTypes'       => array( 'LLC', 'Corp' ),
				'preselectedState'         => 'wy',
				'preselectedEntityType'    => 'Corp',
				'preselectedPhoneAreaCode' => '307',
				'preselectedMfvoProduct'   => 'virtualOffice',
				'contactUrl'               => 'https://example.com/contact-us/',
				'loginUrl'                 => '/account/login/',
			)
		);

		$this->assertFalse( $settings['persistFormData'] );
		$this->assertFalse( $settings['runningTotal'] );
		$this->assertSame( 'eager', $settings['validationMode'] );
		$this->assertSame( 'modal', $settings['tooltipMode'] );
		$this->assertSame( 0, $settings['errorToastTimeout'], '0 means the toast stays' );
		$this->assertSame( array( 'LLC', 'Corp' ), $settings['allowedEntityTypes'] );
		$this->assertSame( 'WY', $settings['preselectedState'] );
		$this->assertSame( 'Corp', $settings['preselectedEntityType'] );
		$this->assertSame( '307', $settings['preselectedPhoneAreaCode'] );
		$this->assertSame( 'virtualOffice', $settings['preselectedMfvoProduct'], 'a product key keeps its letter case' );
		$this->assertSame( 'https://example.com/contact-us/', $settings['contactUrl'] );
		$this->assertSame( '/account/login/', $settings['loginUrl'] );
	}

	/**
	 * @return array<string, array{string, mixed, mixed}>
	 */
	public static function bad_values(): array {
		return array(
			'unknown validation mode'   => array( 'validationMode', 'sometimes', 'aggressive' ),
			'unknown tooltip mode'      => array( 'tooltipMode', 'banner', 'popover' ),
			'negative toast time'       => array( 'errorToastTimeout', -5, 0 ),
			'huge toast time'           => array( 'errorToastTimeout', 99999999, 600000 ),
			'toast time not a number'   => array( 'errorToastTimeout', 'soon', 10000 ),
			'unknown entity types'      => array( 'allowedEntityTypes', array( 'LLC', 'Pirate Ship', '<b>' ), array( 'LLC' ) ),
			'entity types not a list'   => array( 'allowedEntityTypes', 'LLC', array() ),
			'preselected state garbage' => array( 'preselectedState', 'Wyoming<script>', '' ),
			'preselected entity type'   => array( 'preselectedEntityType', 'Pirate Ship', '' ),
			'area code not 3 digits'    => array( 'preselectedPhoneAreaCode', '30a', '' ),
			'product key markup'        => array( 'preselectedMfvoProduct', 'virtual<b>Office</b>', 'virtualbOfficeb' ),
			'javascript: contact link'  => array( 'contactUrl', 'javascript:alert(1)', '/contact/' ),
			'protocol-relative link'    => array( 'loginUrl', '//evil.example/login', '/login/' ),
			'thank-you on another host' => array( 'contactThankYouUrl', 'https://attacker.example/thanks', '/contact-thank-you/' ),
			'redirect to javascript:'   => array( 'contactRedirectLink', 'JavaScript:alert(1)', '' ),
			'login on another host'     => array( 'loginUrl', 'https://attacker.example/login', '/login/' ),
			'spinner message markup'    => array( 'spinnerMessage', '<img src=x onerror=alert(1)>Wait', 'Wait' ),
		);
	}

	/**
	 * @dataProvider bad_values
	 */
	public function test_bad_values_fall_back_to_safe_ones( string $key, mixed $value, mixed $expected ): void {
		$settings = Engine_Settings::from_attributes( array( $key => $value ) );
		$this->assertSame( $expected, $settings[ $key ] );
	}

	public function test_a_redirect_may_go_to_the_site_or_the_marketing_api(): void {
		$settings = Engine_Settings::from_attributes(
			array(
				'loginUrl'           => 'https://portal.example/login',
				'contactThankYouUrl' => home_url( '/thanks/' ),
			),
			'https://portal.example/api'
		);
		$this->assertSame( 'https://portal.example/login', $settings['loginUrl'] );
		$this->assertSame( home_url( '/thanks/' ), $settings['contactThankYouUrl'] );
	}

	public function test_the_page_configuration_carries_the_engine_settings(): void {
		$markup = '<!-- wp:formation-orders/order-form {"stepMode":false,"validationMode":"lazy","preselectedState":"DE"} -->'
			. '<!-- wp:formation-orders/form-step {"key":"company","label":"Company"} -->'
			. '<!-- wp:formation-orders/company-information {"condition":{"orConditions":[{"andConditions":[{"fieldKey":"billingType","fieldVal":"yearly"}]}]}} /-->'
			. '<!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';
		$html = do_blocks( $markup );
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', $html, $match ), $html );
		$config = json_decode( $match[1], true );

		$this->assertSame( 'lazy', $config['engine']['validationMode'] );
		$this->assertSame( 'DE', $config['engine']['preselectedState'] );
		$this->assertFalse( $config['form']['stepMode'] );
		$this->assertSame(
			array( 'fieldKey' => 'billingType', 'fieldVal' => 'yearly' ),
			$config['form']['steps'][0]['modules'][0]['attributes']['condition']['orConditions'][0]['andConditions'][0]
		);
	}
}
