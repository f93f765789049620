<?php
/**
 * The order form's attributes, read from its block.json and checked before a page carries them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * Turns the order-form block's attributes into the `form` and `engine` parts of the page configuration (read by
 * blocks/order-form/attributes.ts). The attributes' names, types, enums and defaults are the order form's
 * block.json, as WordPress registered it: they are written nowhere else. Post content is editable by more people
 * than the settings page, so every value is checked here: a boolean is a boolean, a string a string, a value
 * outside its `enum` falls back to the default, numbers are clamped, links are URLs or site paths, entity types
 * and states must be known ones. An attribute whose type this class cannot check reaches no page.
 */
final class Order_Form_Attributes {

	/** Longest error toast time an editor may set: ten minutes. */
	private const MAX_TOAST_MS = 600000;

	/** The attributes the page prints as the form's layout (`form`); the others are the engine's settings. */
	private const LAYOUT = array( 'formType', 'stepMode', 'submitButtonText', 'termsText', 'termsUrl', 'phoneText', 'phoneNumber' );

	/**
	 * The attributes whose value needs more than its block.json type and enum say, by the method that checks it.
	 * A redirect is where a visitor is sent after a success: only this site or the marketing API (Safe_Url::redirect()).
	 */
	private const CHECKS = array(
		'termsUrl'                 => 'link',
		'errorToastTimeout'        => 'milliseconds',
		'spinnerMessage'           => 'plain_text',
		'allowedEntityTypes'       => 'known_entity_types',
		'preselectedState'         => 'state',
		'preselectedMfvoProduct'   => 'product_key',
		'preselectedPhoneAreaCode' => 'area_code',
		'contactUrl'               => 'link_or_default',
		'contactThankYouUrl'       => 'redirect',
		'affiliateThankYouUrl'     => 'redirect',
		'jobThankYouUrl'           => 'redirect',
		'jobPriorityThankYouUrl'   => 'redirect',
		'loginUrl'                 => 'redirect',
		'contactRedirectLink'      => 'redirect',
	);

	/** @var array<string, array<string, mixed>>|null The order form's attribute schema, read once. */
	private static ?array $schema = null;

	/**
	 * The order form's attributes as its block.json declares them: the built one, whose form type choices the build
	 * wrote from the form type descriptors, and which WordPress registers. Not the registered block type's
	 * attributes: WordPress adds its own there (className, align, lock, metadata), which are not the form's.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		if ( null === self::$schema ) {
			$metadata     = wp_json_file_decode( dirname( FORMATION_ORDERS_FILE ) . '/build/order-form/block.json', array( 'associative' => true ) );
			self::$schema = is_array( $metadata ) && is_array( $metadata['attributes'] ?? null ) ? $metadata['attributes'] : array();
		}
		return self::$schema;
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
	 * The method that checks an attribute's value: its own (CHECKS), else the one its block.json type calls for;
	 * null for a type no method checks.
	 */
	public static function check_of( string $key ): ?string {
		$schema = self::schema()[ $key ] ?? array();
		return self::CHECKS[ $key ] ?? match ( true ) {
			isset( $schema['enum'] ) => 'one_of',
			'boolean' === ( $schema['type'] ?? null ) => 'flag',
			'string' === ( $schema['type'] ?? null ) => 'text',
			default => null,
		};
	}

	/**
	 * Every attribute block.json declares, checked.
	 *
	 * @param array<string, mixed> $attributes Order-form block attributes.
	 * @param string               $api_root   The marketing API's root, whose origin a redirect may go to.
	 * @return array{form: array<string, mixed>, engine: array<string, mixed>}
	 */
	public static function checked( array $attributes, string $api_root = '' ): array {
		$checked = array(
			'form'   => array(),
			'engine' => array(),
		);
		foreach ( self::schema() as $key => $schema ) {
			$check = self::check_of( $key );
			if ( null !== $check ) {
				$part                   = in_array( $key, self::LAYOUT, true ) ? 'form' : 'engine';
				$checked[ $part ][ $key ] = self::check( $check, $attributes[ $key ] ?? null, $schema, $api_root );
			}
		}
		return $checked;
	}

	/**
	 * One value, checked; a value the check refuses gives the attribute's default unless said.
	 *
	 * @param array<string, mixed> $schema The attribute in block.json.
	 */
	private static function check( string $check, mixed $value, array $schema, string $api_root ): mixed {
		$default = $schema['default'] ?? null;
		$text    = is_string( $value ) ? $value : '';
		return match ( $check ) {
			'flag'               => null !== $value ? (bool) $value : (bool) $default,
			// React writes these as text, never as markup.
			'text'               => is_string( $value ) ? $value : (string) $default,
			'plain_text'         => sanitize_text_field( $text ),
			'one_of'             => in_array( $value, $schema['enum'] ?? array(), true ) ? $value : (string) $default,
			'milliseconds'       => is_numeric( $value ) ? max( 0, min( self::MAX_TOAST_MS, (int) $value ) ) : (int) $default,
			'known_entity_types' => is_array( $value ) ? array_values( array_unique( array_intersect( array_map( 'strval', $value ), self::entity_types() ) ) ) : array(),
			'state'              => preg_match( '/^([A-Z]{2}|OUTSIDE_US)\z/', strtoupper( $text ) ) ? strtoupper( $text ) : '',
			// A product key (saveAs) such as "virtualOffice": its letter case is part of the key.
			'product_key'        => (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $text ),
			'area_code'          => preg_match( '/^\d{3}\z/', $text ) ? $text : '',
			// A site path ("/terms/") or an http(s) URL; anything else gives no link.
			'link'               => Safe_Url::link( $value ),
			// The same; anything else (or nothing) gives the default.
			'link_or_default'    => Safe_Url::link( $value, (string) $default ),
			// Empty gives the default; so does anything but a path on this site or a URL on its origin or the
			// marketing API's.
			'redirect'           => null === $value || '' === $value ? (string) $default : Safe_Url::redirect( $value, array( $api_root ), (string) $default ),
		};
	}
}
