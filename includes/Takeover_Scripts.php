<?php
/**
 * The scripts that take a printed order form over run after the page's first paint.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * A printed first view is usable HTML: a visitor can read it, type and choose before any script has run. The
 * scripts that take it over (React, wp.element, wp.i18n, the form's view script and module chunks) are printed at
 * the end of the page, and the browser fetched and ran them before it painted anything: measured on WordPress 6.1
 * and 7.1, a printed form appeared 1.1 to 1.6 times later than the same page without a form, and 0.8 to 1.2 times
 * when they came after the first paint instead.
 *
 * So on a page whose every form is printed, their tags carry a type no browser runs, and a small script printed
 * after them (src/takeover-after-first-paint.ts) adds them, in their order, once the page is painted. They
 * download then, not while the page is read: preloading them made the first paint late again (the browser took
 * them in while it read the page). Until they have run, the printed form is there to read and fill in; its
 * buttons wait for them. A page with a form the script must draw itself (no first view stored yet) keeps them as
 * they are: there, the sooner they run the sooner there is a form.
 *
 * React and the wp.* scripts are shared: if any other script printed in the footer needs one of them, it would run
 * before them, so then nothing is held.
 */
final class Takeover_Scripts {

	/** A script type no browser runs, carried by the held tags until the loader runs them. */
	public const HELD_TYPE = 'formation-orders/after-first-paint';

	/** The script that runs the held ones, in build/order-form (src/takeover-after-first-paint.ts). */
	private const LOADER = 'takeover-after-first-paint.js';

	/** A form with its first view printed is on this page. */
	private bool $printed_form = false;

	/** A form the script draws itself is on this page. */
	private bool $drawn_form = false;

	/** @var array<string, true> The handles whose tags this page holds until its first paint. */
	private array $held = array();

	/** Whether a held tag was printed, so that the loader must follow. */
	private bool $printed_held_tag = false;

	/**
	 * @param string $build_dir Absolute path of build/order-form.
	 */
	public function __construct( private string $build_dir ) {
	}

	public function add_hooks(): void {
		// WordPress prints the footer scripts at priority 10 of this action.
		add_action( 'wp_print_footer_scripts', array( $this, 'choose_held_scripts' ), 9 );
		add_filter( 'script_loader_tag', array( $this, 'hold_tag' ), 20, 2 );
		add_action( 'wp_print_footer_scripts', array( $this, 'print_loader' ), 11 );
	}

	/**
	 * Notes a form rendered on this page.
	 *
	 * @param bool $printed Whether its first view is printed.
	 */
	public function form_rendered( bool $printed ): void {
		if ( $printed ) {
			$this->printed_form = true;
		} else {
			$this->drawn_form = true;
		}
	}

	/**
	 * @return list<string> The handles whose tags this page holds (empty until the footer is printed).
	 */
	public function held(): array {
		return array_keys( $this->held );
	}

	/**
	 * Picks the scripts to hold, just before WordPress prints the footer's: the order form's view script, what it
	 * needs and what needs it (its module chunks), of those not printed yet.
	 */
	public function choose_held_scripts(): void {
		$this->held = array();
		// Without its loader a held script would never run.
		if ( is_admin() || ! $this->printed_form || $this->drawn_form || ! is_readable( $this->build_dir . '/' . self::LOADER ) ) {
			return;
		}
		$scripts  = wp_scripts();
		$takeover = Module_Chunks::with_unprinted_dependencies( array( Module_Chunks::VIEW_SCRIPT ) );
		if ( ! $takeover ) {
			return;
		}
		$footer = Module_Chunks::with_unprinted_dependencies( $scripts->queue );
		foreach ( array_keys( $footer ) as $handle ) {
			$needs = Module_Chunks::with_unprinted_dependencies( array( $handle ) );
			if ( isset( $needs[ Module_Chunks::VIEW_SCRIPT ] ) ) {
				$takeover += $needs;
			}
		}
		foreach ( array_keys( $footer ) as $handle ) {
			if ( ! isset( $takeover[ $handle ] ) && array_intersect_key( Module_Chunks::with_unprinted_dependencies( $scripts->registered[ $handle ]->deps ), $takeover ) ) {
				// Another script of the page needs React or a wp.* script, and would run before them.
				return;
			}
		}
		foreach ( array_keys( $takeover ) as $handle ) {
			$script = $scripts->registered[ $handle ];
			if ( ! $script->src && ( $scripts->get_data( $handle, 'before' ) || $scripts->get_data( $handle, 'after' ) ) ) {
				// WordPress prints the inline code of a script without a file unfiltered, so it would run too early.
				return;
			}
		}
		$this->held = $takeover;
	}

	/**
	 * The tags of a held script (its file, its translations and inline code) with a type no browser runs.
	 *
	 * @param string $tag    The tags WordPress prints for the script.
	 * @param string $handle Its handle.
	 */
	public function hold_tag( string $tag, string $handle ): string {
		if ( ! isset( $this->held[ $handle ] ) ) {
			return $tag;
		}
		$this->printed_held_tag = true;
		// Each opening tag starts the markup or follows a closing one: a script's own text is never read as a tag.
		return (string) preg_replace_callback(
			'#(^|</script>)(\s*)<script\b([^>]*)>#i',
			static fn ( array $tag_parts ): string => sprintf(
				'%1$s%2$s<script type="%3$s"%4$s>',
				$tag_parts[1],
				$tag_parts[2],
				self::HELD_TYPE,
				preg_replace( '#\stype=([\'"])[^\'"]*\1#i', '', $tag_parts[3] )
			),
			$tag
		);
	}

	/** Prints the script that runs the held ones once the page is painted, after them. */
	public function print_loader(): void {
		if ( ! $this->printed_held_tag ) {
			return;
		}
		$loader = (string) file_get_contents( $this->build_dir . '/' . self::LOADER ); // phpcs:ignore FormationOrders.WP.AlternativeFunctions -- a file of the plugin, not a URL.
		wp_print_inline_script_tag( trim( $loader ), array( 'id' => 'formation-orders-takeover-after-first-paint' ) );
	}
}
