<?php
/**
 * The catalog printed with each form: fetched server-side, cached, served stale while refreshing and while the API
 * is down; public settings only.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Catalog\Catalog_Cache;
use Formation_Orders\Gateway\Upload_Checks;
use Formation_Orders\Page_Config;
use Formation_Orders\Settings;

final class Catalog_Cache_Test extends Gateway_Test_Case {

	private bool $api_down = false;

	protected function setUp(): void {
		parent::setUp();
		$this->api_down = false;
		foreach ( Catalog_Cache::LISTS as $list ) {
			$this->answer( '/' . $list . '?', 200, array( 'result' => array( array( 'id' => crc32( $list ) % 1000, 'list' => $list ) ) ) );
		}
	}

	/**
	 * @param string $pattern A demo pattern's slug.
	 * @return array<string, mixed> The configuration printed with the demo form.
	 */
	private function render( string $pattern = 'registered-agent' ): array {
		$markup = (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/' . $pattern )['content'];
		$html   = do_blocks( $markup );
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', $html, $match ) );
		return json_decode( $match[1], true );
	}

	private function take_down_the_api(): void {
		foreach ( Catalog_Cache::LISTS as $list ) {
			$this->answer( '/' . $list . '?', 503, 'down' );
		}
	}

	private function expire(): void {
		$stored                = get_transient( Catalog_Cache::TRANSIENT );
		$stored['fresh_until'] = time() - 1;
		set_transient( Catalog_Cache::TRANSIENT, $stored, DAY_IN_SECONDS );
	}

	/**
	 * Runs what the catalog cache left for `shutdown` (the rest of core's shutdown would close PHPUnit's buffers).
	 */
	private function run_scheduled_refresh(): void {
		$ran = 0;
		foreach ( $GLOBALS['wp_filter']['shutdown']->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Catalog_Cache ) {
					call_user_func( $callback['function'] );
					++$ran;
				}
			}
		}
		$this->assertSame( 1, $ran, 'one refresh scheduled for after the response' );
	}

	public function test_the_first_view_fetches_every_list_and_later_views_make_no_api_call(): void {
		$first = $this->render();
		$calls = count( $this->api_calls() );
		$this->render();
		$this->render();

		$this->assertSame( count( Catalog_Cache::LISTS ), $calls );
		$this->assertSame( $calls, count( $this->api_calls() ), 'cached views call nothing' );
		foreach ( Catalog_Cache::LISTS as $list ) {
			$this->assertSame( $list, $first['catalog'][ $list ][0]['list'] );
		}
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT/', $first['catalog']['fetchedAt'] );
		$this->assertStringContainsString( 'website_id=7', $this->api_calls()[0]['url'] );
	}

	public function test_a_stale_copy_is_served_and_refreshed_after_the_response(): void {
		$this->render();
		$this->expire();
		$this->answer( '/coupons?', 200, array( 'result' => array( array( 'id' => 9, 'list' => 'new coupons' ) ) ) );
		$calls_before = count( $this->api_calls() );

		$stale = $this->render();

		$this->assertSame( 'coupons', $stale['catalog']['coupons'][0]['list'], 'the stale copy, at once' );
		$this->assertSame( $calls_before, count( $this->api_calls() ), 'nothing fetched before the page is sent' );
		$this->run_scheduled_refresh();
		$this->assertSame( 'new coupons', $this->render()['catalog']['coupons'][0]['list'] );
	}

	public function test_with_the_api_down_the_stale_copy_stays_and_the_api_is_left_alone_for_a_minute(): void {
		$this->render();
		$this->expire();
		$this->take_down_the_api();

		$this->render();
		$this->run_scheduled_refresh();
		$calls = count( $this->api_calls() );
		$again = $this->render();

		$this->assertSame( 'registered_agent_products', $again['catalog']['registered_agent_products'][0]['list'] );
		$this->assertSame( $calls, count( $this->api_calls() ), 'no retry within the minute' );
		$stored = get_transient( Catalog_Cache::TRANSIENT );
		$this->assertLessThanOrEqual( time() + 60, $stored['fresh_until'] );
	}

	public function test_a_cold_cache_with_the_api_down_prints_no_catalog_and_does_not_retry_every_view(): void {
		$this->take_down_the_api();

		$first = $this->render();
		$calls = count( $this->api_calls() );
		$this->render();

		$this->assertArrayNotHasKey( 'catalog', $first );
		$this->assertSame( $calls, count( $this->api_calls() ) );
	}

	public function test_only_forms_that_price_something_carry_the_catalog(): void {
		foreach ( array( 'login', 'password-reset', 'contact', 'client-profile', 'free-account', 'job-application' ) as $page ) {
			$this->assertArrayNotHasKey( 'catalog', $this->render( $page ), $page . ' shows no price' );
		}
		foreach ( array( 'registered-agent', 'llc-formation', 'multi-state-registered-agent', 'phone-service' ) as $page ) {
			$this->assertArrayHasKey( 'registered_agent_products', $this->render( $page )['catalog'], $page . ' is an order form' );
		}
	}

	public function test_a_form_that_is_not_an_order_still_carries_the_catalog_when_a_module_looks_up_products(): void {
		$module = static fn( string $name, array $attributes = array() ) => array(
			'name'       => $name,
			'attributes' => $attributes,
		);
		$steps  = static fn( array ...$modules ) => array(
			array(
				'key'     => 'only',
				'modules' => $modules,
			),
		);

		$this->assertFalse( Page_Config::prices_anything( 'contact', $steps( $module( 'contact-message' ), $module( 'captcha' ) ) ) );
		$this->assertFalse( Page_Config::prices_anything( 'affiliate-signup', $steps( $module( 'company-information', array( 'products' => array() ) ) ) ) );
		$this->assertTrue( Page_Config::prices_anything( 'affiliate-signup', $steps( $module( 'state-picker' ) ) ), 'a state picker looks up its agent product' );
		$this->assertTrue( Page_Config::prices_anything( 'free-account', $steps( $module( 'optional-products', array( 'products' => array( array( 'category' => 'bundle' ) ) ) ) ) ), 'configured products' );
		$this->assertTrue( Page_Config::prices_anything( 'registered-agent-signup', $steps() ), 'every order form' );
		$this->assertTrue( Page_Config::prices_anything( 'some-new-order-type', $steps() ), 'a form type not listed is an order form' );
	}

	public function test_changing_the_settings_forgets_the_catalog(): void {
		$this->render();
		update_option( Settings::OPTION, array( 'website_id' => '8' ) + $this->settings() );

		$this->assertFalse( get_transient( Catalog_Cache::TRANSIENT ) );
	}

	public function test_filing_products_are_prefetched_only_for_the_states_a_filter_names(): void {
		add_filter( 'formation_orders_catalog_filing_states', static fn() => array( 'wy' ) );
		$this->answer( '/filing_products?', 200, array( 'result' => array( array( 'id' => 1 ) ) ) );

		$config = $this->render();

		$this->assertSame( array( 'WY' => array( array( 'id' => 1 ) ) ), $config['catalog']['filing_products'] );
		$this->assertStringContainsString( 'state_abbreviation=WY', end( $this->sent )['url'] );
	}

	public function test_the_page_carries_public_settings_and_no_secret(): void {
		$markup = (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/registered-agent' )['content'];
		$html   = do_blocks( $markup );
		$config = $this->render();

		$this->assertSame( 'site-key', $config['captchaSiteKey'] );
		// No script URL set: the real provider's widget script.
		$this->assertSame( 'https://www.google.com/recaptcha/api.js', $config['captchaScriptUrl'] );
		$this->assertTrue( $config['features']['backendAddressCheck'] );
		$this->assertTrue( $config['features']['postalLookup'] );
		// The 5000 KB setting, or PHP's own upload limit where that is smaller (2 MB on the stack's PHP).
		$this->assertSame( ( new Upload_Checks( new Settings() ) )->max_bytes() / 1000, $config['uploadMaxKilobytes'] );
		$this->assertLessThanOrEqual( 5000, $config['uploadMaxKilobytes'] );
		$this->assertStringNotContainsString( 'captcha-secret', $html );
		$this->assertStringNotContainsString( 'postal-key', $html );
	}
}
