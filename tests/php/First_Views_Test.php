<?php
/**
 * The order form prints the first view its React components drew in an editor's browser, and only the view of
 * exactly its configuration; only someone who may edit the page and publish markup can store one, and only one the
 * server asked for.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Blocks;
use Formation_Orders\First_Views;
use Formation_Orders\Module_Chunks;
use Formation_Orders\Settings;
use WP_Block;
use WP_REST_Request;

final class First_Views_Test extends Test_Case {

	private const LOGIN = '<!-- wp:formation-orders/order-form {"formType":"login","stepMode":false} --><!-- wp:formation-orders/form-step {"key":"login","label":"Log in"} --><!-- wp:formation-orders/account-login /--><!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';

	private const VIEW = '<form class="fo-form" novalidate=""><label for="fo-a">Email</label><input id="fo-a" name="a" value=""><button type="submit" disabled="">Log In</button></form>';

	private int $page;

	protected function setUp(): void {
		parent::setUp();
		$this->page = self::page_by( $this->user( 'editor' ), self::LOGIN );
	}

	private function first_views(): First_Views {
		return new First_Views( dirname( FORMATION_ORDERS_FILE ) . '/build/order-form' );
	}

	private function user( string $role ): int {
		$known = get_user_by( 'login', 'first-views-' . $role );
		if ( $known ) {
			return $known->ID;
		}
		$user = wp_insert_user(
			array(
				'user_login' => 'first-views-' . $role,
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $user );
		return $user;
	}

	private static function page_by( int $author, string $markup ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_author'  => $author,
				'post_title'   => 'Log in',
				'post_content' => $markup,
			)
		);
	}

	/** The page's first form as a fresh request renders it, for the current user. */
	private function render( string $markup = self::LOGIN ): string {
		$block = new WP_Block( parse_blocks( $markup )[0], array( 'postId' => $this->page ) );
		// What WP_Block::render() sets for the block's wrapper attributes.
		\WP_Block_Supports::$block_to_render = $block->parsed_block;
		return ( new Blocks( dirname( FORMATION_ORDERS_FILE ), new Settings() ) )->render_order_form( $block->attributes, '', $block );
	}

	/**
	 * What the rendered form asks its script for, or null when it asks nothing.
	 *
	 * @return array{key: string, url: string, nonce: string}|null
	 */
	private static function request_in( string $html ): ?array {
		if ( 1 !== preg_match( '/data-formation-orders-first-view="([^"]+)"/', $html, $match ) ) {
			return null;
		}
		return json_decode( html_entity_decode( $match[1] ), true );
	}

	/** Sends `$html` to the REST route as the current user's browser does. */
	private static function send( string $key, string $html ): int {
		$request = new WP_REST_Request( 'POST', '/' . First_Views::REST_NAMESPACE . First_Views::REST_ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( compact( 'key', 'html' ) ) );
		return rest_do_request( $request )->get_status();
	}

	/**
	 * The modules whose code `$markup`'s form names as brought with the page, and the module chunks enqueued for it,
	 * as a fresh request renders it for the current user.
	 *
	 * @return array{0: string[], 1: string[]}
	 */
	private function arrival_of( string $markup ): array {
		$saved_queue        = wp_scripts()->queue;
		wp_scripts()->queue = array();
		$html               = $this->render( $markup );
		$chunks             = array_values( array_filter( wp_scripts()->queue, static fn ( string $handle ): bool => str_starts_with( $handle, Module_Chunks::HANDLE_PREFIX ) ) );
		wp_scripts()->queue = $saved_queue;
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="[^"]+">(.*?)</script>#s', $html, $json ) );
		sort( $chunks );
		return array( json_decode( $json[1], true )['modulesOnArrival'], $chunks );
	}

	/** Puts `$markup` on the page and stores a first view for it, as an editor's browser would. */
	private function print_view_of( string $markup ): void {
		wp_update_post(
			array(
				'ID'           => $this->page,
				'post_content' => $markup,
			)
		);
		wp_set_current_user( $this->user( 'administrator' ) );
		$asked = self::request_in( $this->render( $markup ) );
		$this->assertIsArray( $asked );
		$this->assertTrue( $this->first_views()->store( $this->page, 1, $asked['key'], self::VIEW ) );
		wp_set_current_user( 0 );
	}

	public function test_with_its_first_view_printed_the_page_brings_the_code_of_its_first_module_only_and_names_it(): void {
		$contact = '<!-- wp:formation-orders/order-form {"formType":"contact","stepMode":false} --><!-- wp:formation-orders/form-step {"key":"contact","label":"Contact"} --><!-- wp:formation-orders/contact-information /--><!-- wp:formation-orders/contact-message /--><!-- /wp:formation-orders/form-step --><!-- /wp:formation-orders/order-form -->';

		// Without a printed view the script draws the whole form itself: the code of both modules comes now.
		wp_set_current_user( $this->user( 'administrator' ) );
		[ $on_arrival, $chunks ] = $this->arrival_of( $contact );
		$this->assertSame( array( 'contact-information', 'contact-message' ), $on_arrival );
		$this->assertContains( Module_Chunks::HANDLE_PREFIX . 'contact-message-module', $chunks );

		// Printed, the message module stands in until the visitor starts on the form.
		$this->print_view_of( $contact );
		[ $on_arrival, $chunks ] = $this->arrival_of( $contact );
		$this->assertSame( array( 'contact-information' ), $on_arrival );
		$this->assertContains( Module_Chunks::HANDLE_PREFIX . 'contact-information-module', $chunks );
		$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'contact-message-module', $chunks );
	}

	public function test_the_order_summarys_code_comes_with_an_order_form_drawn_by_its_script_and_waits_for_the_first_interaction_where_it_is_printed(): void {
		$order = static fn ( bool $step_mode, string $steps ): string => '<!-- wp:formation-orders/order-form {"formType":"registered-agent-signup","stepMode":' . ( $step_mode ? 'true' : 'false' ) . '} -->' . $steps . '<!-- /wp:formation-orders/order-form -->';
		$step  = static fn ( string $key, string $modules ): string => '<!-- wp:formation-orders/form-step {"key":"' . $key . '","label":"' . ucfirst( $key ) . '"} -->' . $modules . '<!-- /wp:formation-orders/form-step -->';
		$state = '<!-- wp:formation-orders/state-picker /-->';
		$pay   = '<!-- wp:formation-orders/order-summary /--><!-- wp:formation-orders/payment /-->';
		$forms = array(
			// Step by step, with the summary on the last step: the running total shows it beside the first one.
			'steps'       => array( $order( true, $step( 'company', $state ) . $step( 'payment', $pay ) ), array( 'state-picker', 'order-summary' ) ),
			// A single page draws the summary where it places it.
			'single page' => array( $order( false, $step( 'company', $state ) . $step( 'payment', $pay ) ), array( 'state-picker', 'order-summary', 'payment' ) ),
		);
		foreach ( $forms as $kind => [ $markup, $drawn_by_script ] ) {
			wp_update_post(
				array(
					'ID'           => $this->page,
					'post_content' => $markup,
				)
			);
			wp_set_current_user( $this->user( 'administrator' ) );
			$this->assertSame( $drawn_by_script, $this->arrival_of( $markup )[0], $kind );

			// Printed, the running total or the summary stands in until the visitor starts on the form.
			$this->print_view_of( $markup );
			[ $on_arrival, $chunks ] = $this->arrival_of( $markup );
			$this->assertSame( array( 'state-picker' ), $on_arrival, $kind );
			$this->assertNotContains( Module_Chunks::HANDLE_PREFIX . 'order-summary-module', $chunks, $kind );
		}
	}

	public function test_a_visitor_sees_loading_until_a_view_is_drawn_and_is_never_asked_to_draw_one(): void {
		$html = $this->render();

		$this->assertStringContainsString( 'Loading the order form…', $html );
		$this->assertStringContainsString( 'This form needs JavaScript: please turn it on in your browser to send it.', $html );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertNull( self::request_in( $html ) );
	}

	public function test_an_editors_browser_is_asked_for_the_view_and_every_visitor_then_gets_it_printed(): void {
		wp_set_current_user( $this->user( 'administrator' ) );
		$asked = self::request_in( $this->render() );
		$this->assertIsArray( $asked );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $asked['key'] );
		$this->assertSame( rest_url( 'formation-orders/v1/first-views' ), $asked['url'] );
		$this->assertSame( 1, wp_verify_nonce( $asked['nonce'], 'wp_rest' ) );

		$this->assertSame( 201, self::send( $asked['key'], self::VIEW ) );
		// Asked once: the same view is not taken twice.
		$this->assertSame( 404, self::send( $asked['key'], self::VIEW ) );

		wp_set_current_user( 0 );
		$html = $this->render();
		$this->assertStringContainsString( '<div class="formation-orders__mount"><noscript><p class="formation-orders__noscript">', $html );
		$this->assertStringContainsString( '<formation-orders-view>' . self::VIEW . '</formation-orders-view></div><script type="application/json"', $html );
		// WordPress's curly quotes and dashes leave the printed view as React drew it.
		$this->assertSame( '<formation-orders-view>"Log In" -- ...</formation-orders-view>', wptexturize( '<formation-orders-view>"Log In" -- ...</formation-orders-view>' ) );
		$this->assertNotSame( '<p>"Log In" -- ...</p>', wptexturize( '<p>"Log In" -- ...</p>' ) );
		$this->assertStringNotContainsString( 'Loading the order form', $html );
		$this->assertNull( self::request_in( $html ) );
	}

	public function test_an_author_whose_markup_is_filtered_is_neither_asked_nor_able_to_store_a_view(): void {
		wp_set_current_user( $this->user( 'administrator' ) );
		$asked = self::request_in( $this->render() );
		$this->assertIsArray( $asked );

		// The page's own author (an editor's page here) may edit it but not publish unfiltered markup.
		$author = $this->user( 'author' );
		wp_update_post(
			array(
				'ID'          => $this->page,
				'post_author' => $author,
			)
		);
		wp_set_current_user( $author );
		$this->assertTrue( current_user_can( 'edit_post', $this->page ) );
		$this->assertNull( self::request_in( $this->render() ) );
		$this->assertSame( 403, self::send( $asked['key'], '<form><input name="card"></form>' ) );

		wp_set_current_user( 0 );
		$this->assertSame( 401, self::send( $asked['key'], self::VIEW ) );
		$this->assertStringContainsString( 'Loading the order form…', $this->render() );
	}

	public function test_a_view_the_server_did_not_ask_for_is_refused(): void {
		wp_set_current_user( $this->user( 'administrator' ) );

		$this->assertSame( 404, self::send( md5( 'never asked' ), self::VIEW ) );
		$this->assertSame( 400, self::send( 'not-a-key', self::VIEW ) );
	}

	public function test_a_form_an_editor_changed_is_asked_again_and_its_new_view_replaces_the_old(): void {
		wp_set_current_user( $this->user( 'administrator' ) );
		$old = self::request_in( $this->render() );
		$this->assertSame( 201, self::send( $old['key'], self::VIEW ) );

		$changed = str_replace( '"stepMode":false', '"stepMode":false,"submitButtonText":"Sign in"', self::LOGIN );
		$html    = $this->render( $changed );
		$this->assertStringContainsString( 'Loading the order form…', $html );
		$new = self::request_in( $html );
		$this->assertNotSame( $old['key'], $new['key'] );
		$this->assertSame( 201, self::send( $new['key'], str_replace( 'Log In', 'Sign in', self::VIEW ) ) );

		$this->assertStringContainsString( 'Sign in</button>', $this->render( $changed ) );
		// One view per form of the page: the old one is gone.
		$this->assertStringContainsString( 'Loading the order form…', $this->render() );
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

		$this->assertTrue( $views->store( $this->page, 1, $key, '<form><input name="a" onfocus="alert(1)" aria-required="true"><a href="javascript:alert(3)">terms</a><script>alert(2)</script></form>' ) );
		$stored = $views->get( $this->page, 1, $key );
		$this->assertStringContainsString( '<input name="a" aria-required="true">', $stored );
		$this->assertStringNotContainsString( 'onfocus', $stored );
		$this->assertStringNotContainsString( 'javascript:', $stored );
		$this->assertStringNotContainsString( '<script', $stored );
		$this->assertSame( '', $views->get( $this->page, 2, $key ) );
		$this->assertSame( '', $views->get( $this->page, 1, md5( 'another configuration' ) ) );

		$this->assertFalse( $views->store( $this->page, 1, 'not-a-key', self::VIEW ) );
		$this->assertFalse( $views->store( $this->page, 1, md5( 'no form' ), '<p>Hello</p>' ) );
		$this->assertFalse( $views->store( $this->page, 1, md5( 'too long' ), '<form>' . str_repeat( 'x', 200001 ) . '</form>' ) );
		$this->assertFalse( $views->store( 0, 1, md5( 'no page' ), self::VIEW ) );
	}

	public function test_storing_keeps_the_step_indicators_counts_and_no_other_data_attribute(): void {
		$views = $this->first_views();
		$key   = md5( 'a form with steps' );

		$this->assertTrue( $views->store( $this->page, 1, $key, '<form><span class="fo-steps__count" data-valid="0" data-total="9" data-other="x">0/9 fields complete</span><div data-valid="1">x</div></form>' ) );
		$stored = $views->get( $this->page, 1, $key );
		$this->assertStringContainsString( '<span class="fo-steps__count" data-valid="0" data-total="9">', $stored );
		$this->assertStringNotContainsString( 'data-other', $stored );
		$this->assertStringContainsString( '<div>x</div>', $stored );
	}

	public function test_clearing_removes_every_stored_view(): void {
		$views = $this->first_views();
		$views->store( $this->page, 1, md5( 'one' ), self::VIEW );

		First_Views::delete_all();

		$this->assertSame( '', $views->get( $this->page, 1, md5( 'one' ) ) );
	}
}
