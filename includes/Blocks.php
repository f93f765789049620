<?php
/**
 * Registers the blocks from their built block.json files.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

use WP_Block;

/**
 * The order form is rendered by PHP: it prints a mount point and the form's configuration, and one
 * frontend script renders the whole form from that configuration.
 */
final class Blocks {

	/** The block PHP renders; the others are rendered by the order form's script from its configuration. */
	public const ORDER_FORM = 'formation-orders/order-form';

	/**
	 * The element the printed first view sits in. WordPress's typography filter (curly quotes, dashes) runs over
	 * the whole page and must leave it alone: the view is what React draws, and the script takes it over field by
	 * field, so one curly quote would make the printed form differ from the drawn one.
	 */
	public const PRINTED_VIEW_TAG = 'formation-orders-view';

	private Page_Config $page_config;

	private Module_Chunks $module_chunks;

	private First_Views $first_views;

	private Takeover_Scripts $takeover_scripts;

	/** How many order forms this request has rendered: each one's DOM ids have their own prefix. */
	private int $forms_rendered = 0;

	public function __construct( private string $plugin_dir, Settings $settings ) {
		$this->page_config      = new Page_Config( $settings );
		$this->module_chunks    = new Module_Chunks( $plugin_dir . '/build/order-form', plugins_url( 'build/order-form', $plugin_dir . '/plugin.php' ) );
		$this->first_views      = new First_Views( $plugin_dir . '/build/order-form' );
		$this->takeover_scripts = new Takeover_Scripts( $plugin_dir . '/build/order-form' );
	}

