/**
 * What the page sends when the server asks it for a form's first view, and only when the page was opened for it.
 */
import {
	CAPTURE_QUERY,
	captureRequestOf,
	firstViewOf,
} from '../../src/first-view-request';

const ASKED = JSON.stringify( {
	key: 'a'.repeat( 32 ),
	url: 'https://example.test/wp-json/formation-orders/v1/first-views',
	nonce: 'n0nce',
} );

function wrapperAsking( asked: string | null ): HTMLElement {
	const wrapper = document.createElement( 'div' );
	if ( asked !== null ) {
		wrapper.setAttribute( 'data-formation-orders-first-view', asked );
	}
	return wrapper;
}

describe( 'captureRequestOf', () => {
	it( 'answers the server only on a page opened to draw its first views', () => {
		expect(
			captureRequestOf( wrapperAsking( ASKED ), {
				search: `?${ CAPTURE_QUERY }=1`,
			} )
		).toEqual( JSON.parse( ASKED ) );
		// An editor's ordinary visit keeps the form they were filling in.
		expect(
			captureRequestOf( wrapperAsking( ASKED ), { search: '' } )
		).toBeNull();
	} );

	it( 'asks nothing where the server asked nothing or asked in a form it does not use', () => {
		const search = `?${ CAPTURE_QUERY }=1`;
		expect(
			captureRequestOf( wrapperAsking( null ), { search } )
		).toBeNull();
		expect(
			captureRequestOf( wrapperAsking( '{not json' ), { search } )
		).toBeNull();
		expect(
			captureRequestOf( wrapperAsking( '{"key":"k","url":7}' ), {
				search,
			} )
		).toBeNull();
	} );
} );

describe( 'firstViewOf', () => {
	it( 'writes what each control shows into its markup and disables every button', () => {
		const mount = document.createElement( 'div' );
		mount.innerHTML = `<form>
			<input id="name">
			<input id="tick" type="checkbox">
			<select id="state"><option value="">Choose</option><option value="DE">Delaware</option></select>
			<textarea id="notes"></textarea>
			<button type="submit">Continue</button>
		</form>`;
		// React sets these as properties, which serialising the markup alone would lose.
		( mount.querySelector( '#name' ) as HTMLInputElement ).value = 'Ada';
		( mount.querySelector( '#tick' ) as HTMLInputElement ).checked = true;
		( mount.querySelector( '#state' ) as HTMLSelectElement ).value = 'DE';
		( mount.querySelector( '#notes' ) as HTMLTextAreaElement ).value =
			'Hello';

		const printed = document.createElement( 'div' );
		printed.innerHTML = firstViewOf( mount );

		expect(
			printed.querySelector( '#name' )?.getAttribute( 'value' )
		).toBe( 'Ada' );
		expect(
			printed.querySelector( '#tick' )?.hasAttribute( 'checked' )
		).toBe( true );
		expect(
			printed
				.querySelector( 'option[value="DE"]' )
				?.hasAttribute( 'selected' )
		).toBe( true );
		expect(
			printed
				.querySelector( 'option[value=""]' )
				?.hasAttribute( 'selected' )
		).toBe( false );
		expect( printed.querySelector( '#notes' )?.textContent ).toBe(
			'Hello'
		);
		expect(
			printed.querySelector( 'button' )?.hasAttribute( 'disabled' )
		).toBe( true );
		// The live form is left as it was.
		expect(
			mount.querySelector( 'button' )?.hasAttribute( 'disabled' )
		).toBe( false );
	} );
} );
