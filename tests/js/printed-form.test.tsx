/**
 * The script's takeover of the form the server printed: what the visitor typed, chose and ticked before it ran
 * reaches the form's own handlers, the focus and the caret stay, and untouched fields keep what the form restored.
 */
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';

import {
	printedStepCounts,
	takeOverPrintedForm,
	type PrintedForm,
} from '../../src/printed-form';

const PRINTED = `<form>
	<input id="fo-name" name="name" value="">
	<input id="fo-city" name="city" value="">
	<select id="fo-state" name="state"><option value="" selected>Choose</option><option value="CA">California</option></select>
	<input id="fo-news" name="news" type="checkbox">
</form>`;

/** A form like ours: controlled fields, the city restored from the browser's storage. */
function Form( { heard }: { heard: string[] } ): React.ReactElement {
	const [ values, setValues ] = useState( {
		name: '',
		city: 'Restored City',
		state: '',
		news: false,
	} );
	const change = ( name: string, value: string | boolean ) => {
		heard.push( `${ name }=${ value }` );
		setValues( ( current ) => ( { ...current, [ name ]: value } ) );
	};
	return (
		<form>
			<input
				id="fo-name"
				name="name"
				value={ values.name }
				onChange={ ( event ) => change( 'name', event.target.value ) }
				onBlur={ () => heard.push( 'left name' ) }
			/>
			<input
				id="fo-city"
				name="city"
				value={ values.city }
				onChange={ ( event ) => change( 'city', event.target.value ) }
			/>
			<select
				id="fo-state"
				name="state"
				value={ values.state }
				onChange={ ( event ) => change( 'state', event.target.value ) }
				onBlur={ () => heard.push( 'left state' ) }
			>
				<option value="">Choose</option>
				<option value="CA">California</option>
			</select>
			<input
				id="fo-news"
				name="news"
				type="checkbox"
				checked={ values.news }
				onChange={ ( event ) => change( 'news', event.target.checked ) }
			/>
		</form>
	);
}

let mount: HTMLElement;

beforeEach( () => {
	mount = document.createElement( 'div' );
	mount.innerHTML = PRINTED;
	document.body.appendChild( mount );
} );

afterEach( () => mount.remove() );

const byId = ( id: string ) =>
	document.getElementById( id ) as HTMLInputElement;

async function drawAndTakeOver( takeOver: () => void ) {
	const root = createRoot( mount );
	await act( async () => root.render( <Form heard={ heard } /> ) );
	await act( async () => takeOver() );
	return root;
}

let heard: string[];

beforeEach( () => {
	heard = [];
} );

test( 'typed text, a chosen option and a ticked box reach the drawn form through its own handlers; the caret stays', async () => {
	byId( 'fo-name' ).value = 'Acme LLC';
	( document.getElementById( 'fo-state' ) as HTMLSelectElement ).value = 'CA';
	byId( 'fo-news' ).checked = true;
	byId( 'fo-name' ).focus();
	byId( 'fo-name' ).setSelectionRange( 2, 4 );
	const takeOver = takeOverPrintedForm( mount );
	expect( takeOver ).not.toBeNull();

	const root = await drawAndTakeOver( ( takeOver as PrintedForm ).carryOver );

	// The state was chosen and left, so it is left again; the visitor is still in the name.
	expect( heard ).toEqual( [
		'name=Acme LLC',
		'state=CA',
		'left state',
		'news=true',
	] );
	expect( byId( 'fo-name' ).value ).toBe( 'Acme LLC' );
	expect(
		( document.getElementById( 'fo-state' ) as HTMLSelectElement ).value
	).toBe( 'CA' );
	expect( byId( 'fo-news' ).checked ).toBe( true );
	expect( mount.ownerDocument.activeElement ).toBe( byId( 'fo-name' ) );
	expect( [
		byId( 'fo-name' ).selectionStart,
		byId( 'fo-name' ).selectionEnd,
	] ).toEqual( [ 2, 4 ] );
	act( () => root.unmount() );
} );

