<?php
/**
 * validate_address, lookup_postal_address and the domain actions: what each answers, and what each refuses.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Settings;
use WP_Error;

final class Lookups_Test extends Gateway_Test_Case {

	private const FOUND = '<?xml version="1.0"?><AddressValidateResponse><Address ID="0"><Address2>1 MAIN ST</Address2><City>CHEYENNE</City><State>WY</State><Zip5>82001</Zip5><Zip4>1234</Zip4></Address></AddressValidateResponse>';
	private const NOT_FOUND = '<?xml version="1.0"?><AddressValidateResponse><Address ID="0"><Error><Description>Address Not Found.</Description></Error></Address></AddressValidateResponse>';

	private static function address( string $state = 'WY' ): string {
		return self::json( array( 'line1' => '1 Main St & Co', 'city' => 'Cheyenne', 'zip' => '82001', 'state' => array( 'key' => $state, 'value' => 'Wyoming' ), 'country' => 'US' ) );
	}

	public function test_postal_lookup_sends_xml_with_the_key_and_answers_the_verified_address(): void {
		$this->answer( self::POSTAL, 200, self::FOUND );
		$answer = $this->post( 'lookup_postal_address', array( 'address' => self::address() ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array( 'line1' => '1 MAIN ST', 'city' => 'CHEYENNE', 'state' => 'WY', 'zip5' => '82001', 'zip4' => '1234', 'country' => 'US' ), $answer['body']['result'] );
		parse_str( (string) wp_parse_url( $this->sent[0]['url'], PHP_URL_QUERY ), $query );
		$this->assertSame( 'Verify', $query['API'] );
		$xml = simplexml_load_string( $query['XML'] );
		$this->assertSame( 'postal-key', (string) $xml['USERID'] );
		$this->assertSame( '1 Main St & Co', (string) $xml->Address->Address2 );
		$this->assertStringNotContainsString( 'postal-key', $answer['raw'] );
	}

	/**
	 * @dataProvider postal_failures
	 */
	public function test_postal_lookup_failures_use_the_spec_texts( int|WP_Error $status, string $body, int $answer_status, string $message ): void {
		$this->answer( self::POSTAL, $status, $body );
		$answer = $this->post( 'lookup_postal_address', array( 'address' => self::address() ) );

		$this->assertSame( $answer_status, $answer['status'] );
		$this->assertSame( $message, $answer['body']['error'] );
	}

	/** @return array<string, array{int|WP_Error, string, int, string}> */
	public static function postal_failures(): array {
		return array(
			'not found'   => array( 200, self::NOT_FOUND, 404, 'USPS Lookup: address not found' ),
			'down'        => array( 503, '', 502, 'USPS Lookup: request failed' ),
			'not XML'     => array( 200, '{"oops"', 502, 'USPS Lookup: request failed' ),
			'top error'   => array( 200, '<Error><Description>Authorization failure</Description></Error>', 502, 'USPS Lookup: request failed' ),
			'unreachable' => array( new WP_Error( 'http_request_failed', 'refused' ), '', 502, 'USPS Lookup: request failed' ),
		);
	}

	public function test_postal_lookup_needs_a_complete_us_address(): void {
		$answer = $this->post( 'lookup_postal_address', array( 'address' => self::json( array( 'line1' => '1 Rue', 'city' => 'Paris', 'zip' => '75001', 'state' => 'IDF', 'country' => 'FR' ) ) ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( array(), $this->sent );
	}

	public function test_postal_lookup_without_a_key_is_off(): void {
		update_option( Settings::OPTION, array( 'postal_lookup_key' => '' ) + $this->settings() );

		$this->assertSame( 404, $this->post( 'lookup_postal_address', array( 'address' => self::address() ) )['status'] );
	}

	public function test_validate_address_checks_wyoming_addresses(): void {
		$this->answer( self::POSTAL, 200, self::NOT_FOUND );
		$answer = $this->post( 'validate_address', array( 'formType' => 'registered-agent-signup', 'address' => self::address() ) );

		$this->assertSame( array( 'success' => true, 'valid' => false, 'checked' => true, 'message' => 'USPS Lookup: address not found' ), $answer['body'] );
	}

	public function test_validate_address_skips_other_states_and_when_turned_off(): void {
		$other = $this->post( 'validate_address', array( 'formType' => 'registered-agent-signup', 'address' => self::address( 'CA' ) ) );
		update_option( Settings::OPTION, array( 'backend_address_check' => false ) + $this->settings() );
		$off = $this->post( 'validate_address', array( 'formType' => 'registered-agent-signup', 'address' => self::address() ) );

		foreach ( array( $other, $off ) as $answer ) {
			$this->assertSame( array( 'success' => true, 'valid' => true, 'checked' => false, 'message' => '' ), $answer['body'] );
		}
		$this->assertSame( array(), $this->sent );
	}

	public function test_domain_tlds_are_read_once_and_cached(): void {
		$this->answer( '/domain_tlds', 200, array( 'result' => array( array( 'tld' => 'com' ), array( 'tld' => '<b>net</b>' ), 'junk' ) ) );
		$first  = $this->post( 'get_available_domain_tlds' );
		$second = $this->post( 'get_available_domain_tlds' );

		$this->assertSame( array( array( 'tld' => 'com' ), array( 'tld' => 'net' ) ), $first['body']['result'] );
		$this->assertSame( $first['body'], $second['body'] );
		$this->assertCount( 1, $this->api_calls() );
		$this->assertStringContainsString( 'website_id=7', $this->api_calls()[0]['url'] );
	}

	public function test_hero_tlds_are_at_most_four(): void {
		$tlds = array_map( static fn( $t ) => array( 'tld' => $t, 'price' => 9.99 ), array( 'com', 'net', 'org', 'io', 'co' ) );
		$this->answer( '/domain_hero_tlds', 200, array( 'result' => $tlds ) );

		$this->assertSame( array_slice( $tlds, 0, 4 ), $this->post( 'get_domain_hero_tlds' )['body']['result'] );
	}

	public function test_domain_search_passes_the_term_and_answers_the_result(): void {
		$found = array( 'domain' => 'acme.com', 'available' => true, 'premium' => false, 'thirdParty' => false, 'create' => array( 'amount' => 12.99 ), 'purchase' => array( 'amount' => 0 ) );
		$this->answer( '/domain_search', 200, array( 'result' => $found ) );
		$answer = $this->post( 'search_domains', array( 'domain' => 'ACME.com' ) );

		$this->assertSame( $found, $answer['body']['result'] );
		$this->assertStringContainsString( 'domain=acme.com', $this->api_calls()[0]['url'] );
	}

	/**
	 * @dataProvider bad_domains
	 */
	public function test_domain_search_refuses_bad_terms( mixed $domain ): void {
		$answer = $this->post( 'search_domains', array( 'domain' => $domain ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( array(), $this->api_calls() );
	}

	/** @return array<string, array{mixed}> */
	public static function bad_domains(): array {
		return array(
			'empty'        => array( '' ),
			'64 letters'   => array( str_repeat( 'a', 64 ) ),
			'markup'       => array( '<script>x</script>' ),
			'sql'          => array( "x' OR 1=1 --" ),
			'an array'     => array( array( 'a' ) ),
			'leading dash' => array( '-acme.com' ),
		);
	}

	public function test_domain_search_maps_upstream_faults(): void {
		$this->answer( '/domain_search', 500, array( 'error' => 'boom' ) );
		$answer = $this->post( 'search_domains', array( 'domain' => 'acme' ) );

		$this->assertSame( 502, $answer['status'] );
		$this->assertSame( 'Server Error', $answer['body']['title'] );
	}
}
