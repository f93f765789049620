<?php
/**
 * On a page whose forms are all printed, the scripts that take them over wait for the first paint; on any other
 * page they are printed as WordPress prints them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Module_Chunks;
use Formation_Orders\Takeover_Scripts;

final class Takeover_Scripts_Test extends Test_Case {

	private const BUILD = __DIR__ . '/../../build/order-form';

	private ?\WP_Scripts $saved_scripts = null;

	protected function setUp(): void {
		parent::setUp();
		// Printing marks scripts done, and a test adds inline code and footer groups to scripts: each test prints
		// from a copy of the registered scripts, with nothing queued.
		$this->saved_scripts   = wp_scripts();
		$GLOBALS['wp_scripts'] = clone $this->saved_scripts;
		foreach ( wp_scripts()->registered as $handle => $script ) {
			wp_scripts()->registered[ $handle ] = clone $script;
		}
		wp_scripts()->queue = array();
		wp_scripts()->done  = array();
		$this->assertTrue( wp_script_is( Module_Chunks::VIEW_SCRIPT, 'registered' ), 'the build registers the view script' );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		parent::tearDown();
	}

	/**
	 * Prints the footer as WordPress does for a page with these forms, the view script and a chunk of its own queued
	 * (every script in the footer).
	 *
	 * @param list<bool> $forms Whether each form's first view is printed.
	 */
	private function footer_with_forms( array $forms, ?Takeover_Scripts $takeover = null ): string {
		$takeover ??= new Takeover_Scripts( self::BUILD );
		$takeover->add_hooks();
		foreach ( $forms as $printed ) {
			$takeover->form_rendered( $printed );
		}
		wp_register_script( 'test-chunk', 'https://example.test/chunk.js', array( Module_Chunks::VIEW_SCRIPT ), '1', true );
		wp_enqueue_script( 'test-chunk' );
		wp_add_inline_script( Module_Chunks::VIEW_SCRIPT, 'window.viewSetUp = 1;', 'before' );
		( new Module_Chunks( '', '' ) )->print_view_script_in_footer();
		ob_start();
		wp_print_footer_scripts();
		return (string) ob_get_clean();
	}

	/**
	 * @return list<string> The opening script tags of this markup, in order.
	 */
	private static function script_tags( string $html ): array {
		preg_match_all( '#<script\b[^>]*>#', $html, $tags );
		return $tags[0];
	}

	public function test_a_page_with_printed_forms_holds_every_takeover_script_in_order_and_prints_the_loader_last(): void {
		$takeover = new Takeover_Scripts( self::BUILD );
		$html     = $this->footer_with_forms( array( true, true ), $takeover );

		$held = $takeover->held();
		foreach ( array( 'react', 'wp-element', 'wp-i18n', Module_Chunks::VIEW_SCRIPT, 'test-chunk' ) as $handle ) {
			$this->assertContains( $handle, $held );
		}
		$tags   = self::script_tags( $html );
		$loader = array_pop( $tags );
		$this->assertStringContainsString( 'id="formation-orders-takeover-after-first-paint"', $loader );
		$this->assertNotEmpty( $tags );
		foreach ( $tags as $tag ) {
			$this->assertStringStartsWith( '<script type="' . Takeover_Scripts::HELD_TYPE . '"', $tag );
			$this->assertSame( 1, substr_count( $tag, 'type=' ), $tag );
		}
		$order = array_map( static fn ( string $tag ): string => preg_match( '#\sid=[\'"]([^\'"]+)#', $tag, $id ) ? $id[1] : '', $tags );
		$this->assertLessThan( array_search( 'wp-element-js', $order, true ), array_search( 'react-js', $order, true ) );
		$this->assertLessThan( array_search( Module_Chunks::VIEW_SCRIPT . '-js', $order, true ), array_search( Module_Chunks::VIEW_SCRIPT . '-js-before', $order, true ) );
		$this->assertLessThan( array_search( 'test-chunk-js', $order, true ), array_search( Module_Chunks::VIEW_SCRIPT . '-js', $order, true ) );
		$this->assertSame( 1, substr_count( $html, 'window.viewSetUp = 1;' ), 'inline code is kept, only its type changes' );
		$this->assertMatchesRegularExpression( '#<script id="formation-orders-takeover-after-first-paint">(?:(?!</script>).)*' . preg_quote( Takeover_Scripts::HELD_TYPE, '#' ) . '(?:(?!</script>).)*</script>\s*$#s', $html, 'the loader, printed whole and last, looks for the same type' );
	}

	public function test_a_page_with_a_form_the_script_draws_holds_nothing(): void {
		$takeover = new Takeover_Scripts( self::BUILD );
		$html     = $this->footer_with_forms( array( true, false ), $takeover );

		$this->assertSame( array(), $takeover->held() );
		$this->assertStringNotContainsString( Takeover_Scripts::HELD_TYPE, $html );
		$this->assertStringNotContainsString( 'formation-orders-takeover-after-first-paint', $html );
		$this->assertStringContainsString( "id='" . Module_Chunks::VIEW_SCRIPT . "-js'", str_replace( '"', "'", $html ) );
	}

	public function test_nothing_is_held_when_another_footer_script_needs_react_or_a_wp_script(): void {
		wp_register_script( 'another-plugin', 'https://example.test/other.js', array( 'wp-element' ), '1', true );
		wp_enqueue_script( 'another-plugin' );
		$takeover = new Takeover_Scripts( self::BUILD );
		$html     = $this->footer_with_forms( array( true ), $takeover );

		$this->assertSame( array(), $takeover->held() );
		$this->assertStringNotContainsString( Takeover_Scripts::HELD_TYPE, $html );
	}

	public function test_a_footer_script_that_needs_none_of_them_runs_as_printed_and_they_are_still_held(): void {
		wp_register_script( 'another-plugin', 'https://example.test/other.js', array(), '1', true );
		wp_enqueue_script( 'another-plugin' );
		$takeover = new Takeover_Scripts( self::BUILD );
		$html     = $this->footer_with_forms( array( true ), $takeover );

		$this->assertNotContains( 'another-plugin', $takeover->held() );
		$this->assertContains( Module_Chunks::VIEW_SCRIPT, $takeover->held() );
		$this->assertMatchesRegularExpression( "#<script (?![^>]*type=)[^>]*src=['\"]https://example\.test/other\.js#", $html );
	}

	public function test_without_the_built_loader_nothing_is_held(): void {
		$takeover = new Takeover_Scripts( self::BUILD . '/missing' );
		$html     = $this->footer_with_forms( array( true ), $takeover );

		$this->assertSame( array(), $takeover->held() );
		$this->assertStringNotContainsString( Takeover_Scripts::HELD_TYPE, $html );
	}

	public function test_a_page_without_an_order_form_holds_nothing(): void {
		$takeover = new Takeover_Scripts( self::BUILD );
		$html     = $this->footer_with_forms( array(), $takeover );

		$this->assertSame( array(), $takeover->held() );
		$this->assertStringNotContainsString( Takeover_Scripts::HELD_TYPE, $html );
	}
}
