<?php
/**
 * PHP functions WordPress has its own version of.
 *
 * @package Formation_Orders
 */

namespace FormationOrders\Sniffs\WP;

use FormationOrders\Helpers\FunctionCallSniff;

/**
 * WordPress's versions respect the site's filesystem, HTTP and encoding settings (proxies, SSL, filters).
 */
final class AlternativeFunctionsSniff extends FunctionCallSniff {

	protected function functions(): array {
		return array(
			'file_get_contents' => 'reads files or URLs past WordPress: wp_remote_get() for URLs, WP_Filesystem or ignore with the reason for local files',
			'file_put_contents' => 'writes past WP_Filesystem: ignore with the reason, or use WP_Filesystem',
			'fopen'             => 'opens files past WP_Filesystem',
			'fwrite'            => 'writes past WP_Filesystem',
			'unlink'            => 'use wp_delete_file()',
			'curl_init'         => 'use wp_remote_request(): it honours the site\'s proxy and SSL settings',
			'curl_exec'         => 'use wp_remote_request()',
			'json_encode'       => 'use wp_json_encode(): it handles invalid UTF-8',
			'parse_url'         => 'use wp_parse_url()',
			'strip_tags'        => 'use wp_strip_all_tags(): it removes script and style contents too',
			'rand'              => 'use wp_rand()',
			'mt_rand'           => 'use wp_rand()',
			'date'              => 'use gmdate() or wp_date(): date() depends on the server\'s time zone',
		);
	}
}
