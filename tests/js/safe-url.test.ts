import { absoluteHttpUrl, safeLink, safeRedirect } from '../../src/safe-url';

const SITE = 'https://site.test/order/';
const API = 'https://api.test/api';

/** Inputs no check lets through, whatever kind of URL it wants (the same table as tests/php/Safe_Url_Test.php). */
const HOSTILE: [ string, unknown ][] = [
	[ 'javascript:', 'javascript:alert(document.domain)' ],
	[ 'mixed-case JavaScript:', 'JaVaScRiPt:alert(1)' ],
	[ 'data: script', 'data:text/javascript,alert(1)//' ],
	[
		'data: html',
		'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	],
	[ 'vbscript:', 'vbscript:msgbox(1)' ],
	[ 'VBScript: mixed case', 'VBScript:msgbox(1)' ],
	[ 'leading spaces', '   javascript:alert(1)' ],
	[ 'tab inside the scheme', 'java\tscript:alert(1)' ],
	[ 'newline inside the scheme', 'java\nscript:alert(1)' ],
	[ 'NUL inside the scheme', 'java\u0000script:alert(1)' ],
	[ 'leading control character', '\u0001javascript:alert(1)' ],
	[ 'non-breaking space', '\u00a0javascript:alert(1)' ],
	[ 'line separator', 'https://a.test/\u2028' ],
	[ 'entity colon', 'javascript&colon;alert(1)' ],
	[ 'numeric entity colon', 'javascript&#58;alert(1)' ],
	[ 'entity in the scheme', '&#106;avascript:alert(1)' ],
	[ 'protocol-relative //host', '//attacker.test/x.js' ],
	[ 'backslashes \\\\host', '\\\\attacker.test/x.js' ],
	[ 'slash-backslash /\\host', '/\\attacker.test/x.js' ],
	[ 'backslash after the scheme', 'https:\\\\attacker.test' ],
	[ 'http without a host', 'http:///path' ],
	[ 'user info @host', 'https://site.test@attacker.test/' ],
	[ 'blob:', 'blob:https://site.test/0000' ],
	[ 'file:', 'file:///etc/passwd' ],
	[ 'relative path', 'terms/' ],
	[ 'not a string', [ 'https://a.test/' ] ],
	[ 'empty', '' ],
];

describe.each( HOSTILE )( 'hostile input: %s', ( _name, input ) => {
	it( 'is no script or service URL', () => {
		expect( absoluteHttpUrl( input ) ).toBe( '' );
	} );
	it( 'is no link', () => {
		expect( safeLink( input, '/fallback/' ) ).toBe( '/fallback/' );
	} );
	it( 'is nowhere to redirect to', () => {
		expect( safeRedirect( input, SITE, [ API ] ) ).toBeNull();
	} );
} );

describe( 'absoluteHttpUrl', () => {
	it.each( [
		'https://api.test/api',
		'http://127.0.0.1:8902/tokenizer/tokenize',
		'HTTPS://Api.Test/x?y=1#z',
	] )( 'takes %s', ( url ) => {
		expect( absoluteHttpUrl( url ) ).toBe( url );
	} );
} );

describe( 'safeLink', () => {
	it( 'takes a path on this site or an http(s) URL', () => {
		expect( safeLink( '/terms/' ) ).toBe( '/terms/' );
		expect( safeLink( 'https://elsewhere.test/terms' ) ).toBe(
			'https://elsewhere.test/terms'
		);
	} );
} );

describe( 'safeRedirect', () => {
	it( 'goes to a path on this site, the site itself or the API', () => {
		expect( safeRedirect( '/login/?a=1', SITE, [ API ] ) ).toBe(
			'/login/?a=1'
		);
		expect(
			safeRedirect( 'https://site.test/thanks', SITE, [ API ] )
		).toBe( 'https://site.test/thanks' );
		expect(
			safeRedirect( 'https://API.test:443/login?account=5', SITE, [
				API,
			] )
		).toBe( 'https://API.test:443/login?account=5' );
	} );

	it.each( [
		'https://attacker.test/login',
		'http://api.test/login',
		'https://api.test:8443/login',
		'https://api.test.attacker.test/',
	] )( 'never to %s', ( url ) => {
		expect( safeRedirect( url, SITE, [ API ] ) ).toBeNull();
	} );

	it( 'with no API configured, only to the site', () => {
		expect(
			safeRedirect( 'https://api.test/login', SITE, [ '' ] )
		).toBeNull();
	} );
} );
