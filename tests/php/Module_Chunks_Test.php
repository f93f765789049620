<?php
/**
 * A page prints the code of its form's modules with the view script, and no other module's.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Form_Types;
use Formation_Orders\Module_Chunks;

final class Module_Chunks_Test extends Test_Case {

	private const BUILD = __DIR__ . '/../../build/order-form';

	/** @var list<string> */
	private array $saved_queue = array();

	/** @var list<string> */
	private array $saved_style_queue = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved_queue       = wp_scripts()->queue;
		$this->saved_style_queue = wp_styles()->queue;
		wp_scripts()->queue      = array();
		wp_styles()->queue       = array();
	}

	protected function tearDown(): void {
		wp_scripts()->queue = $this->saved_queue;
		wp_styles()->queue  = $this->saved_style_queue;
		parent::tearDown();
	}

	/**
	 * @return array<string, list<array{file: string, version: ?string, chunk: int|string}>> The build's manifest.
	 */
	private function manifest(): array {
		$manifest = json_decode( (string) file_get_contents( self::BUILD . '/module-chunks.json' ), true );
		$this->assertIsArray( $manifest, 'npm run build writes build/order-form/module-chunks.json' );
		return $manifest;
	}

	/**
	 * A demo page's block markup: its block pattern's content (one pattern per form type, each seeded as the demo
	 * page of its slug) or an engine demonstration's HTML file.
	 */
	private function markup_of( string $demo_page ): string {
		$pattern = \WP_Block_Patterns_Registry::get_instance()->get_registered( "formation-orders/{$demo_page}" );
		if ( is_array( $pattern ) ) {
			return (string) $pattern['content'];
		}
		return (string) file_get_contents( dirname( __DIR__, 2 ) . "/bin/demo-pages/{$demo_page}.html" );
	}

	/**
	 * @return list<string> Every demo page: the patterns' slugs and the engine demonstrations'.
	 */
	private function demo_pages(): array {
		$pages = array();
		foreach ( \WP_Block_Patterns_Registry::get_instance()->get_all_registered() as $pattern ) {
			if ( str_starts_with( $pattern['name'], 'formation-orders/' ) ) {
				$pages[] = substr( $pattern['name'], strlen( 'formation-orders/' ) );
			}
		}
		foreach ( glob( dirname( __DIR__, 2 ) . '/bin/demo-pages/*.html' ) ?: array() as $file ) {
			$pages[] = basename( $file, '.html' );
		}
		return $pages;
	}

	/**
	 * @return list<string> The chunk handles enqueued after rendering a demo page.
	 */
	private function chunks_enqueued_by( string $demo_page ): array {
		do_blocks( $this->markup_of( $demo_page ) );
		return array_values(
			array_filter( wp_scripts()->queue, static fn ( string $handle ): bool => str_starts_with( $handle, Module_Chunks::HANDLE_PREFIX ) )
		);
	}

	/**
	 * @return list<string> The module blocks a demo page's form uses, read from its markup.
	 */
	private function modules_of( string $demo_page ): array {
		$markup = $this->markup_of( $demo_page );
		preg_match_all( '#<!-- wp:formation-orders/([a-z0-9-]+)#', $markup, $matches );
		return array_values( array_diff( array_unique( $matches[1] ), array( 'order-form', 'form-step' ) ) );
	}

	/**
	 * The modules a visitor sees on arrival, whose page code comes with the page: a step-by-step form's first
	 * step, every step of a single page.
	 *
	 * @return list<string>
	 */
	private function modules_on_arrival( string $demo_page ): array {
		$steps = array_values(
			array_filter( $this->order_form_block( $demo_page )['innerBlocks'], static fn ( array $block ): bool => 'formation-orders/form-step' === $block['blockName'] )
		);
		$form  = $this->order_form_attributes( $demo_page );
		if ( false !== ( $form['stepMode'] ?? true ) && count( $steps ) > 1 ) {
			$steps = array_slice( $steps, 0, 1 );
		}
		$modules = array();
		foreach ( $steps as $step ) {
			foreach ( $step['innerBlocks'] as $module ) {
				if ( str_starts_with( (string) $module['blockName'], 'formation-orders/' ) ) {
					$modules[] = substr( (string) $module['blockName'], strlen( 'formation-orders/' ) );
				}
			}
		}
		return array_values( array_unique( $modules ) );
	}

	/**
	 * @return array<string, mixed> The attributes a demo page's markup gives its order form block.
	 */
	private function order_form_attributes( string $demo_page ): array {
		return $this->order_form_block( $demo_page )['attrs'];
	}

	/**
	 * The demo page's order form block, as parse_blocks() gives it.
	 *
	 * @return array{blockName: string, attrs: array<string, mixed>, innerBlocks: list<array<string, mixed>>}
	 */
	private function order_form_block( string $demo_page ): array {
		$pending = parse_blocks( $this->markup_of( $demo_page ) );
		while ( $pending ) {
			$block = array_shift( $pending );
			if ( 'formation-orders/order-form' === $block['blockName'] ) {
				return $block;
			}
			array_push( $pending, ...$block['innerBlocks'] );
		}
		$this->fail( "{$demo_page} has no order form" );
	}

	/**
	 * @param list<string> $modules
	 * @return list<string> The handles of these modules' chunk files according to the build.
	 */
	private function expected_handles( array $modules ): array {
		$manifest = $this->manifest();
		$files    = array();
		foreach ( $modules as $module ) {
			$this->assertArrayHasKey( $module, $manifest, "the build has page code for {$module}" );
			foreach ( $manifest[ $module ] as $script ) {
				$files[] = Module_Chunks::HANDLE_PREFIX . basename( $script['file'], '.js' );
			}
		}
		return array_values( array_unique( $files ) );
	}

	public function test_the_manifest_names_every_module_chunk_the_build_holds(): void {
		$listed = array();
		foreach ( $this->manifest() as $scripts ) {
			foreach ( $scripts as $script ) {
				$this->assertFileExists( self::BUILD . '/' . $script['file'] );
				$listed[] = $script['file'];
			}
		}
		$built = array_map( 'basename', glob( self::BUILD . '/*-module.js' ) ?: array() );
		$this->assertNotEmpty( $built );
		$listed = array_unique( $listed );
		$modules = array_filter( $listed, fn( string $file ) => str_ends_with( $file, '-module.js' ) );
		$this->assertEqualsCanonicalizing( $built, array_values( $modules ) );
		// Besides the modules' own chunks: what several modules share (the field components; the address fields;
		// the lookups; the company questions; the pricing helpers; the job list), the products and cart of the forms
		// that sell something, and the file fields of the forms that take a file.
		$this->assertEqualsCanonicalizing( array( 'modules-shared.js', 'modules-addresses.js', 'modules-lookups.js', 'modules-company.js', 'modules-pricing.js', 'modules-jobs.js', 'commerce.js', 'uploads.js' ), array_values( array_diff( $listed, $modules ) ) );
	}

	public function test_a_step_by_step_form_enqueues_the_chunks_of_its_first_step_and_no_others(): void {
		$modules  = $this->modules_of( 'engine-options' );
		$enqueued = $this->chunks_enqueued_by( 'engine-options' );

		$this->assertEqualsCanonicalizing( array( 'state-picker', 'company-information', 'account-setup' ), $modules );
		$this->assertSame( array( 'account-setup' ), $this->modules_on_arrival( 'engine-options' ) );
		// Its running total lists the order with the order summary module, which none of its steps places.
		$this->assertEqualsCanonicalizing( $this->expected_handles( array( 'account-setup', 'order-summary' ) ), $enqueued );
		// Its first screen lists the order but asks nothing of the company: no company questions.
		$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'modules-company', $enqueued );
		// The later steps' modules come once the visitor starts on the form.
		$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'state-picker-module', $enqueued );
		$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'company-information-module', $enqueued );
		$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'payment-module', $enqueued, 'a module the form does not use' );
	}

	public function test_the_styles_of_a_later_step_come_with_the_page(): void {
		$this->assertNotContains( 'payment', $this->modules_on_arrival( 'registered-agent' ) );
		$this->assertContains( 'payment', $this->modules_of( 'registered-agent' ) );
		$enqueued = $this->chunks_enqueued_by( 'registered-agent' );

		$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'payment-module', $enqueued, 'its code comes once the visitor starts' );
		$styles = \WP_Block_Type_Registry::get_instance()->get_registered( 'formation-orders/payment' )->style_handles;
		$this->assertNotEmpty( $styles );
		$this->assertEmpty( array_diff( $styles, wp_styles()->queue ), 'no later step is drawn unstyled' );
	}

	public function test_a_single_page_form_enqueues_the_chunks_of_every_module(): void {
		$markup = str_replace( '<!-- wp:formation-orders/order-form {', '<!-- wp:formation-orders/order-form {"stepMode":false,', $this->markup_of( 'engine-options' ) );
		$this->assertStringContainsString( '"stepMode":false', $markup );
		do_blocks( $markup );
		$enqueued = array_values( array_filter( wp_scripts()->queue, static fn ( string $handle ): bool => str_starts_with( $handle, Module_Chunks::HANDLE_PREFIX ) ) );

		$this->assertEqualsCanonicalizing( $this->expected_handles( array( 'state-picker', 'company-information', 'account-setup', 'order-summary' ) ), $enqueued );
	}

	public function test_the_order_summary_comes_with_the_page_only_for_a_running_total_or_a_step_that_places_it(): void {
		$form    = '<!-- wp:formation-orders/order-form {"formType":"tax-id"%s} --><!-- wp:formation-orders/form-step {"key":"pay","label":"Pay"} --><!-- wp:formation-orders/payment /--><!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';
		$summary = Module_Chunks::HANDLE_PREFIX . 'order-summary-module';

		do_blocks( sprintf( $form, '' ) );
		$this->assertContains( $summary, wp_scripts()->queue, 'the running total shows the order summary' );

		wp_scripts()->queue = array();
		do_blocks( sprintf( $form, ',"runningTotal":false' ) );
		$this->assertNotContains( $summary, wp_scripts()->queue, 'no running total, no summary' );

		wp_scripts()->queue = array();
		do_blocks( $this->markup_of( 'contact' ) );
		$this->assertNotContains( $summary, wp_scripts()->queue, 'a form that is not an order has no running total' );
	}

	public function test_only_a_form_that_sells_something_gets_the_cart_code_with_the_page(): void {
		$commerce = Module_Chunks::HANDLE_PREFIX . 'commerce';
		foreach ( array( 'login', 'password-reset', 'free-account', 'contact', 'client-profile', 'affiliate-signup', 'job-application' ) as $page ) {
			wp_scripts()->queue = array();
			$this->assertNotContains( $commerce, $this->chunks_enqueued_by( $page ), $page );
		}
		foreach ( array( 'registered-agent', 'llc-formation', 'domain-registration', 'vehicle-registration' ) as $page ) {
			wp_scripts()->queue = array();
			$this->assertContains( $commerce, $this->chunks_enqueued_by( $page ), $page );
		}
	}

	public function test_a_login_form_gets_the_field_components_and_its_module_only(): void {
		$this->assertEqualsCanonicalizing(
			array( Module_Chunks::HANDLE_PREFIX . 'modules-shared', Module_Chunks::HANDLE_PREFIX . 'account-login-module' ),
			$this->chunks_enqueued_by( 'login' )
		);
	}

	public function test_every_demo_page_enqueues_exactly_its_modules_chunks(): void {
		$pages = $this->demo_pages();
		$this->assertContains( 'registered-agent', $pages );
		foreach ( $pages as $page ) {
			wp_scripts()->queue = array();
			$modules = $this->modules_on_arrival( $page );
			// An order form's running total (on unless the form turns it off) lists the order with the order
			// summary module, whether or not a step places one.
			$form = $this->order_form_attributes( $page );
			if ( Form_Types::is_order( (string) ( $form['formType'] ?? '' ) ) && false !== ( $form['runningTotal'] ?? true ) ) {
				$modules[] = 'order-summary';
			}
			$this->assertEqualsCanonicalizing( $this->expected_handles( $modules ), $this->chunks_enqueued_by( $page ), $page );
		}
	}

	public function test_chunks_come_after_the_view_script_in_the_footer_and_are_named_for_webpack(): void {
		$enqueued = $this->chunks_enqueued_by( 'registered-agent' );
		$this->assertNotEmpty( $enqueued );
		$own = array_values( array_filter( $enqueued, fn( string $handle ) => str_ends_with( $handle, '-module' ) ) );
		$this->assertNotEmpty( $own );
		foreach ( array( 'modules-shared', 'commerce' ) as $shared ) {
			$this->assertLessThan( array_search( $own[0], $enqueued, true ), array_search( Module_Chunks::HANDLE_PREFIX . $shared, $enqueued, true ), "{$shared} before the modules that need it" );
		}

		$manifest = $this->manifest();
		foreach ( $enqueued as $handle ) {
			$script = wp_scripts()->registered[ $handle ];
			$this->assertSame( array( Module_Chunks::VIEW_SCRIPT ), $script->deps, $handle );
			$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), "{$handle} in the footer" );
			$this->assertStringEndsWith( '/build/order-form/' . substr( $handle, strlen( Module_Chunks::HANDLE_PREFIX ) ) . '.js', $script->src );
		}
		$state_picker = wp_scripts()->registered[ Module_Chunks::HANDLE_PREFIX . 'state-picker-module' ];
		$this->assertSame( end( $manifest['state-picker'] )['version'], $state_picker->ver, 'the version webpack puts in the URL' );

		$tag = apply_filters( 'script_loader_tag', "<script src='x.js' id='a-js'></script>\n", Module_Chunks::HANDLE_PREFIX . 'state-picker-module', 'x.js' );
		$this->assertSame( sprintf( "<script data-webpack=\"formation-orders:chunk-%s\" src='x.js' id='a-js'></script>\n", end( $manifest['state-picker'] )['chunk'] ), $tag );
		$other = apply_filters( 'script_loader_tag', "<script src='y.js'></script>", 'another-plugin', 'y.js' );
		$this->assertSame( "<script src='y.js'></script>", $other, 'other scripts untouched' );
	}

	/**
	 * Renders a demo page and prints what WordPress would print in its head and footer, with nothing printed
	 * before; WordPress's script queue is put back afterwards. $other_script is another plugin's script enqueued
	 * with the page: handle, dependencies, whether it goes in the footer.
	 *
	 * @param array{0: string, 1: list<string>, 2: bool}|null $other_script
	 * @return array{head: string, footer: string}
	 */
	private function printed_scripts_of( string $demo_page, ?array $other_script = null ): array {
		$scripts = wp_scripts();
		$saved   = array( $scripts->done, $scripts->to_do, $scripts->in_footer );
		$scripts->done = array();
		if ( null !== $other_script ) {
			list( $handle, $deps, $in_footer ) = $other_script;
			wp_register_script( $handle, "https://example.test/{$handle}.js", $deps, '1', $in_footer );
			wp_enqueue_script( $handle );
		}
		$this->chunks_enqueued_by( $demo_page );
		ob_start();
		$scripts->do_head_items();
		$head = (string) ob_get_clean();
		ob_start();
		$scripts->do_footer_items();
		$footer = (string) ob_get_clean();
		list( $scripts->done, $scripts->to_do, $scripts->in_footer ) = $saved;
		if ( null !== $other_script ) {
			wp_deregister_script( $other_script[0] );
		}
		// WordPress 6.3 and later quote attributes with " where 6.1 uses '; the assertions read one form.
		$single = static fn ( string $html ): string => (string) preg_replace( '/ id="([^"]*)"/', " id='$1'", $html );
		return array(
			'head'   => $single( $head ),
			'footer' => $single( $footer ),
		);
	}

	public function test_the_view_script_and_react_print_at_the_end_of_the_page(): void {
		$printed = $this->printed_scripts_of( 'registered-agent' );

		foreach ( array( 'react-js', 'react-dom-js', 'wp-element-js', 'wp-i18n-js', Module_Chunks::VIEW_SCRIPT . '-js' ) as $id ) {
			$this->assertStringNotContainsString( "id='{$id}'", $printed['head'], "{$id} is not in the head" );
			$this->assertStringContainsString( "id='{$id}'", $printed['footer'], "{$id} is in the footer" );
		}
		$this->assertLessThan(
			strpos( $printed['footer'], "id='" . Module_Chunks::HANDLE_PREFIX . "modules-shared-js'" ),
			strpos( $printed['footer'], "id='" . Module_Chunks::VIEW_SCRIPT . "-js'" ),
			'the view script before its chunks'
		);
	}

	public function test_a_head_script_of_another_plugin_keeps_react_in_the_head(): void {
		$printed = $this->printed_scripts_of( 'registered-agent', array( 'another-plugin-head', array( 'react' ), false ) );

		$this->assertStringContainsString( "id='react-js'", $printed['head'], 'React stays where the head script needs it' );
		$this->assertStringContainsString( "id='another-plugin-head-js'", $printed['head'] );
		$this->assertStringNotContainsString( "id='react-js'", $printed['footer'], 'and is printed once' );
		$this->assertStringContainsString( "id='" . Module_Chunks::VIEW_SCRIPT . "-js'", $printed['footer'] );
	}

	public function test_the_public_page_does_not_load_the_legacy_polyfill_for_the_form(): void {
		$printed = $this->printed_scripts_of( 'registered-agent' );

		$page = $printed['head'] . $printed['footer'];
		$this->assertStringContainsString( "id='react-js'", $page );
		$this->assertStringNotContainsString( "id='wp-polyfill-js'", $page );
		$this->assertStringNotContainsString( "id='regenerator-runtime-js'", $page );
	}

	public function test_a_script_that_asks_for_the_polyfill_by_name_still_gets_it(): void {
		$printed = $this->printed_scripts_of( 'registered-agent', array( 'another-plugin-legacy', array( 'wp-polyfill' ), true ) );

		$page = $printed['head'] . $printed['footer'];
		$this->assertStringContainsString( "id='wp-polyfill-js'", $page );
		$this->assertLessThan( strpos( $page, "id='another-plugin-legacy-js'" ), strpos( $page, "id='wp-polyfill-js'" ) );
	}
}
