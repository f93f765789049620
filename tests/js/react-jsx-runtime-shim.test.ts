/**
 * The react-jsx-runtime stand-in WordPress < 6.6 gets (includes/react-jsx-runtime-shim.js), run as the page runs it:
 * the file evaluated against a `window` holding React, elements rendered by react-dom (development build, which
 * reports key problems through console.error).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

type Jsx = ( type: unknown, props: object, key?: string ) => React.ReactElement;
interface JsxRuntime {
	jsx: Jsx;
	jsxs: Jsx;
	Fragment: typeof React.Fragment;
}

function loadShim(): JsxRuntime {
	const code = readFileSync(
		join( __dirname, '../../includes/react-jsx-runtime-shim.js' ),
		'utf8'
	);
	const page: { React: typeof React; ReactJSXRuntime?: JsxRuntime } = {
		React,
	};

	new Function( 'window', code )( page );
	if ( ! page.ReactJSXRuntime ) {
		throw new Error( 'the shim did not define window.ReactJSXRuntime' );
	}
	return page.ReactJSXRuntime;
}

/**
 * Builds an element and renders it into a fresh container; returns its HTML and the key warnings React printed
 * (React checks keys both when an element is made and when it is rendered, so both happen while listening).
 * @param build
 */
function render( build: () => React.ReactElement ): {
	html: string;
	keyWarnings: string[];
} {
	const errors = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => undefined );
	const container = document.createElement( 'div' );
	const root = createRoot( container );
	act( () => root.render( build() ) );
	const html = container.innerHTML;
	act( () => root.unmount() );
	const keyWarnings = errors.mock.calls
		.map( ( args ) => args.map( String ).join( ' ' ) )
		.filter( ( text ) => /unique "key"/.test( text ) );
	errors.mockRestore();
	return { html, keyWarnings };
}

const { jsx, jsxs, Fragment } = loadShim();

test( 'static children (jsxs) render in order without a key warning', () => {
	const element = () =>
		jsxs( 'p', {
			className: 'price',
			children: [
				jsx( 'span', { children: 'Total' } ),
				': ',
				jsx( 'strong', { children: '$89.00' } ),
			],
		} );
	expect( render( element ) ).toEqual( {
		html: '<p class="price"><span>Total</span>: <strong>$89.00</strong></p>',
		keyWarnings: [],
	} );
} );

test( 'the key comes from the third argument, and a key in props wins as in React', () => {
	expect( jsx( 'li', { children: 'Wyoming' }, 'WY' ).key ).toBe( 'WY' );
	expect( jsx( 'li', { key: 'DE' }, 'WY' ).key ).toBe( 'DE' );
	expect( jsx( 'li', { children: 'Wyoming' }, 'WY' ).props ).toEqual( {
		children: 'Wyoming',
	} );
} );

test( 'a list built at run time with keys renders without a warning', () => {
	const states = [ 'WY', 'DE', 'NV' ];
	const element = () =>
		jsx( 'ul', {
			children: states.map( ( code ) =>
				jsx( 'li', { children: code }, code )
			),
		} );
	expect( render( element ) ).toEqual( {
		html: '<ul><li>WY</li><li>DE</li><li>NV</li></ul>',
		keyWarnings: [],
	} );
} );

test( 'a list built at run time without keys still draws the warning', () => {
	const element = () =>
		jsx( 'ul', {
			children: [ 'WY', 'DE' ].map( ( code ) =>
				jsx( 'li', { children: code } )
			),
		} );
	expect( render( element ).keyWarnings ).toHaveLength( 1 );
} );

test( 'fragments, refs and a single child pass through', () => {
	const ref = React.createRef< HTMLInputElement >();
	const element = () =>
		jsxs( Fragment, {
			children: [
				jsx( 'label', { htmlFor: 'fo-zip', children: 'ZIP code' } ),
				jsx( 'input', { id: 'fo-zip', ref } ),
			],
		} );
	const { html, keyWarnings } = render( element );
	expect( html ).toBe(
		'<label for="fo-zip">ZIP code</label><input id="fo-zip">'
	);
	expect( keyWarnings ).toEqual( [] );
} );
