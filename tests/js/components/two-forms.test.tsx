/**
 * Two order forms on one page: every DOM id is unique on the page, and every label, error link and aria
 * reference of a form points inside that same form.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { idPrefixOf } from '../../../src/components/field-id';
import { OrderForm } from '../../../src/components/OrderForm';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { afterFirstPaint } from '../support/react-root';

const REFERENCES = [
	'for',
	'aria-labelledby',
	'aria-describedby',
	'aria-controls',
];

let roots: Root[] = [];
let stores: RootStore[] = [];

beforeEach( () => {
	// A failed Submit scrolls to the error summary; jsdom has no layout to scroll.
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	window.matchMedia = ( () => ( {
		matches: false,
	} ) ) as unknown as typeof window.matchMedia;
} );

afterEach( () => {
	act( () => roots.forEach( ( root ) => root.unmount() ) );
	stores.forEach( ( store ) => store.dispose() );
	document.body.innerHTML = '';
	roots = [];
	stores = [];
} );

/** Mounts the n-th form of the page, as src/frontend.tsx does, on a single page so every step shows. */
function mountForm( position: number ): HTMLElement {
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	const store = new RootStore( testConfig( { stepMode: false } ), {
		transport: fakeTransport(),
		navigate: jest.fn(),
		idPrefix: idPrefixOf( position ),
	} );
	const root = createRoot( container );
	act( () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm />
			</StoreContext.Provider>
		)
	);
	roots.push( root );
	stores.push( store );
	return container;
}

it( 'gives each form its own ids, the first form keeping the ids of a page with one form', async () => {
	const first = mountForm( 1 );
	const second = mountForm( 2 );
	await act( settle );
	await afterFirstPaint();
	// Every field in error, so that error messages and their references are on the page too.
	act( () => {
		stores.forEach( ( store ) => store.steps.validateAll() );
	} );

	const ids = [ ...document.querySelectorAll( '[id]' ) ].map(
		( element ) => element.id
	);
	expect( ids.length ).toBeGreaterThan( 40 );
	expect(
		ids.filter( ( id, index ) => ids.indexOf( id ) !== index )
	).toEqual( [] );
	expect(
		first.querySelector( '#fo-accountInformation-email' )
	).not.toBeNull();
	expect( first.querySelector( '#fo-step-0-title' ) ).not.toBeNull();
	expect(
		second.querySelector( '#fo2-accountInformation-email' )
	).not.toBeNull();
	expect( second.querySelector( '#fo2-step-0-title' ) ).not.toBeNull();

	for ( const form of [ first, second ] ) {
		const references = REFERENCES.flatMap( ( attribute ) =>
			[ ...form.querySelectorAll( `[${ attribute }]` ) ].flatMap(
				( element ) =>
					( element.getAttribute( attribute ) ?? '' ).split( ' ' )
			)
		);
		const links = [ ...form.querySelectorAll( 'a[href^="#"]' ) ].map(
			( link ) => ( link.getAttribute( 'href' ) ?? '' ).slice( 1 )
		);
		expect( links.length ).toBeGreaterThan( 0 );
		for ( const id of [ ...references, ...links ].filter( Boolean ) ) {
			expect( {
				id,
				inForm: form.querySelector( `[id="${ id }"]` ) !== null,
			} ).toEqual( {
				id,
				inForm: true,
			} );
		}
	}
} );
