/**
 * React draws the printed form over one module per task (src/components/printed-modules.tsx): until a module is
 * drawn, the printed one stays in place with what the visitor typed and the focus; once drawn, what the visitor did
 * there reaches the drawn module's own handlers (src/printed-form.ts).
 */
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';

import {
	PrintedPart,
	PrintedPartsProvider,
	printedPart,
	useDrawnOver,
	usePrintedModule,
} from '../../src/components/printed-modules';
import {
	printedModuleName,
	takeOverPrintedForm,
	type PrintedForm,
} from '../../src/printed-form';

const PRINTED = `<form>
	<div class="fo-module fo-module--first"><input id="fo-name" name="name" value=""></div>
	<div class="fo-module fo-module--second"><input id="fo-city" name="city" value=""></div>
	<div class="fo-module fo-module--third"><input id="fo-zip" name="zip" value=""></div>
</form>`;

const FIELDS = [
	[ 'first', 'fo-name' ],
	[ 'second', 'fo-city' ],
	[ 'third', 'fo-zip' ],
];

function Field( { id, heard }: { id: string; heard: string[] } ) {
	const [ value, setValue ] = useState( '' );
	return (
		<input
			id={ id }
			value={ value }
			onChange={ ( event ) => {
				heard.push( `${ id }=${ event.target.value }` );
				setValue( event.target.value );
			} }
		/>
	);
}

function Module( {
	name,
	id,
	ordinal,
	heard,
}: {
	name: string;
	id: string;
	ordinal: number;
	heard: string[];
} ) {
	const printed = usePrintedModule( ordinal, name );
	if ( printed ) {
		return <PrintedPart node={ printed } />;
	}
	return (
		<div className={ `fo-module fo-module--${ name }` }>
			<Field id={ id } heard={ heard } />
		</div>
	);
}

function Form( {
	printed,
	heard,
	arrived,
}: {
	printed: PrintedForm;
	heard: string[];
	/** The modules whose code is here; unset: all. */
	arrived?: string[];
} ) {
	const drawing = useDrawnOver(
		printed.parts,
		printed.carryOver,
		arrived &&
			( ( node ) => arrived.includes( printedModuleName( node ) ?? '' ) )
	);
	return (
		<form>
			<PrintedPartsProvider value={ drawing }>
				{ FIELDS.map( ( [ name, id ], ordinal ) => (
					<Module
						key={ name }
						name={ name }
						id={ id }
						ordinal={ ordinal }
						heard={ heard }
					/>
				) ) }
			</PrintedPartsProvider>
		</form>
	);
}

let mount: HTMLElement;

beforeEach( () => {
	// The tasks are the timers'; the carry-over after each draw is a microtask, as in the browser.
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask' ] } );
	mount = document.createElement( 'div' );
	mount.innerHTML = PRINTED;
	document.body.appendChild( mount );
} );

afterEach( () => {
	mount.remove();
	jest.useRealTimers();
} );

const byId = ( id: string ) =>
	document.getElementById( id ) as HTMLInputElement;
const focused = () => mount.ownerDocument.activeElement;

/** Runs the next task, then what its commit queued (the carry-over, and React's answer to the events it replays). */
async function nextTask() {
	await act( async () => jest.advanceTimersByTime( 0 ) );
	await act( async () => undefined );
}

test( 'the printed modules stay in place, typed in and focused, until each is drawn; then what was typed reaches the drawn field', async () => {
	const heard: string[] = [];
	const printedCity = byId( 'fo-city' );
	printedCity.value = 'Reno';
	printedCity.focus();
	printedCity.setSelectionRange( 1, 2 );
	const printedForm = mount.querySelector( 'form' ) as HTMLFormElement;
	const printed = takeOverPrintedForm( mount ) as PrintedForm;
	expect( printed.parts ).toHaveLength( 3 );

	const root = createRoot( mount );
	await act( async () =>
		root.render( <Form printed={ printed } heard={ heard } /> )
	);
	await act( async () => printed.carryOver() );

	// React has drawn the form around the modules; all three are still the printed ones, in React's form.
	expect( printedForm.isConnected ).toBe( false );
	expect( printedCity.form?.isConnected ).toBe( true );
	expect( byId( 'fo-city' ) ).toBe( printedCity );
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		3
	);
	expect( focused() ).toBe( printedCity );

	// Then one module per task: the first.
	await nextTask();
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		2
	);
	expect( byId( 'fo-city' ) ).toBe( printedCity );
	expect( focused() ).toBe( printedCity );
	// The visitor goes on typing in a printed module meanwhile.
	byId( 'fo-zip' ).value = '89501';

	await nextTask();
	expect( byId( 'fo-city' ) ).not.toBe( printedCity );
	expect( byId( 'fo-city' ).value ).toBe( 'Reno' );
	expect( focused() ).toBe( byId( 'fo-city' ) );
	expect( [
		byId( 'fo-city' ).selectionStart,
		byId( 'fo-city' ).selectionEnd,
	] ).toEqual( [ 1, 2 ] );

	await nextTask();
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		0
	);
	expect( heard ).toEqual( [ 'fo-city=Reno', 'fo-zip=89501' ] );
	expect( byId( 'fo-zip' ).value ).toBe( '89501' );
	// Carried over once each: nothing is replayed again over what the visitor types next.
	const city = byId( 'fo-city' );
	await act( async () => {
		Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)?.set?.call( city, 'Sparks' );
		city.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
	await act( async () => printed.carryOver() );
	expect( heard ).toEqual( [
		'fo-city=Reno',
		'fo-zip=89501',
		'fo-city=Sparks',
	] );
	expect( city.value ).toBe( 'Sparks' );
	act( () => root.unmount() );
} );

