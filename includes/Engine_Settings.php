<?php
/**
 * The form engine's settings of one order form, from its block attributes.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Turns the order-form block's engine attributes into the `engine` part of the page configuration
 * (read by src/engine/settings.ts). Post content is editable by more people than the settings page, so
 * every value is checked here: unknown modes fall back to the default, numbers are clamped, links are
 * URLs or site paths, entity types and states must be known ones.
 *
 * The defaults, the validation and tooltip modes and the entity types are the order form's block.json
 * (its attributes' `default` and `enum`), which the browser reads too: they are written nowhere else.
 */
final class Engine_Settings {

	/** Longest error toast time an editor may set: ten minutes. */
	private const MAX_TOAST_MS = 600000;

	/** Where a visitor is sent after a success: only this site or the marketing API (Safe_Url::redirect()). */
	private const REDIRECTS = array( 'contactThankYouUrl', 'affiliateThankYouUrl', 'jobThankYouUrl', 'jobPriorityThankYouUrl', 'loginUrl', 'contactRedirectLink' );

	/** @var array<string, array<string, mixed>>|null The order form's attribute schema, read once. */
	private static ?array $schema = null;

	/**
	 * The order form's attributes as its block.json declares them.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function schema(): array {
		if ( null === self::$schema ) {
			$type = \WP_Block_Type_Registry::get_instance()->get_registered( Blocks::ORDER_FORM );
			if ( $type ) {
				self::$schema = $type->attributes;
			} else {
				$metadata     = wp_json_file_decode( dirname( FORMATION_ORDERS_FILE ) . '/build/order-form/block.json', array( 'associative' => true ) );
				self::$schema = is_array( $metadata ) ? $metadata['attributes'] : array();
			}
		}
		return self::$schema;
	}

	private static function default_of( string $key ): mixed {
		return self::schema()[ $key ]['default'] ?? null;
	}

	/**
	 * The entity types an order may name.
	 *
	 * @return list<string>
	 */
	public static function entity_types(): array {
		return array_values( array_filter( self::schema()['preselectedEntityType']['enum'] ?? array() ) );
	}

	/**
	 * @param array<string, mixed> $attributes Order-form block attributes.
	 * @param string               $api_root   The marketing API's root, whose origin a redirect may go to.
	 * @return array<string, mixed>
	 */
	public static function from_attributes( array $attributes, string $api_root = '' ): array {
		$settings = array(
			'persistFormData'          => self::flag( $attributes, 'persistFormData' ),
			'validationMode'           => self::one_of( $attributes, 'validationMode' ),
			'shakeOnError'             => self::flag( $attributes, 'shakeOnError' ),
			'runningTotal'             => self::flag( $attributes, 'runningTotal' ),
			'checkAnswers'             => self::flag( $attributes, 'checkAnswers' ),
			'tooltipMode'              => self::one_of( $attributes, 'tooltipMode' ),
			'errorToastTimeout'        => self::milliseconds( $attributes['errorToastTimeout'] ?? null ),
			'spinnerMessage'           => sanitize_text_field( (string) ( $attributes['spinnerMessage'] ?? '' ) ),
			'redirectEnabled'          => self::flag( $attributes, 'redirectEnabled' ),
			'allowedEntityTypes'       => self::known_entity_types( $attributes['allowedEntityTypes'] ?? array() ),
			'preselectedState'         => self::state( $attributes['preselectedState'] ?? '' ),
			'preselectedEntityType'    => self::one_of( $attributes, 'preselectedEntityType' ),
			// A product key (saveAs) such as "virtualOffice": its letter case is part of the key.
			'preselectedMfvoProduct'   => (string) preg_replace( '/[^A-Za-z0-9_-]/', '', (string) ( $attributes['preselectedMfvoProduct'] ?? '' ) ),
			'preselectedPhoneAreaCode' => preg_match( '/^\d{3}$/', (string) ( $attributes['preselectedPhoneAreaCode'] ?? '' ) ) ? (string) $attributes['preselectedPhoneAreaCode'] : '',
		);
		$settings['contactUrl'] = self::link( $attributes['contactUrl'] ?? '', (string) self::default_of( 'contactUrl' ) );
		foreach ( self::REDIRECTS as $key ) {
			$value            = $attributes[ $key ] ?? '';
			$settings[ $key ] = '' === $value ? (string) self::default_of( $key ) : Safe_Url::redirect( $value, array( $api_root ), (string) self::default_of( $key ) );
		}
		return $settings;
	}

	/**
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private static function flag( array $attributes, string $key ): bool {
		return isset( $attributes[ $key ] ) ? (bool) $attributes[ $key ] : (bool) self::default_of( $key );
	}

	/**
	 * A value the attribute's `enum` lists, else its default.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private static function one_of( array $attributes, string $key ): string {
		$value = $attributes[ $key ] ?? null;
		return in_array( $value, self::schema()[ $key ]['enum'] ?? array(), true ) ? $value : (string) self::default_of( $key );
	}

	private static function milliseconds( mixed $value ): int {
		return is_numeric( $value ) ? max( 0, min( self::MAX_TOAST_MS, (int) $value ) ) : (int) self::default_of( 'errorToastTimeout' );
	}

	/**
	 * @return list<string>
	 */
	private static function known_entity_types( mixed $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		return array_values( array_unique( array_intersect( array_map( 'strval', $value ), self::entity_types() ) ) );
	}

	private static function state( mixed $value ): string {
		$state = strtoupper( (string) $value );
		return preg_match( '/^[A-Z]{2}$/', $state ) || 'OUTSIDE_US' === $state ? $state : '';
	}

	/**
	 * A site path ("/terms/") or an http(s) URL; anything else (or nothing) gives the default.
	 */
	private static function link( mixed $value, string $fallback ): string {
		return Safe_Url::link( $value, $fallback );
	}
}
