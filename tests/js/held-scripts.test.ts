/**
 * The loader of the scripts a printed form's page holds until its first paint (src/held-scripts.ts), run against a
 * page the way includes/Takeover_Scripts.php prints it. jsdom runs inline scripts but fetches no file, so
 * a test says when a file has loaded; what the browser does with the added tags is the e2e test's (first-view.spec.ts).
 */
import {
	afterFirstPaint,
	HELD_TYPE as HELD,
	runHeldScripts,
} from '../../src/held-scripts';

let frames: FrameRequestCallback[] = [];

beforeEach( () => {
	jest.useFakeTimers();
	frames = [];
	delete ( window as { inlineRuns?: number } ).inlineRuns;
	jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
		( callback ) => frames.push( callback )
	);
	document.body.innerHTML = `
		<p>The printed form</p>
		<script type="${ HELD }" src="/react.js" id="react-js"></script>
		<script type="${ HELD }" src="/i18n.js" id="wp-i18n-js" async data-wp-strategy="async"></script>
		<script type="${ HELD }" id="wp-i18n-js-after">window.inlineRuns = ( window.inlineRuns || 0 ) + 1;</script>
		<script type="${ HELD }" src="/view.js" id="view-js"></script>
		<script type="${ HELD }" src="/chunk.js" id="chunk-js" data-webpack="formation-orders:chunk-1"></script>
		<script src="/not-held.js" id="other-js"></script>`;
} );

afterEach( () => {
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

/** What src/takeover-after-first-paint.ts does. */
function runLoader(): void {
	afterFirstPaint( runHeldScripts );
}

/** The page's scripts, in order: an id, and whether each still waits. */
function scripts(): string[] {
	return Array.from( document.querySelectorAll( 'script' ) ).map(
		( script ) => `${ script.id }${ script.type === HELD ? ' (held)' : '' }`
	);
}

function added( id: string ): HTMLScriptElement {
	return document.getElementById( id ) as HTMLScriptElement;
}

/** The first frame is drawn: its callbacks run, then the tasks queued after it. */
function drawFirstFrame(): void {
	frames.splice( 0 ).forEach( ( callback ) => callback( 16 ) );
	jest.runOnlyPendingTimers();
}

test( 'nothing is added before the first frame; then every script up to the first inline one after a file', () => {
	runLoader();
	expect( scripts() ).toEqual( [
		'react-js (held)',
		'wp-i18n-js (held)',
		'wp-i18n-js-after (held)',
		'view-js (held)',
		'chunk-js (held)',
		'other-js',
	] );

	drawFirstFrame();
	expect( scripts() ).toEqual( [
		'react-js',
		'wp-i18n-js',
		'wp-i18n-js-after (held)',
		'view-js (held)',
		'chunk-js (held)',
		'other-js',
	] );
	// Files added by a script run in the order they were added only when they are not async.
	expect( added( 'react-js' ).async ).toBe( false );
	expect( added( 'wp-i18n-js' ).async ).toBe( false );
	expect( added( 'wp-i18n-js' ).getAttribute( 'src' ) ).toBe( '/i18n.js' );
	expect( added( 'wp-i18n-js' ).hasAttribute( 'async' ) ).toBe( false );
	expect( added( 'wp-i18n-js' ).dataset.wpStrategy ).toBe( 'async' );
} );

test( 'an inline script runs once the file before it has, and the rest follow with their attributes', () => {
	runLoader();
	drawFirstFrame();
	added( 'react-js' ).dispatchEvent( new Event( 'load' ) );
	expect( scripts() ).toContain( 'wp-i18n-js-after (held)' );
	expect( ( window as { inlineRuns?: number } ).inlineRuns ).toBeUndefined();

	added( 'wp-i18n-js' ).dispatchEvent( new Event( 'load' ) );
	expect( scripts() ).toEqual( [
		'react-js',
		'wp-i18n-js',
		'wp-i18n-js-after',
		'view-js',
		'chunk-js',
		'other-js',
	] );
	expect( ( window as { inlineRuns?: number } ).inlineRuns ).toBe( 1 );
	expect( added( 'wp-i18n-js-after' ).type ).toBe( '' );
	expect( added( 'chunk-js' ).dataset.webpack ).toBe(
		'formation-orders:chunk-1'
	);
} );

test( 'a file that fails to load does not stop the scripts after it', () => {
	runLoader();
	drawFirstFrame();
	added( 'wp-i18n-js' ).dispatchEvent( new Event( 'error' ) );
	expect( scripts() ).not.toContain( 'view-js (held)' );
	expect( scripts() ).toContain( 'view-js' );
} );

test( 'a hidden page, which draws no frame, gets its scripts at once', () => {
	jest.spyOn( document, 'hidden', 'get' ).mockReturnValue( true );
	runLoader();
	expect( frames ).toHaveLength( 0 );
	expect( scripts() ).toContain( 'react-js' );
} );
