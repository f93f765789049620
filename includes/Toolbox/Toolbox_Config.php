<?php
/**
 * The developer toolbox's part of the page configuration.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Toolbox;

use Formation_Orders\Settings;

/**
 * Printed only for whom Toolbox_Access allows: where the Data Filler finds its dataset and whose name goes into
 * test names. The dataset is the page's own (toolbox-data/<page slug>.json) when there is one, else its form
 * type's (toolbox-data/<formType>.json); a missing file is the Data Filler's to report.
 */
final class Toolbox_Config {

	public function __construct( private Settings $settings ) {
	}

	/**
	 * @return array<string, mixed> Empty when the toolbox is not allowed.
	 */
	public function for_form( string $form_type ): array {
		if ( ! ( new Toolbox_Access( $this->settings ) )->allowed() ) {
			return array();
		}
		$dataset = self::dataset_name( self::page_slug(), $form_type, dirname( FORMATION_ORDERS_FILE ) . '/toolbox-data' );
		$user    = wp_get_current_user();
		return array(
			'toolbox' => array(
				'datasetUrl'    => plugins_url( 'toolbox-data/' . rawurlencode( $dataset ) . '.json', FORMATION_ORDERS_FILE ),
				'developerName' => $user->exists() ? $user->display_name : '',
			),
		);
	}

	/**
	 * The page's own dataset if the folder holds one, else the form type's.
	 */
	public static function dataset_name( string $page_slug, string $form_type, string $folder ): string {
		if ( '' !== $page_slug && preg_match( '/^[a-z0-9-]+$/', $page_slug ) && is_readable( $folder . '/' . $page_slug . '.json' ) ) {
			return $page_slug;
		}
		return sanitize_file_name( $form_type );
	}

	private static function page_slug(): string {
		$post = get_queried_object();
		return $post instanceof \WP_Post ? $post->post_name : '';
	}
}
