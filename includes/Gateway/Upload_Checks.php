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

	/** Names a PDF uses to run something: script, an action on opening the file, actions on its pages or fields. */
	private const ACTIVE_NAMES = array( 'JS', 'JavaScript', 'OpenAction', 'AA' );

	/** Most bytes all of a file's compressed streams may inflate to while looking for those names. */
	private const MAX_INFLATED_BYTES = 50000000;

	/**
	 * @param Settings                   $settings   The plugin's settings.
	 * @param array<string, string>|null $php_limits upload_max_filesize and post_max_size as php.ini writes them
	 *                                               ("2M"); PHP's own settings when null (tests pass their own).
	 */
	public function __construct( private Settings $settings, private ?array $php_limits = null ) {
	}

	/**
	 * Largest accepted file in bytes: the setting (in kilobytes, default 5000; x1000 when configured so), or PHP's
	 * own limit when that is smaller. PHP refuses a file over upload_max_filesize, or a request over
	 * post_max_size, before WordPress sees it, so the visitor is told the limit that really applies. PHP's limit
	 * is rounded down to a tenth of a megabyte, so the size the page shows is never more than PHP takes.
	 */
	public function max_bytes(): int {
		$kilobytes = $this->settings->get_int( 'upload_max_size' );
		if ( $this->settings->get_bool( 'upload_size_in_megabytes' ) ) {
			$kilobytes *= 1000;
		}
		$limits = array( $kilobytes * 1000 );
		foreach ( array( 'upload_max_filesize', 'post_max_size' ) as $directive ) {
			$bytes = wp_convert_hr_to_bytes( (string) ( null === $this->php_limits ? ini_get( $directive ) : ( $this->php_limits[ $directive ] ?? '0' ) ) );
			// 0 (or less) means no limit for post_max_size.
			if ( $bytes > 0 ) {
				$limits[] = intdiv( $bytes, 100000 ) * 100000;
			}
		}
		return min( $limits );
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
		if ( ! $is_pdf_name || ! self::is_passive_pdf( $bytes ) ) {
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
	 * Whether the bytes are a PDF that runs nothing: it starts with the PDF header (nothing, such as HTML, before
	 * it), ends with the trailer, and no dictionary, whether in the file or in a compressed stream (where object
	 * streams keep them), names script or an action (ACTIVE_NAMES). Names are compared after decoding their #xx
	 * escapes ("/J#53" is "/JS"). A stream that does not inflate is kept as it is; a file whose streams would
	 * inflate past MAX_INFLATED_BYTES is refused rather than read further.
	 */
	public static function is_passive_pdf( string $bytes ): bool {
		if ( ! preg_match( '/^%PDF-\d\.\d/', $bytes ) || false === strpos( substr( $bytes, -1024 ), '%%EOF' ) ) {
			return false;
		}
		$inflated = self::inflated_streams( $bytes );
		if ( null === $inflated ) {
			return false;
		}
		foreach ( array( $bytes, $inflated ) as $text ) {
			preg_match_all( '#/([^\s/\[\]<>(){}%]+)#', $text, $names );
			foreach ( $names[1] as $name ) {
				$decoded = (string) preg_replace_callback( '/#([0-9A-Fa-f]{2})/', static fn( array $hex ): string => chr( (int) hexdec( $hex[1] ) ), $name );
				if ( in_array( $decoded, self::ACTIVE_NAMES, true ) ) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * The content of the file's Flate-compressed streams, one after the other; null past MAX_INFLATED_BYTES.
	 */
	private static function inflated_streams( string $bytes ): ?string {
		$inflated = '';
		preg_match_all( '/stream\r?\n(.*?)\r?\n?endstream/s', $bytes, $streams );
		foreach ( $streams[1] as $stream ) {
			$context = inflate_init( ZLIB_ENCODING_DEFLATE );
			$out     = '';
			// Fed 1 KB at a time, so that a small stream that inflates to gigabytes is stopped early. inflate_add()
			// warns on data that is not deflated (an image, a plain stream): its warning is dropped and what was
			// inflated up to there is still looked at (a reader shows a damaged stream's start too).
			set_error_handler( static fn(): bool => true ); // phpcs:ignore FormationOrders.PHP.DevelopmentFunctions -- only around inflate_add(), restored right after: a stream that is not deflated is expected, not an error.
			foreach ( str_split( $stream, 1024 ) as $chunk ) {
				$part = false === $context ? false : inflate_add( $context, $chunk, ZLIB_SYNC_FLUSH );
				if ( false === $part ) {
					break;
				}
				$out .= $part;
				if ( strlen( $inflated ) + strlen( $out ) >= self::MAX_INFLATED_BYTES ) {
					restore_error_handler();
					return null;
				}
			}
			restore_error_handler();
			$inflated .= $out;
		}
		return $inflated;
	}

	/**
	 * PHPUnit cannot create real uploads; it marks its temporary files with this filter.
	 */
	private function is_test_upload( string $path ): bool {
		return (bool) apply_filters( 'formation_orders_is_test_upload', false, $path );
	}
}
