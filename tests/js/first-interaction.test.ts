/**
 * The visitor's first press, key or focus in a form runs what the page held back until then, once.
 */
import { onFirstInteraction } from '../../src/first-interaction';

function formWithField() {
	document.body.innerHTML =
		'<form id="f"><input id="name" /><button type="button" id="go">Go</button></form><a id="outside" href="#x">x</a>';
	return document.getElementById( 'f' ) as HTMLFormElement;
}

afterEach( () => {
	document.body.innerHTML = '';
} );

it.each( [
	[
		'the pointer coming over it',
		( form: HTMLElement ) =>
			form
				.querySelector( '#go' )
				?.dispatchEvent(
					new Event( 'pointerover', { bubbles: true } )
				),
	],
	[
		'a press',
		( form: HTMLElement ) =>
			form
				.querySelector( '#go' )
				?.dispatchEvent(
					new Event( 'pointerdown', { bubbles: true } )
				),
	],
	[
		'a key',
		( form: HTMLElement ) =>
			form
				.querySelector( '#name' )
				?.dispatchEvent(
					new KeyboardEvent( 'keydown', { key: 'a', bubbles: true } )
				),
	],
	[
		'the focus arriving',
		( form: HTMLElement ) =>
			( form.querySelector( '#name' ) as HTMLInputElement ).focus(),
	],
	[
		'a value changing without a press, key or focus (autofill, assistive technology)',
		( form: HTMLElement ) =>
			form
				.querySelector( '#name' )
				?.dispatchEvent( new Event( 'change', { bubbles: true } ) ),
	],
] )( 'runs once, at %s inside the form', ( _, act ) => {
	const form = formWithField();
	const then = jest.fn();
	onFirstInteraction( form, then );
	expect( then ).not.toHaveBeenCalled();

	act( form );
	act( form );
	( form.querySelector( '#name' ) as HTMLInputElement ).focus();
	expect( then ).toHaveBeenCalledTimes( 1 );
} );

it( 'waits while the visitor does things outside the form', () => {
	const form = formWithField();
	const then = jest.fn();
	onFirstInteraction( form, then );
	const outside = document.getElementById( 'outside' ) as HTMLElement;
	outside.focus();
	outside.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
	expect( then ).not.toHaveBeenCalled();
} );

it( 'runs at once when the focus is already in the form (the visitor started on the printed form)', () => {
	const form = formWithField();
	( form.querySelector( '#name' ) as HTMLInputElement ).focus();
	const then = jest.fn();
	onFirstInteraction( form, then );
	expect( then ).toHaveBeenCalledTimes( 1 );
} );
