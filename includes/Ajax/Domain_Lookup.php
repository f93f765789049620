<?php
/**
 * Base of the domain actions: a cached or live GET on the marketing API whose result is a list.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Json_Sanitizer;
use Formation_Orders\Gateway\Rate_Limiter;
use Formation_Orders\Gateway\Upstream_Errors;

abstract class Domain_Lookup extends Action {

	/** Transients of cached lookups are named this plus a hash of the path and query. */
	public const CACHE_PREFIX = 'fo_lookup_';

	protected function bucket(): string {
		return Rate_Limiter::LOOKUP;
	}

	/**
	 * GETs $path, answers {result: …} with the sanitized result; cached for $cache_seconds when > 0.
	 *
	 * @param array<string, string> $query
	 */
	protected function lookup( string $path, array $query, int $cache_seconds, ?callable $shape = null ): Answer {
		$cache_key = self::CACHE_PREFIX . md5( $path . '|' . wp_json_encode( $query ) );
		if ( $cache_seconds > 0 ) {
			$cached = get_transient( $cache_key );
			if ( is_array( $cached ) ) {
				return Answer::result( $cached );
			}
		}
		$response = $this->gateway->api->get( $path, $query );
		$result   = $response->is_ok() && is_array( $response->body['result'] ?? null ) ? Json_Sanitizer::clean( $response->body['result'] ) : null;
		if ( null === $result ) {
			return Upstream_Errors::answer_for( $this->name(), Upstream_Errors::MAIL, $response );
		}
		if ( null !== $shape ) {
			$result = $shape( $result );
		}
		if ( $cache_seconds > 0 ) {
			set_transient( $cache_key, $result, $cache_seconds );
		}
		return Answer::result( $result );
	}
}
