<?php
/**
 * Address verification with the postal service's XML API, server-side so its key never reaches the page.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Remote;

use Formation_Orders\Settings;

/**
 * GET {url}?API=Verify&XML=<AddressValidateRequest USERID="key">…; the answer is <AddressValidateResponse> with
 * <Address><Address2>line</Address2><City/><State/><Zip5/><Zip4/></Address> or an <Error>.
 */
final class Postal_Lookup {

	public function __construct( private Settings $settings ) {
	}

	public function is_enabled(): bool {
		return '' !== $this->settings->get( 'postal_lookup_url' ) && '' !== $this->settings->get( 'postal_lookup_key' );
	}

	/**
	 * @param array{line1: string, city: string, state: string, zip: string} $address
	 * @return array{line1: string, city: string, state: string, zip5: string, zip4: string, country: string}|string
	 *         the verified address, or the "USPS Lookup: …" rejection text.
	 */
	public function verify( array $address ): array|string {
		$request = new \SimpleXMLElement( '<AddressValidateRequest/>' );
		$request->addAttribute( 'USERID', $this->settings->get( 'postal_lookup_key' ) );
		$request->addChild( 'Revision', '1' );
		$item = $request->addChild( 'Address' );
		$item->addAttribute( 'ID', '0' );
		$item->addChild( 'Address1', '' );
		// addChild() does not escape "&"; assigning through the property does.
		$item->Address2 = $address['line1'];
		$item->City     = $address['city'];
		$item->State    = $address['state'];
		$item->Zip5     = substr( preg_replace( '/\D/', '', $address['zip'] ), 0, 5 );
		$item->Zip4     = '';
		$xml            = preg_replace( '/^<\?xml[^>]*>\s*/', '', (string) $request->asXML() );

		$url      = add_query_arg(
			array(
				'API' => 'Verify',
				'XML' => rawurlencode( (string) $xml ),
			),
			$this->settings->get( 'postal_lookup_url' )
		);
		$response = wp_remote_get( $url, array( 'timeout' => max( 1, $this->settings->get_int( 'http_timeout' ) ) ) );
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return 'USPS Lookup: request failed';
		}
		$previous = libxml_use_internal_errors( true );
		$answer   = simplexml_load_string( (string) wp_remote_retrieve_body( $response ), 'SimpleXMLElement', LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		if ( false === $answer || 'Error' === $answer->getName() ) {
			return 'USPS Lookup: request failed';
		}
		$found = $answer->Address ?? null;
		if ( null === $found || isset( $found->Error ) || '' === (string) $found->Zip5 ) {
			return 'USPS Lookup: address not found';
		}
		return array(
			'line1'   => sanitize_text_field( (string) $found->Address2 ),
			'city'    => sanitize_text_field( (string) $found->City ),
			'state'   => sanitize_text_field( (string) $found->State ),
			'zip5'    => sanitize_text_field( (string) $found->Zip5 ),
			'zip4'    => sanitize_text_field( (string) $found->Zip4 ),
			'country' => 'US',
		);
	}
}
