<?php
/**
 * The page code of the module blocks a form uses, printed with the page.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * The order form's view script loads each module's code as a chunk of its own, but only once the form has
 * mounted; a page that waits for that round trip becomes usable later. PHP knows a form's modules when it renders
 * the block, so it prints their chunks (and the chunk they share) after the view script: a chunk that has run
 * before the view script asks for it is taken at once. The files come from the manifest the build writes
 * (build/order-form/module-chunks.json), never from a list kept here.
 */
final class Module_Chunks {

	/** The order form's view script, which runs the chunks. */
	public const VIEW_SCRIPT = 'formation-orders-order-form-view-script';

	/** Script handles of the chunks start with this; the rest is the chunk's file name without `.js`. */
	public const HANDLE_PREFIX = 'formation-orders-chunk-';

	/** webpack's name for this build's chunks (output.uniqueName), which it looks for on a script tag. */
	private const WEBPACK_NAME = 'formation-orders';

	/** @var array<string, list<array{file: string, version: ?string, chunk: int|string}>>|null */
	private ?array $manifest = null;

	/** @var array<string, int|string> Chunk id per handle printed by this class. */
	private array $chunk_ids = array();

	/**
	 * @param string $build_dir Absolute path of build/order-form.
	 * @param string $build_url URL of the same folder, without a trailing slash.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	public function add_hooks(): void {
		add_filter( 'script_loader_tag', array( $this, 'mark_chunk_tag' ), 10, 2 );
	}

	/**
	 * The chunk scripts of these modules, each once, the shared chunk before the modules that need it; modules
	 * without page code in the build are skipped.
	 *
	 * @param list<string> $modules Module block names without the plugin's namespace.
	 * @return list<array{file: string, version: ?string, chunk: int|string}>
	 */
	public function scripts_for( array $modules ): array {
		$manifest = $this->manifest();
		$scripts  = array();
		foreach ( $modules as $module ) {
			foreach ( $manifest[ $module ] ?? array() as $script ) {
				$scripts[ $script['file'] ] ??= $script;
			}
		}
		return array_values( $scripts );
	}

	/**
	 * Enqueues the chunks of these modules after the view script, in the footer. On WordPress 6.3 and later they
	 * are deferred, so that they never make a deferred view script wait; older versions read the array as "in
	 * the footer".
	 *
	 * @param list<string> $modules Module block names without the plugin's namespace.
	 */
	public function enqueue( array $modules ): void {
		foreach ( $this->scripts_for( $modules ) as $script ) {
			$handle = self::HANDLE_PREFIX . basename( $script['file'], '.js' );
			if ( ! wp_script_is( $handle, 'registered' ) ) {
				wp_register_script(
					$handle,
					$this->build_url . '/' . $script['file'],
					array( self::VIEW_SCRIPT ),
					$script['version'],
					array(
						'in_footer' => true,
						'strategy'  => 'defer',
					)
				);
			}
			$this->chunk_ids[ $handle ] = $script['chunk'];
			wp_enqueue_script( $handle );
		}
	}

	/**
	 * Prints the view script, and the scripts it needs that nothing in the head needs (React, wp.element,
	 * wp.i18n, ...), at the end of the page instead of in its head. Block themes render the order form before the
	 * head is printed, so the view script would otherwise hold up the reading of the whole page while it and
	 * React download; at the end of the page the browser reads and lays out the page during those downloads.
	 * WordPress still prints a script in the head when a script of the head needs it: it puts a dependency in the
	 * earliest group that asks for it.
	 */
	public function print_view_script_in_footer(): void {
		$scripts = wp_scripts();
		self::with_unprinted_dependencies(
			array( self::VIEW_SCRIPT ),
			function ( string $handle ) use ( $scripts ): void {
				$scripts->add_data( $handle, 'group', 1 );
				$this->drop_legacy_polyfill( $scripts->registered[ $handle ] );
			}
		);
	}

	/**
	 * These scripts and every script they need, of those WordPress has not printed yet.
	 *
	 * @param list<string>                 $handles
	 * @param (callable(string): void)|null $visit Called with each script before its dependencies are read, so it
	 *                                            may change them.
	 * @return array<string, true>
	 */
	public static function with_unprinted_dependencies( array $handles, ?callable $visit = null ): array {
		$scripts = wp_scripts();
		$found   = array();
		while ( $handles ) {
			$handle = array_pop( $handles );
			if ( isset( $found[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
				continue;
			}
			$found[ $handle ] = true;
			if ( $visit ) {
				$visit( $handle );
			}
			array_push( $handles, ...$scripts->registered[ $handle ]->deps );
		}
		return $found;
	}

	/**
	 * WordPress before 6.6 lists `wp-polyfill` (core-js, which needs `regenerator-runtime`) among the dependencies
	 * of React, wp.element, wp.i18n and wp.hooks. It exists for Internet Explorer 11, which WordPress stopped
	 * supporting in 5.8; 6.6 and later no longer list it. Every browser WordPress supports has what it adds, yet
	 * a visitor's browser downloads and runs it (24 KB, about 15 ms of processor time on a form's page) before the
	 * form can start. So on the public page, the scripts the form needs stop asking for it; a script of another
	 * plugin or theme that asks for it by name still gets it.
	 */
	private function drop_legacy_polyfill( \_WP_Dependency $script ): void {
		if ( is_admin() ) {
			return;
		}
		$script->deps = array_values( array_diff( $script->deps, array( 'wp-polyfill' ) ) );
	}

	/**
	 * Names a chunk's script tag the way webpack names the tags it adds itself, so that a form mounting before
	 * a deferred chunk has run waits for that tag instead of fetching the chunk a second time.
	 *
	 * @param string $tag    The script tag WordPress prints.
	 * @param string $handle Its handle.
	 */
	public function mark_chunk_tag( string $tag, string $handle ): string {
		if ( ! isset( $this->chunk_ids[ $handle ] ) ) {
			return $tag;
		}
		$name = sprintf( '%s:chunk-%s', self::WEBPACK_NAME, $this->chunk_ids[ $handle ] );
		return (string) preg_replace( '/<script(?=[^>]*\ssrc=)/', '<script data-webpack="' . esc_attr( $name ) . '"', $tag, 1 );
	}

	/** @return array<string, list<array{file: string, version: ?string, chunk: int|string}>> */
	private function manifest(): array {
		if ( null === $this->manifest ) {
			$file           = $this->build_dir . '/module-chunks.json';
			$decoded        = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
			$this->manifest = is_array( $decoded ) ? $decoded : array();
		}
		return $this->manifest;
	}
}
