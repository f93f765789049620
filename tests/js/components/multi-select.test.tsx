import { act, useState } from 'react';

import {
	MultiSelect,
	OPTIONS_LIMIT,
	type MultiSelectGroup,
} from '../../../src/components/MultiSelect';
import { reactRootPerTest } from '../support/react-root';

const page = reactRootPerTest();

const STATES: MultiSelectGroup[] = [
	{
		label: 'States',
		options: [
			{ value: 'CA', label: 'California', detail: '$149.00' },
			{ value: 'DE', label: 'Delaware', detail: '$50.00' },
			{ value: 'NY', label: 'New York', detail: '$149.00' },
		],
	},
	{
		label: 'US Territories',
		options: [ { value: 'PR', label: 'Puerto Rico', detail: '$99.00' } ],
	},
];

/** The multiselect as a page holds it: the chosen values in state, in the order chosen. */
function Picker( {
	groups = STATES,
	max = 0,
	initial = [],
}: {
	groups?: MultiSelectGroup[];
	max?: number;
	initial?: string[];
} ) {
	const [ selected, setSelected ] = useState< string[] >( initial );
	return (
		<>
			<p id="states-label">States</p>
			<MultiSelect
				id="states"
				labelledBy="states-label"
				groups={ groups }
				selected={ selected }
				max={ max }
				onToggle={ ( value, chosen ) =>
					setSelected( ( now ) =>
						chosen
							? [ ...now, value ]
							: now.filter( ( item ) => item !== value )
					)
				}
			/>
		</>
	);
}

function draw( element: React.ReactElement ) {
	act( () => page.root.render( element ) );
	return page.container.querySelector< HTMLInputElement >( '#states' )!;
}

function type( input: HTMLInputElement, value: string ) {
	act( () => {
		const setter = Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)?.set;
		setter?.call( input, value );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

function press( input: HTMLInputElement, key: string ) {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
	} );
	act( () => {
		input.dispatchEvent( event );
	} );
	return event;
}

const optionNames = () =>
	Array.from(
		page.container.querySelectorAll( '[role="option"]' ),
		( option ) => option.textContent
	);
const chips = () =>
	Array.from(
		page.container.querySelectorAll( '.fo-multiselect__chip-label' ),
		( chip ) => chip.textContent
	);
const note = () =>
	page.container.querySelector( '.fo-multiselect__note' )?.textContent;
const popup = () =>
	page.container.querySelector< HTMLElement >( '.fo-multiselect__popup' )!;