test( 'a field the visitor did not touch keeps the value the form restored', async () => {
	byId( 'fo-name' ).value = 'Acme LLC';
	const takeOver = takeOverPrintedForm( mount );

	const root = await drawAndTakeOver( ( takeOver as PrintedForm ).carryOver );

	expect( heard ).toEqual( [ 'name=Acme LLC', 'left name' ] );
	expect( byId( 'fo-city' ).value ).toBe( 'Restored City' );
	act( () => root.unmount() );
} );

test( 'the focus moved after the script started is the one kept', async () => {
	byId( 'fo-name' ).focus();
	const takeOver = takeOverPrintedForm( mount );
	byId( 'fo-city' ).focus();

	const root = await drawAndTakeOver( ( takeOver as PrintedForm ).carryOver );

	expect( mount.ownerDocument.activeElement ).toBe( byId( 'fo-city' ) );
	act( () => root.unmount() );
} );

/** A form whose fields show a change a moment after it, as our observer components do on a busy page. */
function LateForm(): React.ReactElement {
	const [ values, setValues ] = useState( { name: '', city: '' } );
	const change = ( name: string, value: string ) =>
		setTimeout(
			() =>
				setValues( ( current ) => ( { ...current, [ name ]: value } ) ),
			20
		);
	return (
		<form>
			<input
				id="fo-name"
				value={ values.name }
				onChange={ ( event ) => change( 'name', event.target.value ) }
				onBlur={ () => heard.push( 'left name' ) }
			/>
			<input
				id="fo-city"
				value={ values.city }
				onChange={ ( event ) => change( 'city', event.target.value ) }
			/>
		</form>
	);
}

test( 'a late redraw of the field typed in before the takeover does not take the focus from the next field', async () => {
	byId( 'fo-name' ).value = 'Acme LLC';
	byId( 'fo-name' ).focus();
	const takeOver = takeOverPrintedForm( mount ) as PrintedForm;
	const root = createRoot( mount );
	await act( async () => root.render( <LateForm /> ) );
	act( () => takeOver.carryOver() );
	expect( mount.ownerDocument.activeElement ).toBe( byId( 'fo-name' ) );

	// The visitor goes on to the next field before the form has drawn the replayed name.
	byId( 'fo-city' ).focus();
	await act( () => new Promise( ( resolve ) => setTimeout( resolve, 60 ) ) );

	expect( byId( 'fo-name' ).value ).toBe( 'Acme LLC' );
	expect( mount.ownerDocument.activeElement ).toBe( byId( 'fo-city' ) );
	act( () => root.unmount() );
} );

test( 'nothing printed, nothing to take over', () => {
	mount.innerHTML = '<p>Loading the order form…</p>';
	expect( takeOverPrintedForm( mount ) ).toBeNull();
} );

test( "the printed step indicator's counts are read back step by step, a step without a count as none", () => {
	const form = document.createElement( 'form' );
	form.innerHTML = `<nav class="fo-steps"><ol>
		<li class="fo-steps__item current"><button><span class="fo-steps__label">Company</span><span class="fo-steps__count" data-valid="1" data-total="3">1/3 fields complete</span></button></li>
		<li class="fo-steps__item"><button><span class="fo-steps__label">Review</span></button></li>
		<li class="fo-steps__item"><button><span class="fo-steps__label">Payment</span><span class="fo-steps__count" data-valid="x" data-total="6">0/6 fields complete</span></button></li>
	</ol></nav>`;
	expect( printedStepCounts( form ) ).toEqual( [
		{ label: 'Company', valid: 1, total: 3 },
		{ label: 'Review', valid: 0, total: 0 },
		{ label: 'Payment', valid: 0, total: 6 },
	] );
	expect( printedStepCounts( document.createElement( 'form' ) ) ).toEqual(
		[]
	);
} );
