<?php
/**
 * The order form's attributes, read from its block.json and checked on the server before a page carries them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Order_Form_Attributes;

final class Order_Form_Attributes_Test extends Test_Case {

	/**
	 * @param array<string, mixed> $attributes Order-form block attributes.
	 * @return array<string, mixed>
	 */
	private static function engine( array $attributes, string $api_root = '' ): array {
		return Order_Form_Attributes::checked( $attributes, $api_root )['engine'];
	}

	/**
	 * An attribute added to block.json without a check would reach no page, and a check of an attribute block.json
	 * no longer declares would be dead: both fail here.
	 */
	public function test_every_attribute_of_block_json_is_checked_and_printed_once(): void {
		$source   = wp_json_file_decode( dirname( __DIR__, 2 ) . '/blocks/order-form/block.json', array( 'associative' => true ) );
		$declared = array_keys( $source['attributes'] );
		sort( $declared );
		$checked = Order_Form_Attributes::checked( array() );
		$printed = array_merge( array_keys( $checked['form'] ), array_keys( $checked['engine'] ) );
		sort( $printed );

		$this->assertSame( $declared, $printed );
		$this->assertSame( array(), array_intersect_key( $checked['form'], $checked['engine'] ) );
		$class = new \ReflectionClass( Order_Form_Attributes::class );
		foreach ( array( 'CHECKS' => array_keys( $class->getConstant( 'CHECKS' ) ), 'LAYOUT' => $class->getConstant( 'LAYOUT' ) ) as $list => $named ) {
			$this->assertSame( array(), array_diff( $named, $declared ), "$list names an attribute block.json does not declare" );
		}
	}

	public function test_the_layout_attributes_are_checked_too(): void {
		$form = Order_Form_Attributes::checked(
			array(
				'stepMode'         => false,
				'submitButtonText' => array( '<b>' ),
				'termsUrl'         => 'javascript:alert(1)',
				'phoneNumber'      => '307-555-0100',
			)
		)['form'];

		$this->assertFalse( $form['stepMode'] );
		$this->assertSame( '', $form['submitButtonText'], 'a value of another type gives the default' );
		$this->assertSame( '', $form['termsUrl'], 'a refused terms link gives no link' );
		$this->assertSame( '307-555-0100', $form['phoneNumber'] );
		$this->assertStringContainsString( '{{terms_link:', $form['termsText'], 'block.json default' );
	}

	public function test_defaults_when_the_block_sets_nothing(): void {
		$settings = self::engine( array() );

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
		$settings = self::engine(
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
			'state with a line break'   => array( 'preselectedState', "WY\n", '' ),
			'area code with line break' => array( 'preselectedPhoneAreaCode', "307\n", '' ),
		);
	}

	/**
	 * @dataProvider bad_values
	 */
	public function test_bad_values_fall_back_to_safe_ones( string $key, mixed $value, mixed $expected ): void {
		$settings = self::engine( array( $key => $value ) );
		$this->assertSame( $expected, $settings[ $key ] );
	}

	public function test_a_redirect_may_go_to_the_site_or_the_marketing_api(): void {
		$settings = self::engine(
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