describe( 'the multiselect', () => {
	it( 'is a combobox over a multi-select list box, closed until the visitor types or opens it', () => {
		const input = draw( <Picker /> );
		expect( input.getAttribute( 'role' ) ).toBe( 'combobox' );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( input.getAttribute( 'aria-labelledby' ) ).toBe(
			'states-label'
		);
		const list = page.container.querySelector( '[role="listbox"]' )!;
		expect( input.getAttribute( 'aria-controls' ) ).toBe( list.id );
		expect( list.getAttribute( 'aria-multiselectable' ) ).toBe( 'true' );
		expect( popup().hidden ).toBe( true );

		press( input, 'ArrowDown' );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( popup().hidden ).toBe( false );
		expect(
			Array.from(
				list.querySelectorAll( '[role="group"]' ),
				( group ) =>
					document.getElementById(
						group.getAttribute( 'aria-labelledby' )!
					)?.textContent
			)
		).toEqual( [ 'States', 'US Territories' ] );
		expect( optionNames() ).toEqual( [
			'California $149.00',
			'Delaware $50.00',
			'New York $149.00',
			'Puerto Rico $99.00',
		] );
	} );

	it( 'narrows the list by what is typed (a name or a code), and says when nothing matches', () => {
		const input = draw( <Picker /> );
		type( input, 'new' );
		expect( optionNames() ).toEqual( [ 'New York $149.00' ] );
		type( input, 'de' );
		expect( optionNames() ).toEqual( [ 'Delaware $50.00' ] );
		type( input, 'pr' );
		expect( optionNames() ).toEqual( [ 'Puerto Rico $99.00' ] );
		type( input, 'Ontario' );
		expect( optionNames() ).toEqual( [] );
		expect( note() ).toBe(
			'No elements found. Consider changing the search query.'
		);
	} );

	it( 'chooses with the arrow keys and Enter, without sending the form, and shows the choice as a chip', () => {
		const input = draw( <Picker /> );
		press( input, 'ArrowDown' );
		press( input, 'ArrowDown' );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBe(
			'states-option-DE'
		);
		const enter = press( input, 'Enter' );
		expect( enter.defaultPrevented ).toBe( true );
		expect( chips() ).toEqual( [ 'Delaware' ] );
		expect(
			document
				.getElementById( 'states-option-DE' )
				?.getAttribute( 'aria-selected' )
		).toBe( 'true' );
		// Enter on the chosen option unchooses it.
		press( input, 'Enter' );
		expect( chips() ).toEqual( [] );
		// Closed, Enter is the form's again.
		press( input, 'Escape' );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( press( input, 'Enter' ).defaultPrevented ).toBe( false );
	} );

	it( 'a click chooses, the search is cleared for the next one, and chips keep the order chosen', () => {
		const input = draw( <Picker /> );
		type( input, 'york' );
		act( () =>
			document
				.getElementById( 'states-option-NY' )!
				.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) )
		);
		expect( input.value ).toBe( '' );
		act( () =>
			document
				.getElementById( 'states-option-CA' )!
				.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) )
		);
		expect( chips() ).toEqual( [ 'New York', 'California' ] );
	} );

	it( 'a chip’s button removes it, and Backspace in the empty search removes the last one', () => {
		const input = draw( <Picker initial={ [ 'CA', 'NY', 'PR' ] } /> );
		const remove = page.container.querySelector< HTMLButtonElement >(
			'button[aria-label="Remove New York"]'
		)!;
		expect( remove.type ).toBe( 'button' );
		act( () => remove.click() );
		expect( chips() ).toEqual( [ 'California', 'Puerto Rico' ] );
		press( input, 'Backspace' );
		expect( chips() ).toEqual( [ 'California' ] );
		type( input, 'x' );
		press( input, 'Backspace' );
		expect( chips() ).toEqual( [ 'California' ] );
	} );

	it( 'at the maximum says so, and refuses another option until one is removed', () => {
		const input = draw( <Picker max={ 2 } initial={ [ 'CA', 'DE' ] } /> );
		press( input, 'ArrowDown' );
		expect( note() ).toBe(
			'Maximum of 2 options selected. First remove a selected option to select another.'
		);
		expect(
			document
				.getElementById( 'states-option-NY' )
				?.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		act( () =>
			document
				.getElementById( 'states-option-NY' )!
				.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) )
		);
		expect( chips() ).toEqual( [ 'California', 'Delaware' ] );
		act( () =>
			document
				.getElementById( 'states-option-DE' )!
				.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) )
		);
		expect( note() ).toBeUndefined();
		act( () =>
			document
				.getElementById( 'states-option-NY' )!
				.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) )
		);
		expect( chips() ).toEqual( [ 'California', 'New York' ] );
	} );

	it( 'says when there is nothing to choose', () => {
		const input = draw( <Picker groups={ [] } /> );
		press( input, 'ArrowDown' );
		expect( note() ).toBe( 'List is empty.' );
	} );

	it( `draws at most ${ OPTIONS_LIMIT } options of a longer list`, () => {
		const many: MultiSelectGroup[] = [
			{
				label: 'Many',
				options: Array.from(
					{ length: OPTIONS_LIMIT + 200 },
					( _, i ) => ( {
						value: `V${ i }`,
						label: `Option ${ i }`,
					} )
				),
			},
		];
		const input = draw( <Picker groups={ many } /> );
		press( input, 'ArrowDown' );
		expect( optionNames() ).toHaveLength( OPTIONS_LIMIT );
		// A search reaches the options past the limit.
		type( input, 'Option 1150' );
		expect( optionNames() ).toEqual( [ 'Option 1150' ] );
	} );
} );
