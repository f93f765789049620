<?php
/**
 * The plugin's settings: where the outside services live.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * One option array, edited on Settings → Formation Orders through the Settings API.
 */
final class Settings {

	public const OPTION = 'formation_orders_settings';
	private const PAGE  = 'formation-orders';

	private const DEFAULTS = array(
		'api_root'           => '',
		'website_id'         => '',
		'tokenizer_url'      => '',
		'tokenizer_test_key' => '',
	);

	public function add_hooks(): void {
		add_action( 'admin_init', array( $this, 'register' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The saved settings merged over the defaults.
	 *
	 * @return array{api_root: string, website_id: string, tokenizer_url: string, tokenizer_test_key: string}
	 */
	public function all(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::DEFAULTS, array_intersect_key( is_array( $saved ) ? $saved : array(), self::DEFAULTS ) );
	}

	public function get( string $key ): string {
		return (string) ( $this->all()[ $key ] ?? '' );
	}

	public function register(): void {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => self::DEFAULTS,
			)
		);

		add_settings_section( 'services', __( 'Outside services', 'formation-orders' ), array( $this, 'render_section_help' ), self::PAGE );

		$fields = array(
			'api_root'           => array( __( 'Marketing API root', 'formation-orders' ), 'url', __( 'Base URL of the marketing and product API, without a trailing slash.', 'formation-orders' ) ),
			'website_id'         => array( __( 'Website ID', 'formation-orders' ), 'text', __( 'The id the marketing API knows this website by.', 'formation-orders' ) ),
			'tokenizer_url'      => array( __( 'Card tokenizer URL', 'formation-orders' ), 'url', __( 'Visitors\' browsers send card details straight to this address; they never reach WordPress.', 'formation-orders' ) ),
			'tokenizer_test_key' => array( __( 'Card tokenizer test key', 'formation-orders' ), 'text', __( 'Leave empty in production. When set, orders are placed in test mode.', 'formation-orders' ) ),
		);
		foreach ( $fields as $key => [ $label, $type, $help ] ) {
			add_settings_field(
				$key,
				$label,
				array( $this, 'render_field' ),
				self::PAGE,
				'services',
				array(
					'key'       => $key,
					'type'      => $type,
					'help'      => $help,
					'label_for' => self::OPTION . '-' . $key,
				)
			);
		}
	}

	/**
	 * @param mixed $input Raw option value from the form.
	 * @return array<string, string>
	 */
	public function sanitize( mixed $input ): array {
		$input = is_array( $input ) ? $input : array();
		$clean = self::DEFAULTS;
		foreach ( array( 'api_root', 'tokenizer_url' ) as $key ) {
			$clean[ $key ] = untrailingslashit( esc_url_raw( trim( (string) ( $input[ $key ] ?? '' ) ), array( 'http', 'https' ) ) );
		}
		$clean['website_id']         = preg_replace( '/\D/', '', (string) ( $input['website_id'] ?? '' ) );
		$clean['tokenizer_test_key'] = sanitize_text_field( (string) ( $input['tokenizer_test_key'] ?? '' ) );
		return $clean;
	}

	public function add_page(): void {
		add_options_page(
			__( 'Formation Orders', 'formation-orders' ),
			__( 'Formation Orders', 'formation-orders' ),
			'manage_options',
			self::PAGE,
			array( $this, 'render_page' )
		);
	}

	public function render_section_help(): void {
		echo '<p>' . esc_html__( 'Point these at the real services in production, or at the local sandbox while developing.', 'formation-orders' ) . '</p>';
	}

	/**
	 * @param array{key: string, type: string, help: string, label_for: string} $args Field arguments.
	 */
	public function render_field( array $args ): void {
		printf(
			'<input class="regular-text" type="%1$s" id="%2$s" name="%3$s[%4$s]" value="%5$s" aria-describedby="%2$s-help" /><p class="description" id="%2$s-help">%6$s</p>',
			esc_attr( $args['type'] ),
			esc_attr( $args['label_for'] ),
			esc_attr( self::OPTION ),
			esc_attr( $args['key'] ),
			esc_attr( $this->get( $args['key'] ) ),
			esc_html( $args['help'] )
		);
	}

	public function render_page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
		settings_fields( self::PAGE );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}
}
