<?php
/**
 * The product catalog, fetched server-side and kept in a transient, so a visitor's form needs no round trip to the
 * marketing API (team contract: src/api/catalog.ts).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Catalog;

use Formation_Orders\Remote\Marketing_Api;
use Formation_Orders\Settings;

/**
 * Fresh for `catalog_ttl` seconds after a fetch. After that the stale copy keeps being served while one request
 * refreshes it once the page has been sent; when the API is down the stale copy stays, and the next attempt waits a
 * minute. Only a cold cache (first view, or after the settings changed) fetches before answering. Filing products
 * are ~200 KB for all states, so none are prefetched unless the `formation_orders_catalog_filing_states` filter
 * names some states.
 */
final class Catalog_Cache {

	public const TRANSIENT = 'formation_orders_catalog';
	public const LOCK      = 'formation_orders_catalog_refreshing';
	/** After a failed refresh, wait this long before asking the API again. */
	private const RETRY_SECONDS = 60;
	/** How long a stale copy is kept at most when the API stays down. */
	private const KEEP_STALE_SECONDS = 7 * DAY_IN_SECONDS;

	/** Lists fetched without a state: the raw `result` arrays, keyed by endpoint name. */
	public const LISTS = array( 'registered_agent_products', 'simple_products', 'bundles', 'subscription_bundles', 'coupons' );

	private bool $refresh_scheduled = false;

	public function __construct( private Settings $settings, private Marketing_Api $api ) {
	}

	public function add_hooks(): void {
		// New services or website: the cached catalog describes another API.
		add_action( 'update_option_' . Settings::OPTION, array( $this, 'forget' ) );
	}

	/**
	 * The snapshot to print with a form, or null when there is none yet and the API cannot give one.
	 *
	 * @return array<string, mixed>|null
	 */
	public function snapshot(): ?array {
		if ( ! $this->api->is_configured() ) {
			return null;
		}
		$stored = get_transient( self::TRANSIENT );
		if ( ! is_array( $stored ) || ! is_array( $stored['snapshot'] ?? null ) ) {
			// Cold: fetch now, unless a fetch just failed (no page should wait for a down API every time).
			if ( false !== get_transient( self::LOCK ) ) {
				return null;
			}
			$stored = $this->refresh( null );
			return null === $stored ? null : $stored['snapshot'];
		}
		if ( (int) ( $stored['fresh_until'] ?? 0 ) <= time() && ! $this->refresh_scheduled && $this->take_lock() ) {
			$this->refresh_scheduled = true;
			add_action( 'shutdown', array( $this, 'refresh_after_response' ) );
		}
		return $stored['snapshot'];
	}

	/**
	 * Runs on shutdown: sends the page first where the server allows it, then refreshes.
	 *
	 * @internal
	 */
	public function refresh_after_response(): void {
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		$stored = get_transient( self::TRANSIENT );
		$this->refresh( is_array( $stored ) ? $stored : null );
	}

	public function forget(): void {
		delete_transient( self::TRANSIENT );
		delete_transient( self::LOCK );
	}

	/**
	 * Fetches every list; keeps the previous copy of a list the API could not give.
	 *
	 * @param array<string, mixed>|null $previous What was stored, if anything.
	 * @return array{snapshot: array<string, mixed>, fresh_until: int}|null
	 */
	public function refresh( ?array $previous ): ?array {
		$old      = is_array( $previous['snapshot'] ?? null ) ? $previous['snapshot'] : array();
		$snapshot = array( 'fetchedAt' => gmdate( 'c' ) );
		$complete = true;
		foreach ( self::LISTS as $list ) {
			$fetched = $this->fetch_list( $list, array() );
			if ( null === $fetched ) {
				$complete = false;
				$fetched  = $old[ $list ] ?? null;
			}
			if ( null !== $fetched ) {
				$snapshot[ $list ] = $fetched;
			}
		}
		$filing = $this->fetch_filing_products( $old['filing_products'] ?? array(), $complete );
		if ( array() !== $filing ) {
			$snapshot['filing_products'] = $filing;
		}
		if ( ! $complete ) {
			$snapshot['fetchedAt'] = $old['fetchedAt'] ?? $snapshot['fetchedAt'];
		}
		if ( 1 === count( $snapshot ) ) {
			set_transient( self::LOCK, 1, self::RETRY_SECONDS );
			return null;
		}
		$stored = array(
			'snapshot'    => $snapshot,
			'fresh_until' => time() + ( $complete ? max( 60, $this->settings->get_int( 'catalog_ttl' ) ) : self::RETRY_SECONDS ),
		);
		set_transient( self::TRANSIENT, $stored, max( self::KEEP_STALE_SECONDS, 2 * $this->settings->get_int( 'catalog_ttl' ) ) );
		if ( $complete ) {
			delete_transient( self::LOCK );
		}
		return $stored;
	}

	/**
	 * @param array<string, mixed> $old
	 * @return array<string, list<mixed>>
	 */
	private function fetch_filing_products( array $old, bool &$complete ): array {
		$states = apply_filters( 'formation_orders_catalog_filing_states', array() );
		$filing = array();
		foreach ( is_array( $states ) ? $states : array() as $state ) {
			$state   = strtoupper( (string) $state );
			$fetched = $this->fetch_list( 'filing_products', array( 'state_abbreviation' => $state ) );
			if ( null === $fetched ) {
				$complete = false;
				$fetched  = is_array( $old[ $state ] ?? null ) ? $old[ $state ] : null;
			}
			if ( null !== $fetched ) {
				$filing[ $state ] = $fetched;
			}
		}
		return $filing;
	}

	/**
	 * @param array<string, string> $query
	 * @return list<mixed>|null
	 */
	private function fetch_list( string $list, array $query ): ?array {
		$response = $this->api->get( $list, $query );
		$result   = $response->is_ok() ? ( $response->body['result'] ?? null ) : null;
		if ( ! is_array( $result ) || ! array_is_list( $result ) ) {
			// phpcs:ignore FormationOrders.PHP.DevelopmentFunctions -- operators need to see why the catalog is stale.
			error_log( sprintf( 'formation-orders: catalog list %s unavailable, status %d %s', $list, $response->status, sanitize_text_field( $response->transport_error ) ) );
			return null;
		}
		return $result;
	}

	/**
	 * One refresher at a time, as far as transients allow: two requests racing here both refresh once, harmlessly.
	 */
	private function take_lock(): bool {
		if ( false !== get_transient( self::LOCK ) ) {
			return false;
		}
		return set_transient( self::LOCK, 1, self::RETRY_SECONDS );
	}
}
