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
 */
final class Engine_Settings {

	public const VALIDATION_MODES = array( 'aggressive', 'lazy', 'eager', 'passive' );
	public const TOOLTIP_MODES    = array( 'popover', 'modal' );
	public const ENTITY_TYPES     = array( 'Sole Proprietorship', 'GP', 'LLC', 'Corp', 'NP Corp', 'NP LLC', 'PLLC', 'PC', 'LP', 'LLP', 'LLLP', 'Trust', 'Individual', 'Attorney for Bar' );

	/** Longest error toast time an editor may set: ten minutes. */
	private const MAX_TOAST_MS = 600000;

	private const URLS = array(
		'contactUrl'             => '/contact/',
		'contactThankYouUrl'     => '/contact-thank-you/',
		'affiliateThankYouUrl'   => '/affiliate-thank-you/',
		'jobThankYouUrl'         => '/job-thank-you/',
		'jobPriorityThankYouUrl' => '/job-thank-you-priority/',
		'loginUrl'               => '/login/',
	);

	/**
	 * @param array<string, mixed> $attributes Order-form block attributes.
	 * @return array<string, mixed>
	 */
	public static function from_attributes( array $attributes ): array {
		$settings = array(
			'persistFormData'          => self::flag( $attributes, 'persistFormData', true ),
			'validationMode'           => self::one_of( $attributes, 'validationMode', self::VALIDATION_MODES ),
			'shakeOnError'             => self::flag( $attributes, 'shakeOnError', true ),
			'tooltipMode'              => self::one_of( $attributes, 'tooltipMode', self::TOOLTIP_MODES ),
			'errorToastTimeout'        => self::milliseconds( $attributes['errorToastTimeout'] ?? 10000 ),
			'spinnerMessage'           => sanitize_text_field( (string) ( $attributes['spinnerMessage'] ?? '' ) ),
			'redirectEnabled'          => self::flag( $attributes, 'redirectEnabled', true ),
			'allowedEntityTypes'       => self::entity_types( $attributes['allowedEntityTypes'] ?? array() ),
			'preselectedState'         => self::state( $attributes['preselectedState'] ?? '' ),
			'preselectedEntityType'    => in_array( $attributes['preselectedEntityType'] ?? '', self::ENTITY_TYPES, true ) ? $attributes['preselectedEntityType'] : '',
			'preselectedMfvoProduct'   => sanitize_key( (string) ( $attributes['preselectedMfvoProduct'] ?? '' ) ),
			'preselectedPhoneAreaCode' => preg_match( '/^\d{3}$/', (string) ( $attributes['preselectedPhoneAreaCode'] ?? '' ) ) ? (string) $attributes['preselectedPhoneAreaCode'] : '',
		);
		foreach ( self::URLS as $key => $default ) {
			$settings[ $key ] = self::link( $attributes[ $key ] ?? '', $default );
		}
		return $settings;
	}

	/**
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private static function flag( array $attributes, string $key, bool $fallback ): bool {
		return isset( $attributes[ $key ] ) ? (bool) $attributes[ $key ] : $fallback;
	}

	/**
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param list<string>         $allowed    The first entry is the default.
	 */
	private static function one_of( array $attributes, string $key, array $allowed ): string {
		$value = $attributes[ $key ] ?? '';
		return in_array( $value, $allowed, true ) ? $value : $allowed[0];
	}

	private static function milliseconds( mixed $value ): int {
		return is_numeric( $value ) ? max( 0, min( self::MAX_TOAST_MS, (int) $value ) ) : 10000;
	}

	/**
	 * @return list<string>
	 */
	private static function entity_types( mixed $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		return array_values( array_unique( array_intersect( array_map( 'strval', $value ), self::ENTITY_TYPES ) ) );
	}

	private static function state( mixed $value ): string {
		$state = strtoupper( (string) $value );
		return preg_match( '/^[A-Z]{2}$/', $state ) || 'OUTSIDE_US' === $state ? $state : '';
	}

	/**
	 * A site path ("/terms/") or an http(s) URL; anything else gives the default.
	 */
	private static function link( mixed $value, string $fallback ): string {
		$link = trim( (string) $value );
		if ( '' === $link ) {
			return $fallback;
		}
		if ( str_starts_with( $link, '/' ) && ! str_starts_with( $link, '//' ) ) {
			return '' !== esc_url_raw( home_url( $link ) ) ? $link : $fallback;
		}
		if ( ! preg_match( '#^https?://#i', $link ) ) {
			return $fallback;
		}
		$url = esc_url_raw( $link, array( 'http', 'https' ) );
		return '' !== $url ? $url : $fallback;
	}
}
