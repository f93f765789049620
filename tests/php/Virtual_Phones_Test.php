<?php
/**
 * get_virtual_phones: the numbers for an area code, none (204), a failing service, and what it refuses.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use WP_Error;

final class Virtual_Phones_Test extends Gateway_Test_Case {

	public function test_asks_the_api_with_the_website_id_from_the_settings_and_answers_the_numbers(): void {
		$this->answer(
			'/virtual_phones',
			200,
			array(
				'result' => array(
					array( 'number_requested' => '+14155550142', 'id' => 1 ),
					array( 'number_requested' => '<b>+1415</b>' ),
					'junk',
					array( 'number_requested' => '+14155550178', 'id' => 2 ),
				),
			)
		);
		$answer = $this->post( 'get_virtual_phones', array( 'areaCode' => '415', 'website_id' => '666' ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array( '+14155550142', '+14155550178' ), $answer['body']['result'] );
		$this->assertCount( 1, $this->api_calls() );
		parse_str( (string) wp_parse_url( $this->api_calls()[0]['url'], PHP_URL_QUERY ), $query );
		$this->assertSame( array( 'area_code' => '415', 'website_id' => '7' ), $query );
	}

	public function test_no_numbers_for_the_area_code_is_an_empty_list(): void {
		$this->answer( '/virtual_phones', 204, '' );
		$answer = $this->post( 'get_virtual_phones', array( 'areaCode' => '999' ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array(), $answer['body']['result'] );
	}

	/**
	 * @dataProvider failures
	 */
	public function test_a_failing_service_is_a_mapped_fault( int|WP_Error $status, mixed $body ): void {
		$this->answer( '/virtual_phones', $status, $body );
		$answer = $this->post( 'get_virtual_phones', array( 'areaCode' => '415' ) );

		$this->assertSame( 502, $answer['status'] );
		$this->assertSame( 'upstream_error', $answer['body']['code'] );
		$this->assertArrayNotHasKey( 'result', $answer['body'] );
	}

	/** @return array<string, array{int|WP_Error, mixed}> */
	public static function failures(): array {
		return array(
			'500'         => array( 500, array( 'error' => 'boom' ) ),
			'not JSON'    => array( 200, '{"result": [' ),
			'no list'     => array( 200, array( 'result' => 'none' ) ),
			'unreachable' => array( new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' ), '' ),
		);
	}

	/**
	 * @dataProvider bad_area_codes
	 */
	public function test_refuses_anything_but_three_digits_without_calling_out( mixed $area_code ): void {
		$answer = $this->post( 'get_virtual_phones', array( 'areaCode' => $area_code ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( array(), $this->api_calls() );
	}

	/** @return array<string, array{mixed}> */
	public static function bad_area_codes(): array {
		return array(
			'empty'    => array( '' ),
			'two'      => array( '41' ),
			'four'     => array( '4155' ),
			'letters'  => array( 'abc' ),
			'an array' => array( array( '415' ) ),
			'sql'      => array( "415' OR 1=1" ),
		);
	}
}