test( 'a printed module whose code has not arrived stays, usable, until it has, while those after it are drawn; what the visitor typed there meanwhile reaches the drawn field', async () => {
	const heard: string[] = [];
	const printed = takeOverPrintedForm( mount ) as PrintedForm;
	expect( printed.parts.map( printedModuleName ) ).toEqual( [
		'first',
		'second',
		'third',
	] );
	const root = createRoot( mount );
	const render = ( arrived: string[] ) =>
		act( async () =>
			root.render(
				<Form printed={ printed } heard={ heard } arrived={ arrived } />
			)
		);
	// Only the first module's code came with the page.
	await render( [ 'first' ] );
	await nextTask();
	await nextTask();
	await nextTask();
	const printedCity = byId( 'fo-city' );
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		2
	);
	expect( printedCity.closest( '[data-printed-module]' ) ).not.toBe( null );
	expect( byId( 'fo-zip' ).closest( '[data-printed-module]' ) ).not.toBe(
		null
	);
	// The visitor types in the printed one meanwhile.
	printedCity.value = 'Reno';
	printedCity.focus();

	// The third's code comes first: it is drawn, the second stays printed.
	await render( [ 'first', 'third' ] );
	await nextTask();
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		1
	);
	expect( byId( 'fo-city' ) ).toBe( printedCity );
	expect( byId( 'fo-zip' ).closest( '[data-printed-module]' ) ).toBe( null );
	await nextTask();
	expect( byId( 'fo-city' ) ).toBe( printedCity );

	await render( [ 'first', 'second', 'third' ] );
	await nextTask();
	expect( byId( 'fo-city' ) ).not.toBe( printedCity );
	expect( byId( 'fo-city' ).value ).toBe( 'Reno' );
	expect( focused() ).toBe( byId( 'fo-city' ) );
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		0
	);
	expect( heard ).toEqual( [ 'fo-city=Reno' ] );
	act( () => root.unmount() );
} );

const PRINTED_WITH_PARTS = `<form>
	<nav class="fo-steps" aria-label="Order steps"><button type="button" class="fo-steps__mobile">Step 1/2</button></nav>
	<section class="fo-step">
		<div class="fo-module fo-module--first"><input id="fo-name" name="name" value=""></div>
	</section>
	<div class="fo-running-total"><button type="button" class="fo-running-total__toggle" disabled>Total $0.00</button></div>
	<div class="fo-total-bar"><button type="button" class="fo-total-bar__button" disabled>Total $0.00 View order</button></div>
</form>`;

/**
 * A form with a step indicator, a running total and a total bar around its module, drawn as OrderForm draws them:
 * the running total and the total bar once the order summary's code is here.
 */
