<?php
/**
 * process_login, process_reset_password, process_contact, process_client_profile and process_captcha: what each
 * answers for success and for each failure.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use WP_Error;

final class Forms_Test extends Gateway_Test_Case {

	private const CAPTCHA_MISSING = 'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.';
	private const CAPTCHA_FAILED  = 'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.';

	public function test_login_forwards_url_username_and_the_password_as_typed(): void {
		$this->answer( '/process_login', 200, array( 'result' => array( 'redirect_url' => 'http://portal.test/' ) ) );
		$answer = $this->post(
			'process_login',
			array(
				'formType'  => 'login',
				'loginData' => self::json( array( 'url' => 'http://portal.test/login', 'username' => 'ada', 'password' => 'p<a>ss%41 "w"' ) ),
			)
		);

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array( 'redirect_url' => 'http://portal.test/' ), $answer['body']['result'] );
		$sent = $this->api_calls()[0]['body'];
		$this->assertSame( 'p<a>ss%41 "w"', $sent['password'] );
		$this->assertSame( 'ada', $sent['username'] );
		$this->assertSame( 7, $sent['website'] );
	}

	/**
	 * The browser follows login_url after a success: only to the site or the API's own origin.
	 *
	 * @dataProvider login_urls
	 */
	public function test_login_url_reaches_the_browser_only_on_the_site_or_the_api( string $login_url, ?string $passed ): void {
		$this->answer( '/process_login', 200, array( 'result' => array( 'account_id' => 5, 'login_url' => $login_url ) ) );
		$answer = $this->post( 'process_login', array( 'formType' => 'login', 'loginData' => self::json( array( 'url' => 'http://p.test/', 'username' => 'a', 'password' => 'b' ) ) ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 5, $answer['body']['result']['account_id'] );
		$this->assertSame( $passed, $answer['body']['result']['login_url'] ?? null );
	}

	/** @return array<string, array{string, ?string}> */
	public static function login_urls(): array {
		return array(
			'the API\'s origin' => array( 'http://marketing.test/login?account=5', 'http://marketing.test/login?account=5' ),
			'a site path'       => array( '/login/', '/login/' ),
			'javascript:'       => array( 'javascript:alert(document.domain)', null ),
			'another host'      => array( 'https://attacker.test/login', null ),
			'protocol-relative' => array( '//attacker.test/login', null ),
		);
	}

	/**
	 * @dataProvider bad_logins
	 */
	public function test_login_refuses_bad_fields_without_calling_the_api( array $login, string $message ): void {
		$answer = $this->post( 'process_login', array( 'formType' => 'login', 'loginData' => self::json( $login ) ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( $message, $answer['body']['error'] );
		$this->assertSame( array(), $this->api_calls() );
	}

	/** @return array<string, array{array<string, mixed>, string}> */
	public static function bad_logins(): array {
		$ok = array( 'url' => 'http://portal.test/login', 'username' => 'ada', 'password' => 'secret' );
		return array(
			'no username'     => array( array( 'username' => '' ) + $ok, 'Username is required' ),
			'no password'     => array( array( 'password' => '' ) + $ok, 'Password is required' ),
			'password number' => array( array( 'password' => 12345678 ) + $ok, 'Your submission could not be read. Please reload the page and try again.' ),
			'javascript url'  => array( array( 'url' => 'javascript:alert(1)' ) + $ok, 'Please enter a valid URL' ),
		);
	}

	public function test_login_passes_the_apis_refusal_on(): void {
		$this->answer( '/process_login', 401, array( 'error' => 'Invalid username or password.' ) );
		$answer = $this->post( 'process_login', array( 'formType' => 'login', 'loginData' => self::json( array( 'url' => 'http://p.test/', 'username' => 'a', 'password' => 'b' ) ) ) );

		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( 'Invalid username or password.', $answer['body']['error'] );
	}

	public function test_reset_password_forwards_url_and_email(): void {
		$this->answer( '/process_reset_password', 200, array( 'result' => array( 'sent' => true ) ) );
		$answer = $this->post( 'process_reset_password', array( 'formType' => 'password-reset', 'resetPasswordData' => self::json( array( 'url' => 'http://p.test/reset', 'email' => ' ada@example.com ' ) ) ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'ada@example.com', $this->api_calls()[0]['body']['email'] );
	}

	public function test_reset_password_sent_again_with_its_key_sends_one_email(): void {
		$this->answer( '/process_reset_password', 200, array( 'result' => array( 'sent' => true ) ) );
		$fields = array(
			'formType'          => 'password-reset',
			'orderKey'          => 'reset0123456789abcdef',
			'resetPasswordData' => self::json( array( 'url' => 'http://p.test/reset', 'email' => 'ada@example.com' ) ),
		);
		$first = $this->post( 'process_reset_password', $fields );
		$again = $this->post( 'process_reset_password', $fields );

		$this->assertSame( $first['body'], $again['body'] );
		$this->assertCount( 1, $this->api_calls() );
		$this->assertSame( 'reset0123456789abcdef', $this->api_calls()[0]['headers']['Idempotency-Key'] );
	}

	/**
	 * @dataProvider bad_emails
	 */
	public function test_reset_password_refuses_a_bad_email( mixed $email ): void {
		$answer = $this->post( 'process_reset_password', array( 'formType' => 'password-reset', 'resetPasswordData' => self::json( array( 'url' => 'http://p.test/reset', 'email' => $email ) ) ) );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'Please enter a valid email address', $answer['body']['error'] );
	}

	/** @return array<string, array{mixed}> */
	public static function bad_emails(): array {
		return array(
			'no at'     => array( 'ada.example.com' ),
			'ampersand' => array( 'a&b@example.com' ),
			'a number'  => array( 42 ),
			'missing'   => array( null ),
		);
	}

	/** @return array<string, array{string, string}> */
	public static function contact_like(): array {
		return array(
			'contact'        => array( 'process_contact', 'contactData' ),
			'client profile' => array( 'process_client_profile', 'clientProfileData' ),
		);
	}

	/**
	 * @dataProvider contact_like
	 */
	public function test_contact_like_forms_verify_the_captcha_then_forward_sanitized_data( string $action, string $field ): void {
		$this->answer( '/' . $action, 200, array( 'success' => true ) );
		$answer = $this->post(
			$action,
			array(
				'formType'        => 'contact',
				'pageID'          => '12',
				'captchaResponse' => self::GOOD_TOKEN,
				$field            => self::json( array( 'message' => "Hello <script>alert(1)</script>there\x07", 'name' => "O'Brien" ) ),
			)
		);

		$this->assertSame( 200, $answer['status'], $answer['raw'] );
		$this->assertSame( array( 'success' => true ), $answer['body'] );
		$captcha = $this->sent[0];
		$this->assertSame( self::CAPTCHA, $captcha['url'] );
		$this->assertSame( array( 'secret' => 'captcha-secret', 'response' => self::GOOD_TOKEN, 'remoteip' => '203.0.113.9' ), $captcha['body'] );
		$forwarded = $this->api_calls()[0]['body'];
		$this->assertSame( 'Hello there', $forwarded[ $field ]['message'] );
		$this->assertSame( "O'Brien", $forwarded[ $field ]['name'] );
		$this->assertSame( 12, $forwarded['pageID'] );
	}

	/**
	 * @dataProvider contact_like
	 */
	public function test_contact_like_forms_need_a_captcha( string $action, string $field ): void {
		$missing = $this->post( $action, array( 'formType' => 'contact', $field => '{}' ) );
		$wrong   = $this->post( $action, array( 'formType' => 'contact', $field => '{}', 'captchaResponse' => 'robot' ) );

		$this->assertSame( array( 400, self::CAPTCHA_MISSING ), array( $missing['status'], $missing['body']['error'] ) );
		$this->assertSame( array( 400, self::CAPTCHA_FAILED ), array( $wrong['status'], $wrong['body']['error'] ) );
		$this->assertSame( array(), $this->api_calls() );
	}

	/**
	 * @dataProvider contact_like
	 */
	public function test_contact_like_forms_map_upstream_faults_to_the_server_error( string $action, string $field ): void {
		foreach ( array( array( 500, array( 'error' => 'boom' ) ), array( 200, '{oops' ), array( new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ), null ) ) as [ $status, $body ] ) {
			$this->answer( '/' . $action, $status, $body );
			$answer = $this->post( $action, array( 'formType' => 'contact', $field => '{}', 'captchaResponse' => self::GOOD_TOKEN ) );

			$this->assertContains( $answer['status'], array( 502, 504 ) );
			$this->assertSame( 'An error has occurred. Please try again in a few minutes.', $answer['body']['error'] );
			$this->assertSame( 'Server Error', $answer['body']['title'] );
		}
		$this->assertSame( 504, $answer['status'], 'a timeout is a gateway timeout' );
	}

	public function test_captcha_action_answers_success_or_the_catalogue_errors(): void {
		$this->assertSame( array( 'success' => true ), $this->post( 'process_captcha', array( 'captchaResponse' => self::GOOD_TOKEN ) )['body'] );
		$this->assertSame( self::CAPTCHA_MISSING, $this->post( 'process_captcha' )['body']['error'] );
		$this->assertSame( self::CAPTCHA_FAILED, $this->post( 'process_captcha', array( 'captchaResponse' => 'robot' ) )['body']['error'] );
	}

	public function test_captcha_provider_down_is_refused_not_skipped(): void {
		update_option( \Formation_Orders\Settings::OPTION, array( 'captcha_secret' => '' ) + $this->settings() );
		$answer = $this->post( 'process_captcha', array( 'captchaResponse' => self::GOOD_TOKEN ) );

		$this->assertSame( 503, $answer['status'] );
		$this->assertSame( self::CAPTCHA_FAILED, $answer['body']['error'] );
	}

	public function test_the_captcha_secret_never_reaches_an_answer(): void {
		$answer = $this->post( 'process_captcha', array( 'captchaResponse' => 'robot' ) );

		$this->assertStringNotContainsString( 'captcha-secret', $answer['raw'] );
	}
}
