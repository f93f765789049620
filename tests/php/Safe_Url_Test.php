<?php
/**
 * The one URL check: hostile inputs are refused, never repaired.
 *
 * @package Formation_Orders
 */

namespace Formation_Orders\Tests;

use Formation_Orders\Safe_Url;

final class Safe_Url_Test extends Test_Case {

	/**
	 * Inputs no check may let through, whatever kind of URL it wants.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function hostile(): array {
		return array(
			'javascript:'                 => array( 'javascript:alert(document.domain)' ),
			'mixed-case JavaScript:'      => array( 'JaVaScRiPt:alert(1)' ),
			'data: script'                => array( 'data:text/javascript,alert(1)//' ),
			'data: html'                  => array( 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' ),
			'vbscript:'                   => array( 'vbscript:msgbox(1)' ),
			'VBScript: mixed case'        => array( 'VBScript:msgbox(1)' ),
			'leading spaces'              => array( '   javascript:alert(1)' ),
			'tab inside the scheme'       => array( "java\tscript:alert(1)" ),
			'newline inside the scheme'   => array( "java\nscript:alert(1)" ),
			'NUL inside the scheme'       => array( "java\0script:alert(1)" ),
			'leading control character'   => array( "\x01javascript:alert(1)" ),
			'non-breaking space'          => array( "\u{00A0}javascript:alert(1)" ),
			'line separator'              => array( "https://a.test/\u{2028}" ),
			'entity colon'                => array( 'javascript&colon;alert(1)' ),
			'numeric entity colon'        => array( 'javascript&#58;alert(1)' ),
			'entity in the scheme'        => array( '&#106;avascript:alert(1)' ),
			'protocol-relative //host'    => array( '//attacker.test/x.js' ),
			'backslashes \\\\host'        => array( '\\\\attacker.test/x.js' ),
			'slash-backslash /\\host'     => array( '/\\attacker.test/x.js' ),
			'backslash after the scheme'  => array( 'https:\\\\attacker.test' ),
			'http without a host'         => array( 'http:///path' ),
			'user info @host'             => array( 'https://site.test@attacker.test/' ),
			'blob:'                       => array( 'blob:https://site.test/0000' ),
			'file:'                       => array( 'file:///etc/passwd' ),
			'relative path'               => array( 'terms/' ),
			'not a string'                => array( array( 'https://a.test/' ) ),
			'empty'                       => array( '' ),
		);
	}

	/**
	 * @dataProvider hostile
	 */
	public function test_absolute_refuses( mixed $input ): void {
		$this->assertSame( '', Safe_Url::absolute( $input ) );
	}

	/**
	 * @dataProvider hostile
	 */
	public function test_link_refuses( mixed $input ): void {
		$this->assertSame( '/fallback/', Safe_Url::link( $input, '/fallback/' ) );
	}

	/**
	 * @dataProvider hostile
	 */
	public function test_redirect_refuses( mixed $input ): void {
		$this->assertSame( '', Safe_Url::redirect( $input, array( 'https://api.test/api' ) ) );
	}

	public function test_absolute_takes_http_and_https_urls_in_any_case(): void {
		foreach ( array( 'https://api.test/api', 'http://127.0.0.1:8902/tokenizer/tokenize', 'HTTPS://Api.Test/x?y=1#z', '  https://api.test/padded  ' ) as $url ) {
			$this->assertSame( trim( $url ), Safe_Url::absolute( $url ), $url );
		}
	}

	public function test_link_also_takes_a_path_on_this_site(): void {
		$this->assertSame( '/terms/', Safe_Url::link( '/terms/' ) );
		$this->assertSame( '/careers/a/?b=1', Safe_Url::link( '/careers/a/?b=1' ) );
		$this->assertSame( 'https://elsewhere.test/terms', Safe_Url::link( 'https://elsewhere.test/terms' ) );
	}

	public function test_redirect_goes_only_to_this_site_or_the_api(): void {
		$api  = array( 'https://api.test/api' );
		$home = home_url( '/thanks/' );
		$this->assertSame( '/login/', Safe_Url::redirect( '/login/', $api ) );
		$this->assertSame( $home, Safe_Url::redirect( $home, $api ) );
		$this->assertSame( 'https://api.test/login?account=5', Safe_Url::redirect( 'https://api.test/login?account=5', $api ) );
		$this->assertSame( 'https://API.test:443/login', Safe_Url::redirect( 'https://API.test:443/login', $api ), 'the same origin written otherwise' );
		foreach ( array( 'https://attacker.test/login', 'http://api.test/login', 'https://api.test:8443/login', 'https://api.test.attacker.test/' ) as $foreign ) {
			$this->assertSame( '/fallback/', Safe_Url::redirect( $foreign, $api, '/fallback/' ), $foreign );
		}
		$this->assertSame( '', Safe_Url::redirect( 'https://api.test/login', array( '' ) ), 'no API configured: only the site' );
	}
}
