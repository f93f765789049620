<?php
/**
 * The block patterns: one per form type, each a whole order form ready to publish.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Registers every patterns/<slug>.php as the pattern formation-orders/<slug>. The demo pages are seeded from the
 * same files (bin/configure.php), so what an editor inserts is exactly what the demo page shows.
 */
final class Patterns {

	public const CATEGORY = 'formation-orders';

	/**
	 * @param string $plugin_dir Absolute path of the plugin's folder.
	 */
	public function __construct( private string $plugin_dir ) {
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Every pattern file by slug: its title, description, keywords and block markup.
	 *
	 * @return array<string, array{title: string, description: string, keywords: string[], content: string}>
	 */
	public function all(): array {
		$patterns = array();
		foreach ( glob( $this->plugin_dir . '/patterns/*.php' ) ?: array() as $file ) {
			$patterns[ basename( $file, '.php' ) ] = require $file;
		}
		return $patterns;
	}

	public function register(): void {
		if ( ! function_exists( 'register_block_pattern' ) ) {
			return;
		}
		register_block_pattern_category(
			self::CATEGORY,
			array( 'label' => __( 'Order forms', 'formation-orders' ) )
		);
		foreach ( $this->all() as $slug => $pattern ) {
			register_block_pattern(
				'formation-orders/' . $slug,
				array(
					'title'       => $pattern['title'],
					'description' => $pattern['description'],
					'keywords'    => $pattern['keywords'],
					'content'     => $pattern['content'],
					'categories'  => array( self::CATEGORY ),
					// Offered where an order form is inserted, and as a starting point for a new page.
					'blockTypes'  => array( 'formation-orders/order-form', 'core/post-content' ),
				)
			);
		}
	}
}
