/**
 * The condition builder as an editor uses it (src/editor/ConditionEditor.tsx): rendered with the real
 * WordPress components, clicked and typed into.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { ConditionEditor } from '../../../src/editor/ConditionEditor';
import type { ConditionGroup } from '../../../src/editor/condition-groups';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let saved: ConditionGroup[][];
let setValue: ( value: unknown ) => void;

beforeEach( () => {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
	saved = [];
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

/** A block's attribute: what the editor saves comes back as the new value, as setAttributes does. */
function Block( { initial }: { initial: unknown } ): React.ReactElement {
	const [ value, setState ] = useState< unknown >( initial );
	setValue = ( next ) => act( () => setState( next ) );
	return (
		<ConditionEditor
			label="Shown when any of these groups holds"
			emptyText="No condition: the module is always shown."
			value={ value }
			onChange={ ( groups ) => {
				saved.push( groups );
				setState( groups );
			} }
		/>
	);
}

const render = ( initial: unknown ) =>
	act( () => root.render( <Block initial={ initial } /> ) );
const groups = () =>
	[ ...container.querySelectorAll( '.fo-conditions__group' ) ].map(
		( group ) => ( {
			legend: group.querySelector( 'legend' )?.textContent,
			rows: [
				...group.querySelectorAll< HTMLElement >(
					'.fo-conditions__row'
				),
			].map( ( row ) =>
				[ ...row.querySelectorAll( 'input' ) ].map(
					( input ) => input.value
				)
			),
		} )
	);
const button = ( name: string, within: ParentNode = container ) =>
	[ ...within.querySelectorAll( 'button' ) ].find(
		( candidate ) => candidate.textContent === name
	) as HTMLButtonElement;
const click = ( element: HTMLElement ) => act( () => element.click() );
const inputs = ( label: string ) =>
	[ ...container.querySelectorAll( 'label' ) ]
		.filter( ( element ) => element.textContent === label )
		.map(
			( element ) =>
				document.getElementById(
					element.getAttribute( 'for' ) ?? ''
				) as HTMLInputElement
		);
function type( input: HTMLInputElement, text: string ): void {
	act( () => {
		Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)?.set?.call( input, text );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
}

const byHand = [
	{
		andConditions: [
			{ fieldKey: 'isBusinessFormed', fieldVal: true },
			{
				fieldKey: 'companyInformation.entityType',
				fieldVal: [ 'Corp', 'NP Corp' ],
			},
		],
	},
	{ andConditions: [ { fieldKey: 'billingType', fieldVal: 'monthly' } ] },
];

describe( 'the condition builder', () => {
	it( 'shows a hand-written condition as written: groups, rows, booleans and lists', () => {
		render( byHand );
		expect( groups() ).toEqual( [
			{
				legend: 'Group 1',
				rows: [
					[ 'isBusinessFormed', 'true' ],
					[ 'companyInformation.entityType', 'Corp, NP Corp' ],
				],
			},
			{ legend: 'Group 2', rows: [ [ 'billingType', 'monthly' ] ] },
		] );
		expect(
			container.querySelector( '.fo-conditions__or' )?.textContent
		).toBe( 'or' );
		expect(
			container.querySelector( '.fo-conditions__and' )?.textContent
		).toBe( 'and' );
	} );

	it( 'saves nothing for a blank row, then the row once its field is typed; focus goes to the new field', () => {
		render( {} );
		expect( container.textContent ).toContain(
			'No condition: the module is always shown.'
		);
		click( button( 'Add condition' ) );
		expect( groups() ).toEqual( [
			{ legend: 'Group 1', rows: [ [ '', '' ] ] },
		] );
		expect( saved ).toEqual( [] );
		expect( container.ownerDocument.activeElement ).toBe(
			inputs( 'Field' )[ 0 ]
		);

		type( inputs( 'Field' )[ 0 ], 'taxIDSelection' );
		type( inputs( 'Value' )[ 0 ], 'ssn' );
		expect( saved.at( -1 ) ).toEqual( [
			{
				andConditions: [
					{ fieldKey: 'taxIDSelection', fieldVal: 'ssn' },
				],
			},
		] );

		// A blank second row stays on screen but out of what is saved.
		click(
			button(
				'Add condition',
				container.querySelector( '.fo-conditions__group' )!
			)
		);
		expect( groups()[ 0 ].rows ).toEqual( [
			[ 'taxIDSelection', 'ssn' ],
			[ '', '' ],
		] );
		expect( saved.at( -1 ) ).toHaveLength( 1 );
		expect( saved.at( -1 )?.[ 0 ].andConditions ).toHaveLength( 1 );
	} );

	it( 'editing one value of a hand-written condition leaves the other rows and their types as written', () => {
		render( byHand );
		type( inputs( 'Value' )[ 2 ], 'yearly' );
		expect( saved ).toEqual( [
			[
				byHand[ 0 ],
				{
					andConditions: [
						{ fieldKey: 'billingType', fieldVal: 'yearly' },
					],
				},
			],
		] );
	} );

	it( 'removing the last row of a group removes the group; removing all saves no condition', () => {
		render( byHand );
		const second = container.querySelectorAll< HTMLElement >(
			'.fo-conditions__group'
		)[ 1 ];
		click( button( 'Remove condition', second ) );
		expect( groups().map( ( group ) => group.legend ) ).toEqual( [
			'Group 1',
		] );
		expect( container.ownerDocument.activeElement ).toBe(
			button( 'Add another group' )
		);
		click( button( 'Remove group' ) );
		expect( saved.at( -1 ) ).toEqual( [] );
		expect( container.textContent ).toContain(
			'No condition: the module is always shown.'
		);
	} );

	it( 'a value changed elsewhere (undo, the code editor) replaces what is on screen', () => {
		render( {} );
		click( button( 'Add condition' ) );
		setValue( [
			{
				andConditions: [
					{ fieldKey: 'billingType', fieldVal: 'monthly' },
				],
			},
		] );
		expect( groups() ).toEqual( [
			{ legend: 'Group 1', rows: [ [ 'billingType', 'monthly' ] ] },
		] );
	} );

	it( 'compares a state with a list of the Settings page: the row saves the list instead of a value', () => {
		render( {} );
		click( button( 'Add condition' ) );
		type( inputs( 'Field' )[ 0 ], 'companyInformation.state' );
		const compare = inputs(
			'Compare'
		)[ 0 ] as unknown as HTMLSelectElement;
		expect( compare.value ).toBe( '' );
		act( () => {
			Object.getOwnPropertyDescriptor(
				HTMLSelectElement.prototype,
				'value'
			)?.set?.call( compare, 'extraStep' );
			compare.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		} );
		expect( saved.at( -1 ) ).toEqual( [
			{
				andConditions: [
					{
						fieldKey: 'companyInformation.state',
						fieldVal: '',
						stateList: 'extraStep',
					},
				],
			},
		] );
		// A row compared with a list asks for no value.
		expect( inputs( 'Value' ) ).toHaveLength( 0 );
		expect(
			[ ...compare.options ].find( ( option ) => option.selected )
				?.textContent
		).toBe( 'is a state in: States with an extra step' );
	} );
} );
