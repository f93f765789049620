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
 * editor script, which previews the modules from it, and the product API's address (public, as on every form
 * page): a module that shows a state's filing methods previews them for a sample state, read as a visitor's page
 * reads them.
 */
final class Editor_Preview {

	public const EDITOR_SCRIPT = 'formation-orders-order-form-editor-script';

	public function __construct( private Catalog_Cache $catalog, private Settings $settings ) {
	}

	public function add_hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'print_preview_data' ) );
	}

	public function print_preview_data(): void {
		$api_url = Safe_Url::absolute( $this->settings->get( 'api_root' ) );
		if ( '' !== $api_url ) {
			$api = array(
				'productApiUrl' => $api_url,
				'websiteId'     => $this->settings->get( 'website_id' ),
			);
			wp_add_inline_script(
				self::EDITOR_SCRIPT,
				'window.formationOrdersEditorProductApi = ' . wp_json_encode( $api, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';',
				'before'
			);
		}
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
