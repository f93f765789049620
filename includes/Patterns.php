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
	 * @param string   $plugin_dir Absolute path of the plugin's folder.
	 * @param Settings $settings   Whether a new page may start from an order form pattern.
	 */
	public function __construct( private string $plugin_dir, private Settings $settings ) {
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Every pattern file by slug: its title, description, keywords and block markup, in the order a person reads
	 * the titles (natural, case-insensitive: "Ask about…" before "Become…", "Step 2" before "Step 10"). The
	 * inserter and the order form's picker list patterns in the order they were registered.
	 *
	 * @return array<string, array{title: string, description: string, keywords: string[], content: string}>
	 */
	public function all(): array {
		$patterns = array();
		foreach ( glob( $this->plugin_dir . '/patterns/*.php' ) ?: array() as $file ) {
			$patterns[ basename( $file, '.php' ) ] = require $file;
		}
		uasort( $patterns, static fn( array $a, array $b ) => strnatcasecmp( $a['title'], $b['title'] ) );
		return $patterns;
	}

	/**
	 * Where the editor offers the patterns: the order form's own picker always; a new page's "Choose a pattern"
	 * dialog (core/post-content) only when the site owner asks for it, since that dialog otherwise opens on every
	 * new page, orders or not.
	 *
	 * @return list<string>
	 */
	public function block_types(): array {
		$block_types = array( 'formation-orders/order-form' );
		if ( $this->settings->get_bool( 'patterns_for_new_pages' ) ) {
			$block_types[] = 'core/post-content';
		}
		return $block_types;
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
					'blockTypes'  => $this->block_types(),
				)
			);
		}
	}
}
