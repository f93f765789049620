<?php
/**
 * The order form prints its stored first view, and only the view of exactly its configuration.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Blocks;
use Formation_Orders\First_Views;
use Formation_Orders\Settings;
use WP_Block;

final class First_Views_Test extends Test_Case {

	private const LOGIN = '<!-- wp:formation-orders/order-form {"formType":"login","stepMode":false} --><!-- wp:formation-orders/form-step {"key":"login","label":"Log in"} --><!-- wp:formation-orders/account-login /--><!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';

	private const VIEW = '<form class="fo-form" novalidate=""><label for="fo-a">Email</label><input id="fo-a" name="a" value=""><button type="submit" disabled="">Log In</button></form>';

	private function first_views(): First_Views {
		return new First_Views( dirname( FORMATION_ORDERS_FILE ) . '/build/order-form' );
	}

	/** The form of `$markup` as a fresh page renders it: the page's first form. */
	private function render( string $markup ): string {
		$block = new WP_Block( parse_blocks( $markup )[0] );
		// What WP_Block::render() sets for the block's wrapper attributes.
		\WP_Block_Supports::$block_to_render = $block->parsed_block;
		return ( new Blocks( dirname( FORMATION_ORDERS_FILE ), new Settings() ) )->render_order_form( $block->attributes, '', $block );
	}

	private function key_in( string $html ): string {
		$this->assertSame( 1, preg_match( '/data-first-view-key="([a-f0-9]{32})"/', $html, $match ), $html );
		return $match[1];
	}

	public function test_a_form_without_a_stored_view_says_it_is_loading_and_names_the_key_to_draw_it_under(): void {
		$html = $this->render( self::LOGIN );

		$this->assertStringContainsString( 'Loading the order form…', $html );
		$this->assertStringContainsString( 'This form needs JavaScript: please turn it on in your browser to send it.', $html );
		$this->assertStringNotContainsString( '<form', $html );
		$this->key_in( $html );
	}

	public function test_the_stored_view_of_the_forms_configuration_is_printed_in_its_mount_point(): void {
		$key = $this->key_in( $this->render( self::LOGIN ) );
		$this->assertTrue( $this->first_views()->store( $key, self::VIEW ) );

		$html = $this->render( self::LOGIN );

		$this->assertStringContainsString( '<div class="formation-orders__mount"><noscript><p class="formation-orders__noscript">', $html );
		$this->assertStringContainsString( self::VIEW . '</div><script type="application/json"', $html );
		$this->assertStringNotContainsString( 'Loading the order form', $html );
		$this->assertStringNotContainsString( 'data-first-view-key', $html );
	}

	public function test_an_attribute_changed_by_an_editor_gets_no_view_drawn_for_other_attributes(): void {
		$key = $this->key_in( $this->render( self::LOGIN ) );
		$this->first_views()->store( $key, self::VIEW );

		$html = $this->render( str_replace( '"stepMode":false', '"stepMode":false,"submitButtonText":"Sign in"', self::LOGIN ) );

		$this->assertStringContainsString( 'Loading the order form…', $html );
		$this->assertNotSame( $key, $this->key_in( $html ) );
	}

	public function test_the_key_depends_on_the_configuration_and_the_forms_place_but_not_the_nonce_nor_when_the_catalog_was_fetched(): void {
		$views   = $this->first_views();
		$catalog = array(
			'fetchedAt' => '2026-11-26T10:00:00+00:00',
			'products'  => array( 'CA' => 149 ),
		);
		$config  = array(
			'nonce'   => 'a',
			'form'    => array( 'formType' => 'login' ),
			'catalog' => $catalog,
		);

		$this->assertSame( $views->key_of( $config, 1 ), $views->key_of( array( 'nonce' => 'b' ) + $config, 1 ) );
		$this->assertSame( $views->key_of( $config, 1 ), $views->key_of( array_replace( $config, array( 'catalog' => array_replace( $catalog, array( 'fetchedAt' => '2026-11-26T11:00:00+00:00' ) ) ) ), 1 ) );
		$this->assertNotSame( $views->key_of( $config, 1 ), $views->key_of( array_replace( $config, array( 'catalog' => array_replace( $catalog, array( 'products' => array( 'CA' => 150 ) ) ) ) ), 1 ) );
		$this->assertNotSame( $views->key_of( $config, 1 ), $views->key_of( $config, 2 ) );
		$this->assertNotSame( $views->key_of( $config, 1 ), $views->key_of( array_replace( $config, array( 'form' => array( 'formType' => 'contact' ) ) ), 1 ) );
	}

	public function test_storing_keeps_form_markup_and_drops_scripts_handlers_and_anything_not_a_form(): void {
		$views = $this->first_views();
		$key   = md5( 'a form' );

		$this->assertTrue( $views->store( $key, '<form><input name="a" onfocus="alert(1)" aria-required="true"><script>alert(2)</script></form>' ) );
		$stored = $views->get( $key );
		$this->assertStringContainsString( '<input name="a" aria-required="true">', $stored );
		$this->assertStringNotContainsString( 'onfocus', $stored );
		$this->assertStringNotContainsString( '<script', $stored );

		$this->assertFalse( $views->store( 'not-a-key', self::VIEW ) );
		$this->assertFalse( $views->store( md5( 'no form' ), '<p>Hello</p>' ) );
		$this->assertFalse( $views->store( md5( 'too long' ), '<form>' . str_repeat( 'x', 200001 ) . '</form>' ) );
		$this->assertSame( '', $views->get( '../etc' ) );
	}

	public function test_clearing_removes_every_stored_view(): void {
		$views = $this->first_views();
		$views->store( md5( 'one' ), self::VIEW );

		First_Views::delete_all();

		$this->assertSame( '', $views->get( md5( 'one' ) ) );
	}
}
