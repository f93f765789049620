<?php
/**
 * Where each mail forwarding / virtual office product is sold: the settings' map of state to product categories.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * The map is one line of text in the settings ("WY: mail-forwarding, virtual-office; NY: mail-forwarding") so an
 * editor can change it without code; the page receives it as state => categories.
 */
final class Mail_Forwarding_Availability {

	/**
	 * The addresses the business keeps: mail forwarding in its seven mail centers, a virtual office (street
	 * address with meeting rooms) in the four with offices.
	 */
	public const DEFAULT_MAP = 'WY: mail-forwarding, virtual-office; DE: mail-forwarding, virtual-office; NV: mail-forwarding, virtual-office; FL: mail-forwarding, virtual-office; TX: mail-forwarding; NY: mail-forwarding; CA: mail-forwarding';

	/**
	 * The map for the page, or null when the text is empty (no limit: every product in every state).
	 * Entries that are not "XX: category, ..." (or name no category) are skipped; states are upper-cased, categories lower-cased.
	 *
	 * @return array<string, list<string>>|null
	 */
	public static function parse( string $text ): ?array {
		if ( '' === trim( $text ) ) {
			return null;
		}
		$map = array();
		foreach ( explode( ';', $text ) as $entry ) {
			$parts = explode( ':', $entry, 2 );
			if ( 2 !== count( $parts ) ) {
				continue;
			}
			$state = strtoupper( trim( $parts[0] ) );
			if ( 1 !== preg_match( '/^[A-Z]{2}$/', $state ) ) {
				continue;
			}
			$categories = array();
			foreach ( explode( ',', $parts[1] ) as $category ) {
				$category = strtolower( trim( $category ) );
				if ( 1 === preg_match( '/^[a-z0-9-]+$/', $category ) && ! in_array( $category, $categories, true ) ) {
					$categories[] = $category;
				}
			}
			if ( array() !== $categories ) {
				$map[ $state ] = array_values( array_unique( array_merge( $map[ $state ] ?? array(), $categories ) ) );
			}
		}
		return $map;
	}
}
