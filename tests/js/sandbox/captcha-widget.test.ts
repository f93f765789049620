/*
 * @jest-environment node
 */
import { CAPTCHA_SCRIPT_PATH } from '../../../sandbox/src/captcha-widget';
import { CAPTCHA_PASS } from '../../../sandbox/src/lookup-routes';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';

let sandbox: RunningSandbox;

beforeAll( async () => {
	sandbox = await startSandbox( {
		port: 0,
		websiteId: '1',
		tokenizerTestKey: '',
	} );
} );

afterAll( () => sandbox.close() );

it( 'serves the stand-in widget script, which answers what the stand-in verifier accepts', async () => {
	const response = await fetch( `${ sandbox.url }${ CAPTCHA_SCRIPT_PATH }` );
	expect( response.status ).toBe( 200 );
	expect( response.headers.get( 'content-type' ) ).toMatch(
		/^application\/javascript/
	);
	const script = await response.text();
	expect( script ).toContain( 'window.grecaptcha' );
	expect( script ).toContain( JSON.stringify( CAPTCHA_PASS ) );
	expect( script ).toContain( "I'm not a robot" );
} );
