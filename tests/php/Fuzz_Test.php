<?php
/**
 * Sends at least 200 malformed requests to each action and checks that none makes PHP warn and none gets a 5xx
 * except the intended mapping of an upstream fault. Prints its counts (FUZZ lines).
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Ajax\Action;
use WP_Error;

final class Fuzz_Test extends Gateway_Test_Case {

	private const PER_ACTION = 200;
	private const PDF        = "%PDF-1.4\n%%EOF\n";

	/** @var list<string> */
	private array $temp_files = array();

	/** @var list<string> */
	private array $php_messages = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'formation_orders_is_test_upload', fn( $is, $path ) => in_array( $path, $this->temp_files, true ), 10, 2 );
	}

	protected function tearDown(): void {
		array_map( 'unlink', array_filter( $this->temp_files, 'is_file' ) );
		$_FILES = array();
		unset( $_SERVER['CONTENT_LENGTH'] );
		parent::tearDown();
	}

	/** @return array<string, array{string}> */
	public static function actions(): array {
		$actions = array( 'process_signup', 'process_login', 'process_reset_password', 'process_contact', 'process_application', 'process_client_profile', 'process_captcha', 'validate_address', 'lookup_postal_address', 'get_available_domain_tlds', 'get_domain_hero_tlds', 'search_domains', 'formation_orders_nonce', 'get_virtual_phones', 'formation_orders_order_outcome' );
		return array_combine( $actions, array_map( static fn( $a ) => array( $a ), $actions ) );
	}

	/**
	 * @dataProvider actions
	 */
	public function test_malformed_requests_never_warn_and_never_fail_unexpectedly( string $action ): void {
		mt_srand( crc32( $action ) );
		$this->stub_random_upstream();
		$log        = (string) ini_get( 'error_log' );
		$log_before = is_file( $log ) ? filesize( $log ) : 0;
		$counts     = array(
			'2xx'             => 0,
			'4xx'             => 0,
			'upstream faults' => 0,
		);
		set_error_handler( array( $this, 'record_php_message' ) );
		try {
			for ( $i = 0; $i < self::PER_ACTION; $i++ ) {
				[ $fields, $files, $length ] = $this->malformed_request( $action );
				$_FILES                      = $files;
				$_SERVER['CONTENT_LENGTH']   = (string) $length;
				$_SERVER['REMOTE_ADDR']      = '198.51.100.' . mt_rand( 1, 254 );
				wp_cache_flush();
				$calls_before = count( $this->sent );

				$answer = $this->call_ajax( $action, $fields );

				$called_out = count( $this->sent ) > $calls_before;
				$this->assertIsArray( $answer['body'], "request $i answered no JSON: " . substr( $answer['raw'], 0, 300 ) );
				$this->assertTrue( isset( $answer['body']['error'] ) || isset( $answer['body']['result'] ) || isset( $answer['body']['success'] ) || isset( $answer['body']['nonce'] ), "request $i: " . $answer['raw'] );
				if ( $answer['status'] >= 500 ) {
					$this->assertContains( $answer['status'], array( 502, 503, 504 ), "request $i: " . $answer['raw'] );
					$this->assertTrue( $called_out, "request $i got {$answer['status']} without an upstream fault: " . $answer['raw'] );
					++$counts['upstream faults'];
				} else {
					++$counts[ $answer['status'] < 300 ? '2xx' : '4xx' ];
				}
			}
		} finally {
			restore_error_handler();
		}
		$logged   = is_file( $log ) ? (string) file_get_contents( $log, false, null, $log_before ) : '';
		$warnings = preg_match_all( '/PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/', $logged );

		$this->assertSame( array(), $this->php_messages, 'PHP messages raised while fuzzing' );
		$this->assertSame( 0, $warnings, $logged );
		fwrite( STDOUT, sprintf( "\nFUZZ %-26s %d requests: %d 2xx, %d 4xx, %d mapped upstream faults (5xx), %d PHP warnings/notices\n", $action, self::PER_ACTION, $counts['2xx'], $counts['4xx'], $counts['upstream faults'], count( $this->php_messages ) + $warnings ) );
	}

	/**
	 * @internal
	 */
	public function record_php_message( int $level, string $message, string $file = '', int $line = 0 ): bool {
		$this->php_messages[] = "$message in $file:$line";
		return true;
	}

	/**
	 * Every outside service answers at random: fine, refusing, failing, malformed or unreachable.
	 */
	private function stub_random_upstream(): void {
		$this->stub_http(
			function ( array $args, string $url ) {
				$this->sent[] = array(
					'url'     => $url,
					'method'  => 'X',
					'body'    => null,
					'headers' => array(),
				);
				$good = str_contains( $url, 'postal' )
					? '<AddressValidateResponse><Address><Address2>1 MAIN</Address2><City>X</City><State>WY</State><Zip5>82001</Zip5><Zip4>1</Zip4></Address></AddressValidateResponse>'
					: array(
						'success' => true,
						'result'  => array( array( 'tld' => 'com', 'price' => 1 ) ),
					);
				$answers = array(
					self::http_response( 200, $good ),
					self::http_response( 200, $good ),
					self::http_response( 400, array( 'error' => '<b>refused</b> ' . str_repeat( 'x', 600 ) ) ),
					self::http_response( 500, array( 'error' => 'boom' ) ),
					self::http_response( 200, '{"result": [' ),
					self::http_response( 200, array( 'result' => 'not an object' ) ),
					self::http_response( 402, array( 'error' => 'payment failed' ) ),
					self::http_response( 400, array( 'error' => 'too low', 'min' => 'NaN' ) ),
					new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ),
					new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' ),
				);
				return $answers[ mt_rand( 0, count( $answers ) - 1 ) ];
			}
		);
	}

	/**
	 * A request that is valid-looking except for one to three broken fields, or entirely junk.
	 *
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>, 2: int}
	 */
	private function malformed_request( string $action ): array {
		$fields = $this->plausible_fields( $action ) + array(
			'nonce'           => wp_create_nonce( Action::NONCE_ACTION ),
			'pageID'          => '12',
			'formType'        => 'registered-agent-signup',
			'orderKey'        => bin2hex( random_bytes( 16 ) ),
			'captchaResponse' => self::GOOD_TOKEN,
		);
		$names    = array_keys( $fields );
		$breakage = mt_rand( 1, 3 );
		for ( $b = 0; $b < $breakage; $b++ ) {
			$name = $names[ mt_rand( 0, count( $names ) - 1 ) ];
			switch ( mt_rand( 0, 5 ) ) {
				case 0:
					unset( $fields[ $name ] );
					break;
				case 1:
					$fields[ 'junk' . mt_rand() ] = $this->junk();
					break;
				case 2:
					$fields[ $name ] = $this->broken_json( is_string( $fields[ $name ] ?? null ) ? $fields[ $name ] : '{}' );
					break;
				default:
					$fields[ $name ] = $this->junk();
			}
		}
		if ( 0 === mt_rand( 0, 19 ) ) {
			$fields['nonce'] = $this->junk();
		}
		$files  = 'process_application' === $action ? $this->malformed_files() : ( 0 === mt_rand( 0, 9 ) ? $this->malformed_files() : array() );
		$length = 0 === mt_rand( 0, 24 ) ? mt_rand( 10000000, 900000000 ) : strlen( (string) wp_json_encode( $fields ) );
		return array( $fields, $files, $length );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function plausible_fields( string $action ): array {
		$address = array( 'line1' => '1 Main St', 'city' => 'Cheyenne', 'zip' => '82001', 'state' => 'WY', 'country' => 'US' );
		return match ( $action ) {
			'process_signup'         => array( 'signupData' => self::json( json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/signup-payload.json' ), true ) ) ),
			'process_login'          => array( 'loginData' => self::json( array( 'url' => 'http://p.test/', 'username' => 'ada', 'password' => 'x' ) ) ),
			'process_reset_password' => array( 'resetPasswordData' => self::json( array( 'url' => 'http://p.test/', 'email' => 'a@example.com' ) ) ),
			'process_contact'        => array( 'contactData' => self::json( array( 'message' => 'Hi', 'nested' => array( 'a' => 1 ) ) ) ),
			'process_client_profile' => array( 'clientProfileData' => self::json( array( 'name' => 'Ada' ) ) ),
			'process_application'    => array( 'applicationData' => self::json( array( 'contact_information' => array( 'a' => 'b' ), 'applicant_details' => array(), 'projects' => array(), 'job_listing_link' => 'https://j.test/1' ) ) ),
			'validate_address', 'lookup_postal_address' => array( 'address' => self::json( $address ) ),
			'search_domains'         => array( 'domain' => 'acme' ),
			'get_virtual_phones'     => array( 'areaCode' => '415' ),
			'formation_orders_order_outcome' => array( 'orderAction' => 'process_contact' ) + $this->plausible_fields( 'process_contact' ),
			default                  => array(),
		};
	}

	private function junk(): mixed {
		$pool = array(
			'',
			' ',
			'<script>alert(document.cookie)</script>',
			"'; DROP TABLE wp_users; --",
			'" OR "1"="1',
			"\xff\xfe\xfd\x00\x01",
			"\0",
			str_repeat( 'A', mt_rand( 70000, 400000 ) ),
			'💥🧨' . str_repeat( 'é', 100 ),
			'{"a":',
			'[]',
			'[1,2,3]',
			'"x"',
			'1e999',
			'null',
			'true',
			'-1',
			'99999999999999999999999',
			str_repeat( '[', 500 ) . str_repeat( ']', 500 ),
			str_repeat( '{"a":', 300 ) . '1' . str_repeat( '}', 300 ),
			array( 'nested' => array( 'array' => array( 1, 2 ) ) ),
			array( 1, 2, 3 ),
			array(),
			'%00%27%22',
			'../../../../etc/passwd',
			'javascript:alert(1)',
		);
		return $pool[ mt_rand( 0, count( $pool ) - 1 ) ];
	}

	/**
	 * Valid JSON with the wrong types in it, or JSON broken outright.
	 */
	private function broken_json( string $json ): string {
		$decoded = json_decode( $json, true );
		if ( ! is_array( $decoded ) || array() === $decoded || 0 === mt_rand( 0, 3 ) ) {
			return substr( $json, 0, max( 0, strlen( $json ) - mt_rand( 1, 5 ) ) );
		}
		$keys = array_keys( $decoded );
		$key  = $keys[ mt_rand( 0, count( $keys ) - 1 ) ];
		$wrong = array( 42, 4.2, true, null, array(), array( 'x' => array( 'y' => '<b>z</b>' ) ), array( 1, 'two' ), str_repeat( 'x', 600000 ), '<img src=x onerror=alert(1)>' );
		$decoded[ $key ] = $wrong[ mt_rand( 0, count( $wrong ) - 1 ) ];
		return (string) wp_json_encode( $decoded );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function malformed_files(): array {
		$good  = fn( string $name ) => $this->upload( $name, self::PDF );
		$files = array(
			'resume'      => $good( 'resume.pdf' ),
			'coverLetter' => $good( 'letter.pdf' ),
		);
		$broken = array(
			fn() => $this->upload( 'resume.exe', self::PDF ),
			fn() => $this->upload( 'resume.pdf', 'MZ' . str_repeat( "\0", 100 ) ),
			fn() => $this->upload( 'resume.pdf', '' ),
			fn() => array( 'name' => array( 'a.pdf', 'b.pdf' ), 'tmp_name' => array( '/tmp/a', '/tmp/b' ), 'error' => array( 0, 0 ), 'size' => array( 1, 1 ), 'type' => array( '', '' ) ),
			fn() => array( 'name' => 'a.pdf', 'tmp_name' => '/etc/passwd', 'error' => UPLOAD_ERR_OK, 'size' => 10, 'type' => 'application/pdf' ),
			fn() => array( 'name' => 'a.pdf', 'tmp_name' => '', 'error' => UPLOAD_ERR_INI_SIZE, 'size' => 0, 'type' => '' ),
			fn() => array( 'name' => 'a.pdf', 'tmp_name' => '', 'error' => UPLOAD_ERR_PARTIAL, 'size' => 0, 'type' => '' ),
			fn() => array( 'name' => '../../evil.pdf', 'tmp_name' => '', 'error' => UPLOAD_ERR_NO_FILE, 'size' => 0, 'type' => '' ),
			fn() => 'not a file',
			fn() => array( 'name' => 'a.pdf', 'size' => PHP_INT_MAX, 'error' => 0, 'tmp_name' => '/nonexistent' ),
		);
		$targets = array( 'resume', 'coverLetter', 'project-1', 'project-99', 'project-x' );
		for ( $b = mt_rand( 0, 2 ); $b > 0; $b-- ) {
			$files[ $targets[ mt_rand( 0, count( $targets ) - 1 ) ] ] = $broken[ mt_rand( 0, count( $broken ) - 1 ) ]();
		}
		return $files;
	}

	/**
	 * @return array{name: string, type: string, tmp_name: string, error: int, size: int}
	 */
	private function upload( string $name, string $content ): array {
		$path               = (string) tempnam( sys_get_temp_dir(), 'fo-fuzz' );
		$this->temp_files[] = $path;
		file_put_contents( $path, $content );
		return array(
			'name'     => $name,
			'type'     => 'application/pdf',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $content ),
		);
	}
}