	public function add_hooks(): void {
		$this->module_chunks->add_hooks();
		$this->first_views->add_hooks();
		$this->takeover_scripts->add_hooks();
		add_filter( 'no_texturize_tags', array( self::class, 'keep_printed_views_as_drawn' ) );
		add_action( 'init', array( $this, 'register_jsx_runtime_shim' ), 5 );
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * @param list<string> $tags Elements whose text wptexturize() leaves as it is.
	 * @return list<string>
	 */
	public static function keep_printed_views_as_drawn( array $tags ): array {
		$tags[] = self::PRINTED_VIEW_TAG;
		return $tags;
	}

	/**
	 * Scripts built by @wordpress/scripts >= 28 depend on `react-jsx-runtime`, which WordPress registers
	 * only from 6.6 on. Without it WordPress silently drops our scripts, so older cores get a shim.
	 */
	public function register_jsx_runtime_shim(): void {
		if ( wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
			return;
		}
		// The shim is a file of its own so that it can be read and tested as JavaScript; it is small (~1.5 KB). It is
		// printed as React's own inline code, under the name scripts ask for: WordPress prints the inline code of a
		// script without a file as it is, so it could not wait with React until the page is painted
		// (Takeover_Scripts).
		$shim = (string) file_get_contents( __DIR__ . '/react-jsx-runtime-shim.js' ); // phpcs:ignore FormationOrders.WP.AlternativeFunctions -- a file of the plugin, not a URL.
		wp_add_inline_script( 'react', $shim );
		wp_register_script( 'react-jsx-runtime', false, array( 'react' ), FORMATION_ORDERS_VERSION, false );
	}

	/**
	 * Every block the build holds, found by its block.json: a new block folder needs no list to be edited.
	 */
	public function register_blocks(): void {
		$scripts = array();
		foreach ( self::block_folders( $this->plugin_dir . '/build' ) as $folder ) {
			$metadata   = wp_json_file_decode( $folder . '/block.json', array( 'associative' => true ) );
			$args       = self::ORDER_FORM === ( $metadata['name'] ?? '' ) ? array( 'render_callback' => array( $this, 'render_order_form' ) ) : array();
			$block_type = register_block_type( $folder, $args );
			if ( $block_type ) {
				$scripts = array_merge( $scripts, $block_type->editor_script_handles, $block_type->script_handles, $block_type->view_script_handles );
			}
		}
		$this->set_script_translations( array_unique( $scripts ) );
	}

	/**
	 * Script translations from the plugin's own languages/ first (WordPress falls back to wp-content/languages/plugins/).
	 * WordPress finds a script's file by the md5 of its path in the plugin, e.g. build/order-form/view.js. The
	 * per-module chunks (printed with the page by Module_Chunks, or loaded by the view script) call the view
	 * script's wp.i18n, so bin/make-json.mjs puts their strings into the view script's file.
	 *
	 * @param list<string> $handles
	 */
	private function set_script_translations( array $handles ): void {
		foreach ( $handles as $handle ) {
			wp_set_script_translations( $handle, 'formation-orders', $this->plugin_dir . '/languages' );
		}
	}

	/**
	 * The folders under `$root` that hold a block.json, the order form's first: the other blocks' editor
	 * script is its bundle.
	 *
	 * @return list<string>
	 */
	public static function block_folders( string $root ): array {
		$folders = array_map( 'dirname', glob( $root . '/*/block.json' ) ?: array() );
		usort(
			$folders,
			static fn ( string $a, string $b ): int => (int) ( 'order-form' !== basename( $a ) ) <=> (int) ( 'order-form' !== basename( $b ) ) ?: strcmp( $a, $b )
		);
		return $folders;
	}

	/**
	 * @param array<string, mixed> $attributes Block attributes, defaults applied.
	 * @param string               $content    Saved inner markup (unused: the configuration carries the layout).
	 * @param WP_Block             $block      The block being rendered, with its inner blocks.
	 */
	public function render_order_form( array $attributes, string $content, WP_Block $block ): string {
		$steps  = $this->steps_of( $block );
		$config = $this->page_config->for_form( $attributes, $steps );
		// The script reads only the JSON script this wrapper names, a direct child of it (src/printed-config.ts):
		// a post's author can copy our class names, never a script element, so a look-alike configures nothing.
		$config_id  = wp_unique_id( 'formation-orders-config-' );
		$form_index = ++$this->forms_rendered;
		$post_id    = (int) ( $block->context['postId'] ?? get_the_ID() );
		$key        = $this->first_views->key_of( $config, $form_index );
		// The stored markup went through wp_kses when it was stored (First_Views::store).
		$first_view = $this->first_views->get( $post_id, $form_index, $key );
		$this->takeover_scripts->form_rendered( '' !== $first_view );
		$modules_of = static fn ( array $some_steps ): array => array_column( array_merge( array(), ...array_column( $some_steps, 'modules' ) ), 'name' );
		$modules    = $modules_of( $steps );
		// What comes with the page is the code of the part of the form a visitor starts on. Where the first view is
		// printed, that is its first module: the printed modules after it stand in, usable, until their code comes
		// at the visitor's first interaction (src/frontend.tsx), so that a visitor who only looks never downloads
		// it. Without a printed view the script draws the whole first screen itself: a step-by-step form's first
		// step, every step of a single page. The styles of every module are small and come now, so that nothing
		// is drawn unstyled.
		$first_screen = ! empty( $config['form']['stepMode'] ) && count( $steps ) > 1 ? $modules_of( array_slice( $steps, 0, 1 ) ) : $modules;
		$on_arrival   = '' !== $first_view ? array_slice( $modules, 0, 1 ) : $first_screen;
		// The running total draws the order summary module beside the steps of an order form, on every screen
		// that places no summary of its own. Where the script draws the first screen, the summary's code comes
		// with the page, so that its first render already shows it; a printed running total (or summary) stands
		// in until the first interaction, like the printed modules after the first.
		if ( $config['engine']['runningTotal'] && Form_Types::is_order( $config['form']['formType'] ) ) {
			$modules[] = 'order-summary';
			if ( '' === $first_view && ! in_array( 'order-summary', $first_screen, true ) ) {
				$on_arrival[] = 'order-summary';
			}
		}
		$on_arrival = array_values( array_unique( $on_arrival ) );
		$this->module_chunks->enqueue( $on_arrival );
		$this->enqueue_module_styles( array_values( array_unique( $modules ) ) );
		$this->module_chunks->print_view_script_in_footer();
		// The script fetches these at once and leaves the other printed modules for the first interaction.
		$config['modulesOnArrival'] = $on_arrival;
		$json       = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
		$noscript   = sprintf( '<noscript><p class="formation-orders__noscript">%s</p></noscript>', esc_html__( 'This form needs JavaScript: please turn it on in your browser to send it.', 'formation-orders' ) );
		$mount      = '' === $first_view
			? sprintf( '<div class="formation-orders__mount"><p class="formation-orders__loading">%1$s</p>%2$s</div>', esc_html__( 'Loading the order form…', 'formation-orders' ), $noscript )
			: '<div class="formation-orders__mount">' . $noscript . '<' . self::PRINTED_VIEW_TAG . '>' . $first_view . '</' . self::PRINTED_VIEW_TAG . '></div>';
		$wrapper    = array(
			'class'                        => 'formation-orders',
			'data-formation-orders-config' => $config_id,
		);
		if ( '' === $first_view ) {
			$wrapper += $this->first_views->capture_attributes( $post_id, $form_index, $key );
		}

		return sprintf(
			'<div %1$s>%2$s<script type="application/json" class="formation-orders__config" id="%3$s">%4$s</script></div>',
			get_block_wrapper_attributes( $wrapper ),
			$mount,
			esc_attr( $config_id ),
			$json
		);
	}

	/**
	 * The styles of the modules the form uses, each named by its module's block.json. A module block's own render
	 * is empty (React draws the module), and WordPress 6.9 and later take back the assets an empty block enqueued,
	 * so the form enqueues them. The order form's own style is among each module's handles, so it still prints
	 * first.
	 *
	 * @param list<string> $modules The names of the modules the form draws.
	 */
	private function enqueue_module_styles( array $modules ): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $modules as $module ) {
			$type = $registry->get_registered( 'formation-orders/' . $module );
			foreach ( $type ? $type->style_handles : array() as $handle ) {
				wp_enqueue_style( $handle );
			}
		}
	}

	/**
	 * The form layout: steps in order, each with its modules and their attributes.
	 *
	 * @return list<array{key: string, label: string, modules: list<array{name: string, attributes: array<string, mixed>}>}>
	 */
	private function steps_of( WP_Block $block ): array {
		$steps = array();
		foreach ( $block->inner_blocks as $step ) {
			if ( 'formation-orders/form-step' !== $step->name ) {
				continue;
			}
			$modules = array();
			foreach ( $step->inner_blocks as $module ) {
				if ( ! str_starts_with( (string) $module->name, 'formation-orders/' ) ) {
					continue;
				}
				$name      = substr( $module->name, strlen( 'formation-orders/' ) );
				$modules[] = array(
					'name'       => $name,
					'attributes' => self::with_checked_links( $name, $module->attributes ),
				);
			}
			$steps[] = array(
				'key'     => sanitize_key( (string) ( $step->attributes['key'] ?? '' ) ),
				'label'   => (string) ( $step->attributes['label'] ?? '' ),
				'modules' => $modules,
			);
		}
		return $steps;
	}

	/**
	 * The links authors set on module blocks, which the page follows or prints: a domain search's cart and each
	 * job's description. Post content is editable by more people than the settings, so a link that is neither
	 * a path on this site nor an http(s) URL is dropped (Safe_Url::link()).
	 *
	 * @param array<string, mixed> $attributes
	 * @return array<string, mixed>
	 */
	private static function with_checked_links( string $module, array $attributes ): array {
		if ( 'domain-search' === $module && array_key_exists( 'cartUrl', $attributes ) ) {
			$attributes['cartUrl'] = Safe_Url::link( $attributes['cartUrl'] );
		}
		if ( 'job-position' === $module && is_array( $attributes['jobs'] ?? null ) ) {
			foreach ( $attributes['jobs'] as $group_index => $group ) {
				if ( ! is_array( $group ) || ! is_array( $group['children'] ?? null ) ) {
					continue;
				}
				foreach ( $group['children'] as $job_index => $job ) {
					if ( is_array( $job ) && array_key_exists( 'link', $job ) ) {
						$attributes['jobs'][ $group_index ]['children'][ $job_index ]['link'] = Safe_Url::link( $job['link'] );
					}
				}
			}
		}
		return $attributes;
	}
}
