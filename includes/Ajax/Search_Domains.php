<?php
/**
 * admin-ajax action search_domains: the domain step's search (a search term holds at most 63 characters).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Ajax;

use Formation_Orders\Gateway\Answer;
use Formation_Orders\Gateway\Bad_Request;
use Formation_Orders\Gateway\Request_Reader;

/**
 * domain: the search term. Answers {result: {domain, available, premium, thirdParty, create: {amount},
 * purchase: {amount}}, …} as the marketing API's domain_search gives it.
 */
final class Search_Domains extends Domain_Lookup {

	public const ACTION = 'search_domains';

	public function name(): string {
		return self::ACTION;
	}

	protected function respond( Request_Reader $request ): Answer {
		$domain = strtolower( $request->text( 'domain', 200 ) );
		$label  = explode( '.', $domain )[0];
		if ( '' === $domain || strlen( $label ) > 63 || 1 !== preg_match( '/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9-]{2,63})*$/', $domain ) ) {
			throw new Bad_Request( __( 'Please enter a domain name of up to 63 letters, digits and hyphens.', 'formation-orders' ), 400, 'invalid_field' );
		}
		return $this->lookup( 'domain_search', array( 'domain' => $domain ), 0 );
	}
}