function FormWithParts( {
	printed,
	heard,
	summaryHere,
}: {
	printed: PrintedForm;
	heard: string[];
	summaryHere: boolean;
} ) {
	const drawing = useDrawnOver(
		printed.parts,
		printed.carryOver,
		( node ) => printedModuleName( node ) !== 'order-summary' || summaryHere
	);
	const steps = printedPart( drawing, 'fo-steps' );
	const total = printedPart( drawing, 'fo-running-total' );
	const bar = printedPart( drawing, 'fo-total-bar' );
	return (
		<form>
			{ steps ? (
				<PrintedPart node={ steps } />
			) : (
				<nav className="fo-steps" aria-label="Order steps">
					<button
						type="button"
						className="fo-steps__mobile"
						data-drawn
					>
						Step 1/2
					</button>
				</nav>
			) }
			<section className="fo-step">
				<PrintedPartsProvider value={ drawing }>
					<Module
						name="first"
						id="fo-name"
						ordinal={ 0 }
						heard={ heard }
					/>
				</PrintedPartsProvider>
			</section>
			{ total ? (
				<PrintedPart node={ total } />
			) : (
				<div className="fo-running-total" data-drawn>
					<button
						type="button"
						className="fo-running-total__toggle"
						onClick={ () => heard.push( 'total pressed' ) }
					>
						Total $0.00
					</button>
				</div>
			) }
			{ bar ? (
				<PrintedPart node={ bar } />
			) : (
				<div className="fo-total-bar" data-drawn>
					<button type="button" className="fo-total-bar__button">
						Total $0.00 View order
					</button>
				</div>
			) }
		</form>
	);
}

test( "the step indicator stays printed, as the form's own child with its attributes, until React has drawn the modules; the running total and the total bar until the order summary's code is here, and a press on one meanwhile is made again then", async () => {
	mount.innerHTML = PRINTED_WITH_PARTS;
	const printedToggle = mount.querySelector( '.fo-steps__mobile' );
	const printed = takeOverPrintedForm( mount ) as PrintedForm;
	// The modules first, as the visitor starts on them, and the running total and the total bar, which wait for the
	// order summary's code; then the step indicator.
	expect( printed.parts.map( ( part ) => part.className ) ).toEqual( [
		'fo-module fo-module--first',
		'fo-running-total',
		'fo-total-bar',
		'fo-steps',
	] );
	expect( printed.parts.map( printedModuleName ) ).toEqual( [
		'first',
		'order-summary',
		'order-summary',
		null,
	] );

	const heard: string[] = [];
	const root = createRoot( mount );
	const render = ( summaryHere: boolean ) =>
		act( async () =>
			root.render(
				<FormWithParts
					printed={ printed }
					heard={ heard }
					summaryHere={ summaryHere }
				/>
			)
		);
	await render( false );
	const form = () => mount.querySelector( 'form' ) as HTMLFormElement;
	const children = () =>
		Array.from( form().children ).map( ( child ) => [
			child.tagName,
			child.className,
			child.hasAttribute( 'data-printed-module' ),
		] );
	// Styles select on the form's children (the running total stands beside the steps): the printed indicator,
	// running total and total bar keep their elements, classes and labels there.
	expect( children() ).toEqual( [
		[ 'NAV', 'fo-steps', true ],
		[ 'SECTION', 'fo-step', false ],
		[ 'DIV', 'fo-running-total', true ],
		[ 'DIV', 'fo-total-bar', true ],
	] );
	expect( mount.querySelector( 'nav' )?.getAttribute( 'aria-label' ) ).toBe(
		'Order steps'
	);
	expect( mount.querySelector( '.fo-steps__mobile' ) ).toBe( printedToggle );
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		4
	);

	// The module, then the step indicator; the running total and the total bar wait.
	await nextTask();
	expect( mount.querySelectorAll( '[data-printed-module]' ) ).toHaveLength(
		3
	);
	await nextTask();
	await nextTask();
	expect( children() ).toEqual( [
		[ 'NAV', 'fo-steps', false ],
		[ 'SECTION', 'fo-step', false ],
		[ 'DIV', 'fo-running-total', true ],
		[ 'DIV', 'fo-total-bar', true ],
	] );
	expect( mount.querySelector( '.fo-steps__mobile[data-drawn]' ) ).not.toBe(
		null
	);

	// A press on its printed button (disabled) is what fetches the code on a phone.
	mount
		.querySelector( '.fo-running-total__toggle' )
		?.dispatchEvent( new Event( 'pointerup', { bubbles: true } ) );
	await render( true );
	await nextTask();
	await nextTask();
	expect( children() ).toEqual( [
		[ 'NAV', 'fo-steps', false ],
		[ 'SECTION', 'fo-step', false ],
		[ 'DIV', 'fo-running-total', false ],
		[ 'DIV', 'fo-total-bar', false ],
	] );
	expect( mount.querySelector( '.fo-running-total[data-drawn]' ) ).not.toBe(
		null
	);
	expect( mount.querySelector( '.fo-total-bar[data-drawn]' ) ).not.toBe(
		null
	);
	expect( heard ).toEqual( [ 'total pressed' ] );
	act( () => root.unmount() );
} );
