<?php
/**
 * Checks one uploaded file of a job application: PDF by name and by content, within the size limit.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Gateway;

use Formation_Orders\Settings;

/**
 * Files are read from PHP's temporary upload folder (outside the web root) and never moved into a public folder:
 * the application forwards their content to the marketing API and PHP deletes them when the request ends.
 */
final class Upload_Checks {

	public function __construct( private Settings $settings ) {
	}

	/**
	 * Largest accepted file in bytes: the setting is in kilobytes (default 5000), x1000 when configured so.
	 */
	public function max_bytes(): int {
		$kilobytes = $this->settings->get_int( 'upload_max_size' );
		if ( $this->settings->get_bool( 'upload_size_in_megabytes' ) ) {
			$kilobytes *= 1000;
		}
		return $kilobytes * 1000;
	}

	/**
	 * The file's bytes, or a Bad_Request (file size, file type, unreadable). A refused file refuses the whole
	 * application, so its message reads as every application refusal does: the reason, then the advice to check
	 * the files and to contact us, the same as when the API refuses the application.
	 *
	 * @param array{name: string, tmp_name: string, size: int, error: int} $file
	 */
	public function read_pdf( array $file ): string {
		$too_big = sprintf(
			/* translators: %s: size limit in megabytes */
			__( 'The file size must not exceed %s MB', 'formation-orders' ),
			rtrim( rtrim( number_format( $this->max_bytes() / 1000000, 2, '.', '' ), '0' ), '.' )
		);
		if ( UPLOAD_ERR_INI_SIZE === $file['error'] || UPLOAD_ERR_FORM_SIZE === $file['error'] || $file['size'] > $this->max_bytes() ) {
			throw new Bad_Request( Upstream_Errors::application_refusal( $too_big ), 413, 'file_too_large' );
		}
		if ( UPLOAD_ERR_OK !== $file['error'] || ! is_uploaded_file( $file['tmp_name'] ) && ! $this->is_test_upload( $file['tmp_name'] ) ) {
			throw new Bad_Request( Upstream_Errors::application_refusal( __( 'There was an error processing your file\'s size', 'formation-orders' ) ), 400, 'file_unreadable' );
		}
		$size = (int) filesize( $file['tmp_name'] );
		if ( $size > $this->max_bytes() ) {
			throw new Bad_Request( Upstream_Errors::application_refusal( $too_big ), 413, 'file_too_large' );
		}
		$bytes = (string) file_get_contents( $file['tmp_name'] ); // phpcs:ignore FormationOrders.WP.AlternativeFunctions -- PHP's own upload temp file, checked by is_uploaded_file().
		$is_pdf_name    = 1 === preg_match( '/\.pdf$/i', $file['name'] );
		$is_pdf_content = str_starts_with( $bytes, '%PDF-' ) && false !== strpos( substr( $bytes, -1024 ), '%%EOF' );
		if ( ! $is_pdf_name || ! $is_pdf_content ) {
			throw new Bad_Request(
				Upstream_Errors::application_refusal(
					sprintf(
						/* translators: %s: accepted file types */
						__( 'We only accept the following file type(s): %s', 'formation-orders' ),
						'pdf'
					)
				),
				415,
				'file_type'
			);
		}
		return $bytes;
	}

	/**
	 * PHPUnit cannot create real uploads; it marks its temporary files with this filter.
	 */
	private function is_test_upload( string $path ): bool {
		return (bool) apply_filters( 'formation_orders_is_test_upload', false, $path );
	}
}
