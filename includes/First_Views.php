<?php
/**
 * The first views of the site's order forms, as the form's own React components drew them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A form's first view (in step mode the first step with its buttons; a single page whole) is printed
 * into the page, so a visitor sees the form at first paint and can type before any script has run; the script then
 * takes it over in place (src/printed-form.ts).
 *
 * The markup has one source, the React components, and PHP never writes a second copy of it: a browser of someone
 * who may edit the page draws it. When such a person's page has a form with no view for its configuration, the
 * page asks its script to send the form's first render back (src/first-view-capture.ts); the block editor opens the
 * page for that in a hidden frame after every save, and the stack's seed does the same for the demo pages. The view
 * is stored on the page, under a key of everything it was drawn from: the form's whole configuration as the page
 * prints it (block attributes, settings, catalog), its place on the page, the language and the build of the
 * scripts. A form whose key has no stored view (an editor changed it outside the editor, the catalog's prices
 * changed, a new build came) prints "Loading the order form…" as before, never a view of another configuration.
 */
final class First_Views {

	/** Post meta of a page's form views, one per form on the page: `_formation_orders_first_view_1`, … */
	public const META_PREFIX = '_formation_orders_first_view_';

	/** A form whose view was asked for, by its key: only a view asked for by the server itself is stored. */
	private const PENDING_PREFIX = 'formation_orders_first_view_pending_';

	public const REST_NAMESPACE = 'formation-orders/v1';

	public const REST_ROUTE = '/first-views';

	/** Longer than any form's first view: a larger one is refused rather than stored. */
	private const MAX_BYTES = 200000;

	public function __construct( private string $build_dir ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
	}

	/**
	 * The key of a form's first view.
	 *
	 * @param array<string, mixed> $config     The configuration the page prints for the form.
	 * @param int                  $form_index 1 for the first form of the page: each form's DOM ids have their own prefix.
	 */
	public function key_of( array $config, int $form_index ): string {
		// The nonce changes with every visitor, and the catalog's fetch time with every refresh of the same
		// products; neither shows in the form. Nor does how long "Redirecting…" waits once an order is placed.
		unset( $config['nonce'], $config['catalog']['fetchedAt'], $config['redirectDelayMs'] );
		return md5( (string) wp_json_encode( array( $config, $form_index, determine_locale(), $this->build_version() ) ) );
	}

	/** The stored first view of the page's form at `$form_index`, or '' when none was drawn under `$key`. */
	public function get( int $post_id, int $form_index, string $key ): string {
		if ( $post_id <= 0 ) {
			return '';
		}
		$stored = get_post_meta( $post_id, self::META_PREFIX . $form_index, true );
		return is_array( $stored ) && ( $stored['key'] ?? '' ) === $key ? (string) ( $stored['html'] ?? '' ) : '';
	}

	/**
	 * The wrapper attributes that ask the page's script for the form's first render, when the person viewing the
	 * page may edit it and publish markup: anyone else's browser could send any markup. Empty otherwise.
	 *
	 * @return array<string, string>
	 */
	public function capture_attributes( int $post_id, int $form_index, string $key ): array {
		if ( $post_id <= 0 || ! self::may_store( $post_id ) ) {
			return array();
		}
		set_transient(
			self::PENDING_PREFIX . $key,
			array(
				'post' => $post_id,
				'form' => $form_index,
			),
			HOUR_IN_SECONDS
		);
		return array(
			'data-formation-orders-first-view' => (string) wp_json_encode(
				array(
					'key'   => $key,
					'url'   => rest_url( self::REST_NAMESPACE . self::REST_ROUTE ),
					'nonce' => wp_create_nonce( 'wp_rest' ),
				)
			),
		);
	}

