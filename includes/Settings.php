<?php
/**
 * The plugin's settings: where the outside services live, what the forms may do, and the gateway's limits.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * One option array, edited on Settings → Formation Orders through the Settings API. Each field is declared once in
 * Settings_Fields (type, default, label, help); this class stores, sanitizes and renders them.
 */
final class Settings {

	public const OPTION = 'formation_orders_settings';
	private const PAGE  = 'formation-orders';

	public function add_hooks(): void {
		add_action( 'admin_init', array( $this, 'register' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The saved settings merged over the defaults.
	 *
	 * @return array<string, string|int|bool>
	 */
	public function all(): array {
		$defaults = Settings_Fields::defaults();
		$saved    = get_option( self::OPTION, array() );
		return array_merge( $defaults, array_intersect_key( is_array( $saved ) ? $saved : array(), $defaults ) );
	}

	public function get( string $key ): string {
		$value = $this->all()[ $key ] ?? '';
		return is_bool( $value ) ? ( $value ? '1' : '' ) : (string) $value;
	}

	public function get_int( string $key ): int {
		return (int) ( $this->all()[ $key ] ?? 0 );
	}

	public function get_bool( string $key ): bool {
		return (bool) ( $this->all()[ $key ] ?? false );
	}

	public function register(): void {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => Settings_Fields::defaults(),
			)
		);

		foreach ( Settings_Fields::sections() as $section => $title ) {
			add_settings_section( $section, $title, '__return_null', self::PAGE );
		}
		foreach ( Settings_Fields::all() as $key => $field ) {
			add_settings_field(
				$key,
				$field['label'],
				array( $this, 'render_field' ),
				self::PAGE,
				$field['section'],
				array(
					'key'       => $key,
					'type'      => $field['type'],
					'help'      => $field['help'],
					'label_for' => self::OPTION . '-' . $key,
				)
			);
		}
	}

	/**
	 * @param mixed $input Raw option value from the form.
	 * @return array<string, string|int|bool>
	 */
	public function sanitize( mixed $input ): array {
		$input = is_array( $input ) ? $input : array();
		$clean = array();
		foreach ( Settings_Fields::all() as $key => $field ) {
			$clean[ $key ] = Settings_Fields::sanitize_value( $field, $input[ $key ] ?? null );
		}
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

	/**
	 * @param array{key: string, type: string, help: string, label_for: string} $args Field arguments.
	 */
	public function render_field( array $args ): void {
		$id    = $args['label_for'];
		$name  = self::OPTION . '[' . $args['key'] . ']';
		$value = $this->all()[ $args['key'] ];
		if ( 'bool' === $args['type'] ) {
			printf(
				'<input type="hidden" name="%2$s" value="0" /><input type="checkbox" id="%1$s" name="%2$s" value="1" %3$s aria-describedby="%1$s-help" />',
				esc_attr( $id ),
				esc_attr( $name ),
				checked( (bool) $value, true, false )
			);
		} else {
			$input_type = array(
				'url'    => 'url',
				'int'    => 'number',
				'secret' => 'password',
			)[ $args['type'] ] ?? 'text';
			printf(
				'<input class="%1$s" type="%2$s" id="%3$s" name="%4$s" value="%5$s" autocomplete="off" aria-describedby="%3$s-help" />',
				'int' === $args['type'] ? 'small-text' : 'regular-text',
				esc_attr( $input_type ),
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( (string) $value )
			);
		}
		printf( '<p class="description" id="%1$s-help">%2$s</p>', esc_attr( $id ), esc_html( $args['help'] ) );
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
