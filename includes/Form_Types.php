<?php
/**
 * What PHP knows of the form types: the build writes it from their descriptors (src/form-types/).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Each form type's kind and whether it sends a captcha, from build/order-form/form-types.json. The descriptors of
 * src/form-types/ are the one list of form types; this class keeps none. A form type the file does not name (an
 * old page's) is an order form without a captcha, as the browser treats it.
 */
final class Form_Types {

	/** @var array<string, array{kind?: string, captcha?: bool}>|null */
	private static ?array $types = null;

	/**
	 * Whether a form type places an order (a price, a card); the others send a message or an account and carry no
	 * catalog.
	 */
	public static function is_order( string $form_type ): bool {
		return 'order' === ( self::all()[ $form_type ]['kind'] ?? 'order' );
	}

	/** Whether a form of this type sends a captcha answer, which the server then checks. */
	public static function sends_captcha( string $form_type ): bool {
		return true === ( self::all()[ $form_type ]['captcha'] ?? false );
	}

	/** @return array<string, array{kind?: string, captcha?: bool}> */
	private static function all(): array {
		if ( null === self::$types ) {
			$file        = dirname( FORMATION_ORDERS_FILE ) . '/build/order-form/form-types.json';
			$decoded     = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
			self::$types = is_array( $decoded ) ? $decoded : array();
		}
		return self::$types;
	}
}
