<?php
/**
 * What the block editor's previews need from the server: the product catalog, so module previews show real prices.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders;

use Formation_Orders\Catalog\Catalog_Cache;

/**
 * Prints the cached catalog (the same snapshot a visitor's page carries, no extra call when it is warm) before the
 * editor script, which previews the modules from it and never calls the product API.
 */
final class Editor_Preview {

	public const EDITOR_SCRIPT = 'formation-orders-order-form-editor-script';

	public function __construct( private Catalog_Cache $catalog ) {
	}

	public function add_hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'print_catalog' ) );
	}

	public function print_catalog(): void {
		$snapshot = $this->catalog->snapshot();
		if ( null === $snapshot ) {
			return;
		}
		wp_add_inline_script(
			self::EDITOR_SCRIPT,
			'window.formationOrdersEditorCatalog = ' . wp_json_encode( $snapshot, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';',
			'before'
		);
	}
}
