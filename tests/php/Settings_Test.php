<?php
/**
 * Settings are sanitized on the way in and merged over defaults on the way out.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Settings;

final class Settings_Test extends Test_Case {

	public function test_sanitize_cleans_every_field(): void {
		$clean = ( new Settings() )->sanitize(
			array(
				'api_root'           => ' https://api.example.com/v1/ ',
				'website_id'         => '12a<b>',
				'tokenizer_url'      => 'javascript:alert(1)',
				'tokenizer_test_key' => "<b>key</b>\n",
				'unknown'            => 'dropped',
			)
		);

		$this->assertSame(
			array(
				'api_root'           => 'https://api.example.com/v1',
				'website_id'         => '12',
				'tokenizer_url'      => '',
				'tokenizer_test_key' => 'key',
			),
			array_intersect_key( $clean, array_flip( array( 'api_root', 'website_id', 'tokenizer_url', 'tokenizer_test_key' ) ) )
		);
		$this->assertArrayNotHasKey( 'unknown', $clean );
	}

	public function test_sanitize_clamps_numbers_and_reads_toggles(): void {
		$clean = ( new Settings() )->sanitize(
			array(
				'upload_max_size'        => '999999999',
				'rate_limit_submissions' => 'lots',
				'http_timeout'           => '-5',
				'backend_address_check'  => '1',
				'persistence'            => '0',
				'captcha_secret'         => ' <b>s3cret</b> ',
			)
		);

		$this->assertSame( 100000, $clean['upload_max_size'] );
		$this->assertSame( 20, $clean['rate_limit_submissions'], 'not a number: the default' );
		$this->assertSame( 1, $clean['http_timeout'] );
		$this->assertTrue( $clean['backend_address_check'] );
		$this->assertFalse( $clean['persistence'] );
		$this->assertSame( 's3cret', $clean['captcha_secret'] );
	}

	public function test_defaults_quote_the_spec(): void {
		$settings = new Settings();

		$this->assertSame( 5000, $settings->get_int( 'upload_max_size' ), 'uploads default to at most 5000 kilobytes' );
		$this->assertFalse( $settings->get_bool( 'upload_size_in_megabytes' ) );
	}

	public function test_sanitize_survives_a_non_array(): void {
		$this->assertSame( '', ( new Settings() )->sanitize( 'garbage' )['api_root'] );
	}

	public function test_missing_keys_fall_back_to_defaults(): void {
		update_option( Settings::OPTION, array( 'website_id' => '5' ) );
		$settings = new Settings();

		$this->assertSame( '5', $settings->get( 'website_id' ) );
		$this->assertSame( '', $settings->get( 'api_root' ) );
	}

	public function test_the_settings_page_needs_manage_options(): void {
		global $submenu;
		wp_set_current_user( self::factory_user( 'editor' ) );
		do_action( 'admin_menu' );
		$this->assertEmpty( wp_list_filter( $submenu['options-general.php'] ?? array(), array( 2 => 'formation-orders' ) ) );

		wp_set_current_user( self::factory_user( 'administrator' ) );
		do_action( 'admin_menu' );
		$this->assertNotEmpty( wp_list_filter( $submenu['options-general.php'] ?? array(), array( 2 => 'formation-orders' ) ) );
	}

	private static function factory_user( string $role ): int {
		return wp_insert_user(
			array(
				'user_login' => $role . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}
}
