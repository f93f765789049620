<?php
/**
 * The order forms of a page, as its saved block markup holds them.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

/**
 * What the server knows of the form an order came from: the order names its page and form type, and the page's
 * markup says which blocks that form has. Only a published page without a password is believed: a draft or a
 * private page is no form a visitor could have used.
 */
final class Page_Forms {

	/**
	 * The order-form blocks of this form type on a published page; none for any other page.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function of_type_on_page( int $page_id, string $form_type ): array {
		$post = $page_id > 0 ? get_post( $page_id ) : null;
		return $post instanceof \WP_Post && 'publish' === $post->post_status && '' === $post->post_password
			? self::of_type( parse_blocks( $post->post_content ), $form_type )
			: array();
	}

	/**
	 * The order-form blocks of this form type (a block without formType has its block.json default), however deep.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return list<array<string, mixed>>
	 */
	public static function of_type( array $blocks, string $form_type ): array {
		$type    = \WP_Block_Type_Registry::get_instance()->get_registered( Blocks::ORDER_FORM );
		$default = $type ? (string) ( $type->attributes['formType']['default'] ?? '' ) : '';
		$found   = array();
		foreach ( $blocks as $block ) {
			if ( Blocks::ORDER_FORM === ( $block['blockName'] ?? null ) ) {
				if ( $form_type === (string) ( $block['attrs']['formType'] ?? $default ) ) {
					$found[] = $block;
				}
			} elseif ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				$found = array_merge( $found, self::of_type( $block['innerBlocks'], $form_type ) );
			}
		}
		return $found;
	}

	/**
	 * The attributes of every block of this name, however deep.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return list<array<string, mixed>>
	 */
	public static function blocks_named( array $blocks, string $name ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			if ( $name === ( $block['blockName'] ?? null ) ) {
				$found[] = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				$found = array_merge( $found, self::blocks_named( $block['innerBlocks'], $name ) );
			}
		}
		return $found;
	}
}
