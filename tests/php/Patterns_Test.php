<?php
/**
 * One block pattern per form type, registered from patterns/<slug>.php; the demo pages are seeded from them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Patterns;
use Formation_Orders\Settings;

final class Patterns_Test extends Test_Case {

	public function test_every_pattern_file_is_a_registered_pattern_of_whole_order_form(): void {
		$files = glob( dirname( __DIR__, 2 ) . '/patterns/*.php' );
		$this->assertGreaterThanOrEqual( 5, count( $files ) );
		$registry = \WP_Block_Patterns_Registry::get_instance();
		foreach ( $files as $file ) {
			$name    = 'formation-orders/' . basename( $file, '.php' );
			$pattern = $registry->get_registered( $name );
			$this->assertIsArray( $pattern, $name );
			$this->assertNotSame( '', $pattern['title'] );
			$this->assertContains( Patterns::CATEGORY, $pattern['categories'] );
			$this->assertSame( array( 'formation-orders/order-form' ), $pattern['blockTypes'], $name . ': offered by the order form only' );

			$blocks = array_values( array_filter( parse_blocks( $pattern['content'] ), static fn ( $block ) => null !== $block['blockName'] ) );
			$this->assertCount( 1, $blocks, $name . ': one order form' );
			$this->assertSame( 'formation-orders/order-form', $blocks[0]['blockName'] );
			$this->assertNotEmpty( $blocks[0]['innerBlocks'], $name . ': with its steps' );
		}
		$this->assertTrue( \WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( Patterns::CATEGORY ) );
	}

	public function test_each_pattern_renders_a_form_whose_modules_are_all_registered_blocks(): void {
		$types = \WP_Block_Type_Registry::get_instance();
		foreach ( ( new Patterns( dirname( __DIR__, 2 ), new Settings() ) )->all() as $slug => $pattern ) {
			preg_match_all( '#<!-- wp:([a-z0-9-]+/[a-z0-9-]+)#', $pattern['content'], $names );
			foreach ( array_unique( $names[1] ) as $block_name ) {
				$this->assertTrue( $types->is_registered( $block_name ), "$slug: $block_name" );
			}
			$html = do_blocks( $pattern['content'] );
			$this->assertSame( 1, preg_match( '#<script type="application/json" class="formation-orders__config" id="formation-orders-config-\d+">(.*?)</script>#s', $html, $match ), $slug );
			$config = json_decode( $match[1], true );
			$this->assertNotEmpty( $config['form']['steps'], $slug );
		}
	}

	public function test_patterns_are_registered_in_title_order_as_a_person_reads_it(): void {
		$titles = array();
		foreach ( \WP_Block_Patterns_Registry::get_instance()->get_all_registered() as $pattern ) {
			if ( in_array( Patterns::CATEGORY, $pattern['categories'] ?? array(), true ) ) {
				$titles[] = $pattern['title'];
			}
		}
		$this->assertSame( 'Apply for a job', $titles[0] );
		$this->assertSame( 'Ask about your company’s compliance', $titles[1] );
		$this->assertSame( 'Become an affiliate', $titles[2] );
		$sorted = $titles;
		usort( $sorted, 'strnatcasecmp' );
		$this->assertSame( $sorted, $titles );
	}

	public function test_new_page_starter_dialog_offers_the_patterns_only_when_the_site_owner_turns_it_on(): void {
		$patterns = new Patterns( dirname( __DIR__, 2 ), new Settings() );
		$this->assertNotContains( 'core/post-content', $patterns->block_types() );

		update_option( Settings::OPTION, array( 'patterns_for_new_pages' => true ) );
		$this->assertSame( array( 'formation-orders/order-form', 'core/post-content' ), $patterns->block_types() );
	}
}
