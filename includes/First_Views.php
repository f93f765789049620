<?php
/**
 * The first views of the site's order forms, as the form's own React components drew them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * A form's first view (in step mode the first step with its buttons, on a single page its first step) is printed
 * into the page, so a visitor sees the form at first paint and can type before any script has run; the script then
 * takes it over in place (src/printed-form.ts).
 *
 * The markup has one source, the React components: a browser draws each form once, when the site's pages are
 * seeded (bin/first-views.mjs), and the drawing is stored under a key of everything it was drawn from: the form's
 * whole configuration as the page prints it (block attributes, settings, catalog), its place on the page, the
 * language and the build of the scripts. A form whose key has no stored view, because an editor changed it or a
 * new build came, prints "Loading the order form…" as before, never a view of another configuration.
 */
final class First_Views {

	public const OPTION_PREFIX = 'formation_orders_first_view_';

	/** Longer than any form's first view: a larger one is refused rather than stored. */
	private const MAX_BYTES = 200000;

	public function __construct( private string $build_dir ) {}

	/**
	 * The key of a form's first view.
	 *
	 * @param array<string, mixed> $config     The configuration the page prints for the form.
	 * @param int                  $form_index 1 for the first form of the page: each form's DOM ids have their own prefix.
	 */
	public function key_of( array $config, int $form_index ): string {
		// The nonce changes with every visitor, and the catalog's fetch time with every refresh of the same
		// products; neither shows in the form.
		unset( $config['nonce'], $config['catalog']['fetchedAt'] );
		return md5( (string) wp_json_encode( array( $config, $form_index, determine_locale(), $this->build_version() ) ) );
	}

	/** The stored first view under `$key`, or '' when none. */
	public function get( string $key ): string {
		return self::is_key( $key ) ? (string) get_option( self::OPTION_PREFIX . $key, '' ) : '';
	}

	/**
	 * Stores a first view, limited to the elements and attributes a form's markup uses.
	 *
	 * @return bool Whether it was stored.
	 */
	public function store( string $key, string $html ): bool {
		if ( ! self::is_key( $key ) || strlen( $html ) > self::MAX_BYTES ) {
			return false;
		}
		$clean = wp_kses( $html, self::allowed_html() );
		if ( ! str_contains( $clean, '<form' ) ) {
			return false;
		}
		update_option( self::OPTION_PREFIX . $key, $clean, false );
		return true;
	}

	/** Removes every stored first view (the uninstaller's and a reseed's). */
	public static function delete_all(): void {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- options by prefix have no API; the cache is flushed below.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::OPTION_PREFIX ) . '%' ) );
		wp_cache_flush();
	}

	private static function is_key( string $key ): bool {
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $key );
	}

	/** The build of the view script: a new build may draw the form differently. */
	private function build_version(): string {
		$asset = $this->build_dir . '/view.asset.php';
		$data  = is_readable( $asset ) ? include $asset : array();
		return is_array( $data ) ? (string) ( $data['version'] ?? '' ) : '';
	}

	/**
	 * The elements and attributes of a form's markup.
	 *
	 * @return array<string, array<string, bool>>
	 */
	private static function allowed_html(): array {
		$common = array_fill_keys(
			array( 'class', 'id', 'role', 'hidden', 'title', 'lang', 'tabindex', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-hidden', 'aria-live', 'aria-invalid', 'aria-required', 'aria-expanded', 'aria-controls', 'aria-current', 'aria-busy', 'aria-checked', 'aria-pressed', 'aria-haspopup', 'aria-disabled', 'aria-atomic', 'aria-modal', 'style' ),
			true
		);
		$field  = $common + array_fill_keys( array( 'name', 'value', 'type', 'disabled', 'required', 'checked', 'selected', 'autocomplete', 'inputmode', 'maxlength', 'minlength', 'placeholder', 'readonly', 'rows', 'cols', 'min', 'max', 'step', 'pattern', 'multiple', 'size', 'spellcheck', 'autocapitalize', 'for', 'label', 'form', 'accept' ), true );
		$tags   = array( 'div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'small', 'br', 'hr', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'section', 'header', 'footer', 'nav', 'details', 'summary', 'abbr', 'output', 'progress' );
		$html   = array_fill_keys( $tags, $common + array( 'colspan' => true, 'rowspan' => true, 'scope' => true, 'open' => true, 'value' => true, 'max' => true ) );
		foreach ( array( 'form', 'fieldset', 'legend', 'label', 'input', 'select', 'option', 'optgroup', 'textarea', 'button' ) as $tag ) {
			$html[ $tag ] = $field + array( 'novalidate' => true );
		}
		$html['a']   = $common + array( 'href' => true, 'target' => true, 'rel' => true );
		$html['img'] = $common + array( 'src' => true, 'alt' => true, 'width' => true, 'height' => true, 'loading' => true, 'decoding' => true );
		$html['svg'] = $common + array( 'viewbox' => true, 'width' => true, 'height' => true, 'fill' => true, 'xmlns' => true, 'focusable' => true );
		$html['path'] = array( 'd' => true, 'fill' => true, 'fill-rule' => true, 'clip-rule' => true );
		return $html;
	}
}
