<?php
/**
 * The order form renders its configuration from its inner blocks.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Process_Signup;
use Formation_Orders\Settings;

final class Blocks_Test extends Test_Case {

	/**
	 * @return array<string, mixed> The JSON configuration printed with the demo page's form.
	 */
	private function render_demo_form(): array {
		$markup = (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/registered-agent' )['content'];
		$html   = do_blocks( $markup );
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', $html, $match ), $html );
		return json_decode( $match[1], true );
	}

	/**
	 * Every block folder of the source, found by its block.json: none needs to be listed anywhere.
	 */
	public function test_every_block_folder_is_registered(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$folders  = glob( dirname( __DIR__, 2 ) . '/blocks/*/block.json' );
		$this->assertGreaterThanOrEqual( 13, count( $folders ), 'the order form, the form step and the eleven modules at least' );
		foreach ( $folders as $file ) {
			$metadata = wp_json_file_decode( $file, array( 'associative' => true ) );
			$this->assertTrue( $registry->is_registered( $metadata['name'] ), $metadata['name'] );
		}
		$this->assertNotNull( $registry->get_registered( 'formation-orders/order-form' )->render_callback, 'the order form is rendered by PHP' );
	}

	/**
	 * The browser reads only the JSON script its wrapper names (src/printed-config.ts): each rendered form gets
	 * its own id, on its wrapper and on its direct-child script.
	 */
	public function test_each_form_names_its_own_configuration_script(): void {
		$markup = (string) \WP_Block_Patterns_Registry::get_instance()->get_registered( 'formation-orders/login' )['content'];
		$html   = do_blocks( $markup . $markup );
		$this->assertSame( 2, preg_match_all( '#<div [^>]*data-formation-orders-config="([^"]+)"[^>]*><div class="formation-orders__mount">.*?</div><script type="application/json" class="formation-orders__config" id="([^"]+)">#s', $html, $matches ), $html );
		$this->assertSame( $matches[1], $matches[2] );
		$this->assertNotSame( $matches[1][0], $matches[1][1] );
	}

	/**
	 * Links authors set on blocks reach the page only as site paths or http(s) URLs: the terms link, a domain
	 * search's cart, each job's description.
	 */
	public function test_links_set_on_blocks_are_checked_as_rendered(): void {
		$markup = '<!-- wp:formation-orders/order-form {"formType":"domain-registration","termsUrl":"javascript:alert(1)"} -->'
			. '<!-- wp:formation-orders/form-step {"key":"a","label":"A"} -->'
			. '<!-- wp:formation-orders/domain-search {"cartUrl":" JaVaScRiPt:alert(1)"} /-->'
			. '<!-- wp:formation-orders/job-position {"jobs":[{"label":"G","children":[{"id":"a","label":"A","link":"data:text/html,x"},{"id":"b","label":"B","link":"/careers/b/"},{"id":"c","label":"C","link":"https://jobs.example/c"}]}]} /-->'
			. '<!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', do_blocks( $markup ), $match ) );
		$config  = json_decode( $match[1], true );
		$modules = $config['form']['steps'][0]['modules'];

		$this->assertSame( '', $config['form']['termsUrl'] );
		$this->assertSame( '', $modules[0]['attributes']['cartUrl'] );
		$this->assertSame( array( '', '/careers/b/', 'https://jobs.example/c' ), array_column( $modules[1]['attributes']['jobs'][0]['children'], 'link' ) );
	}

	public function test_the_form_layout_comes_from_the_inner_blocks(): void {
		$config = $this->render_demo_form();

		$this->assertSame( 'registered-agent-signup', $config['form']['formType'] );
		$this->assertTrue( $config['form']['stepMode'] );
		$this->assertSame( array( 'company', 'contact', 'payment' ), array_column( $config['form']['steps'], 'key' ) );
		$this->assertSame(
			array( 'state-picker', 'company-information' ),
			array_column( $config['form']['steps'][0]['modules'], 'name' )
		);
		$this->assertSame( 'State of your company', $config['form']['steps'][0]['modules'][0]['attributes']['label'] );
		$this->assertSame( array(), $config['form']['steps'][0]['modules'][0]['attributes']['jurisdictions'], 'defaults applied' );
		$this->assertSame( 'Questions? Call {{phone_number}} for help.', $config['form']['phoneText'] );
	}

	public function test_the_configuration_carries_the_services_and_a_valid_nonce(): void {
		update_option( Settings::OPTION, array( 'api_root' => 'http://api.test/api', 'website_id' => '3', 'tokenizer_url' => 'http://tok.test/t', 'tokenizer_test_key' => 'tk' ) );
		$config = $this->render_demo_form();

		$this->assertSame( 'http://api.test/api', $config['productApiUrl'] );
		$this->assertSame( '3', $config['websiteId'] );
		$this->assertSame( 'http://tok.test/t', $config['tokenizerUrl'] );
		$this->assertSame( FORMATION_ORDERS_VERSION, $config['pluginVersion'] );
		$this->assertStringEndsWith( '/wp-admin/admin-ajax.php', $config['ajaxUrl'] );
		$this->assertSame( 1, wp_verify_nonce( $config['nonce'], Process_Signup::NONCE_ACTION ) );
	}

	public function test_markup_in_attributes_cannot_break_out_of_the_json(): void {
		$markup = '<!-- wp:formation-orders/order-form {"phoneNumber":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"} --><!-- /wp:formation-orders/order-form -->';
		$html   = do_blocks( $markup );

		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
	}

	public function test_the_jsx_runtime_shim_exists_only_where_wordpress_lacks_it(): void {
		$this->assertTrue( wp_script_is( 'react-jsx-runtime', 'registered' ) );
		$script = wp_scripts()->registered['react-jsx-runtime'];
		if ( version_compare( get_bloginfo( 'version' ), '6.6', '<' ) ) {
			$this->assertFalse( $script->src, 'a name for React with the shim' );
			$this->assertSame( array( 'react' ), $script->deps );
			$this->assertFalse( wp_scripts()->get_data( 'react-jsx-runtime', 'after' ), 'no inline code of its own, which WordPress would print unfiltered' );
			$this->assertStringContainsString( 'window.ReactJSXRuntime', implode( "\n", (array) wp_scripts()->get_data( 'react', 'after' ) ) );
		} else {
			$this->assertNotFalse( $script->src, 'core\'s own handle is kept' );
			$this->assertStringNotContainsString( 'ReactJSXRuntime', implode( "\n", (array) wp_scripts()->get_data( 'react', 'after' ) ) );
		}
	}
}