	public function register_route(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			self::REST_ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'store_request' ),
				'permission_callback' => static fn (): bool => is_user_logged_in(),
				'args'                => array(
					'key'  => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[a-f0-9]{32}$',
					),
					'html' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => self::MAX_BYTES,
					),
				),
			)
		);
	}

	/**
	 * Stores a first view the server asked for, sent by someone who may edit its page.
	 *
	 * @param WP_REST_Request<array<string, mixed>> $request
	 */
	public function store_request( WP_REST_Request $request ): WP_REST_Response|WP_Error {
		$key     = (string) $request->get_param( 'key' );
		$pending = get_transient( self::PENDING_PREFIX . $key );
		if ( ! is_array( $pending ) ) {
			return new WP_Error( 'formation_orders_first_view_not_asked', __( 'This view was not asked for, or it is stored already.', 'formation-orders' ), array( 'status' => 404 ) );
		}
		$post_id = (int) ( $pending['post'] ?? 0 );
		if ( ! self::may_store( $post_id ) ) {
			return new WP_Error( 'formation_orders_first_view_forbidden', __( 'You may not change this page.', 'formation-orders' ), array( 'status' => 403 ) );
		}
		if ( ! $this->store( $post_id, (int) ( $pending['form'] ?? 0 ), $key, (string) $request->get_param( 'html' ) ) ) {
			return new WP_Error( 'formation_orders_first_view_refused', __( 'This is not an order form’s view.', 'formation-orders' ), array( 'status' => 422 ) );
		}
		delete_transient( self::PENDING_PREFIX . $key );
		return new WP_REST_Response( array( 'stored' => true ), 201 );
	}

	/**
	 * Stores a first view, limited to the elements and attributes a form's markup uses.
	 *
	 * @return bool Whether it was stored.
	 */
	public function store( int $post_id, int $form_index, string $key, string $html ): bool {
		if ( $post_id <= 0 || $form_index <= 0 || 1 !== preg_match( '/^[a-f0-9]{32}$/', $key ) || strlen( $html ) > self::MAX_BYTES ) {
			return false;
		}
		$clean = wp_kses( $html, self::allowed_html() );
		if ( ! str_contains( $clean, '<form' ) ) {
			return false;
		}
		// One view per form of the page: a view drawn for the page's new configuration replaces the old one.
		update_post_meta(
			$post_id,
			self::META_PREFIX . $form_index,
			array(
				'key'  => $key,
				'html' => $clean,
			)
		);
		return true;
	}

	/** Removes every stored first view (the uninstaller's and a reseed's). */
	public static function delete_all(): void {
		global $wpdb;
		// phpcs:ignore FormationOrders.DB.DirectDatabaseQuery -- meta by key prefix has no API; the cache is flushed below.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", $wpdb->esc_like( self::META_PREFIX ) . '%' ) );
		wp_cache_flush();
	}

	/**
	 * Whether the current user may store a page's first view: they may edit the page and publish any markup
	 * (administrators and editors on a single site). The view is printed for every visitor, so an author or a
	 * contributor, whose markup WordPress filters, may not choose it.
	 */
	private static function may_store( int $post_id ): bool {
		return $post_id > 0 && current_user_can( 'edit_post', $post_id ) && current_user_can( 'unfiltered_html' );
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
		// The step indicator's counts, which the script reads back until a later step's code has arrived.
		$html['span'] += array( 'data-valid' => true, 'data-total' => true );
		foreach ( array( 'form', 'fieldset', 'legend', 'label', 'input', 'select', 'option', 'optgroup', 'textarea', 'button' ) as $tag ) {
			$html[ $tag ] = $field + array( 'novalidate' => true );
		}
		$html['a']    = $common + array( 'href' => true, 'target' => true, 'rel' => true );
		$html['img']  = $common + array( 'src' => true, 'alt' => true, 'width' => true, 'height' => true, 'loading' => true, 'decoding' => true );
		$html['svg']  = $common + array( 'viewbox' => true, 'width' => true, 'height' => true, 'fill' => true, 'xmlns' => true, 'focusable' => true );
		$html['path'] = array( 'd' => true, 'fill' => true, 'fill-rule' => true, 'clip-rule' => true );
		return $html;
	}
}
