/**
 * The Products panel's controls for the keys that used to need the code editor: `company` (double LLC),
 * `config.affiliate_code_toggle` (a primary bundle that asks for an affiliate code) and `vehicleTypes`. Rendered
 * through the real panel and WordPress components; what a click saves is what setAttributes receives.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { ProductsPanel } from '../../../src/editor/ProductsPanel';
import { vehicleTypesAfter } from '../../../src/editor/ProductScopeFields';

jest.mock( '@wordpress/block-editor', () => ( {
	InspectorControls: ( { children }: { children?: React.ReactNode } ) =>
		children,
} ) );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let saved: Array< Record< string, unknown >[] >;

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

function Block( { initial }: { initial: Record< string, unknown >[] } ) {
	const [ attributes, setState ] = useState< Record< string, unknown > >( {
		products: initial,
	} );
	return (
		<ProductsPanel
			attributes={ attributes }
			setAttributes={ ( next ) => {
				saved.push( next.products as Record< string, unknown >[] );
				setState( { ...attributes, ...next } );
			} }
		/>
	);
}

function open( initial: Record< string, unknown >[] ) {
	act( () => root.render( <Block initial={ initial } /> ) );
	const button = ( text: string ) =>
		[ ...container.querySelectorAll( 'button' ) ].find(
			( element ) => element.textContent === text
		);
	act( () => button( 'Products' )?.click() );
	const edit = [ ...container.querySelectorAll( 'button' ) ].find(
		( button ) => button.textContent === 'Edit'
	);
	act( () => edit?.click() );
}

const controlLabelled = < T extends HTMLElement >( text: string ): T => {
	const label = [ ...container.querySelectorAll( 'label' ) ].find(
		( element ) => element.textContent === text
	);
	if ( ! label ) {
		throw new Error( `no control labelled ${ text }` );
	}
	return document.getElementById( label.htmlFor ) as T;
};

const helpOf = ( control: HTMLElement ) =>
	control
		.getAttribute( 'aria-describedby' )
		?.split( ' ' )
		.map( ( id ) => document.getElementById( id )?.textContent )
		.join( ' ' ) ?? '';

const lastSaved = () => saved[ saved.length - 1 ][ 0 ];

function choose( select: HTMLSelectElement, value: string ) {
	act( () => {
		const setter = Object.getOwnPropertyDescriptor(
			HTMLSelectElement.prototype,
			'value'
		)?.set;
		setter?.call( select, value );
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );
}

describe( 'Filed for (company)', () => {
	it( 'stores "second" for the second company and removes the key for the company', () => {
		open( [ { saveAs: 'secondFormation', category: 'llc-formation' } ] );
		const select = controlLabelled< HTMLSelectElement >( 'Filed for' );
		expect( select.value ).toBe( '' );
		expect( helpOf( select ) ).toContain( 'double LLC' );

		choose( select, 'second' );
		expect( lastSaved() ).toEqual( {
			saveAs: 'secondFormation',
			category: 'llc-formation',
			company: 'second',
		} );
		choose( select, '' );
		expect( lastSaved() ).toEqual( {
			saveAs: 'secondFormation',
			category: 'llc-formation',
		} );
	} );

	it( 'shows a stored second company', () => {
		open( [
			{
				saveAs: 'secondFormation',
				category: 'llc-formation',
				company: 'second',
			},
		] );
		expect(
			controlLabelled< HTMLSelectElement >( 'Filed for' ).value
		).toBe( 'second' );
	} );
} );

describe( 'Ask for an affiliate code (config.affiliate_code_toggle)', () => {
	it( 'is offered for a bundle and saved in its config, next to the config it already had', () => {
		open( [
			{
				saveAs: 'primaryBundle',
				category: 'bundle',
				isBundle: true,
				config: { fieldTriggerToggle: false },
			},
		] );
		const toggle = controlLabelled< HTMLInputElement >(
			'Ask for an affiliate code'
		);
		expect( toggle.checked ).toBe( false );
		expect( helpOf( toggle ) ).toContain( 'affiliate code' );

		act( () => toggle.click() );
		expect( lastSaved().config ).toEqual( {
			fieldTriggerToggle: false,
			affiliate_code_toggle: true,
		} );
		act( () =>
			controlLabelled< HTMLInputElement >(
				'Ask for an affiliate code'
			).click()
		);
		expect( lastSaved().config ).toEqual( { fieldTriggerToggle: false } );
	} );

	it( 'is not offered for a product that is no bundle and has no such setting', () => {
		open( [ { saveAs: 'corporateBook', category: 'corporate-book' } ] );
		expect( () =>
			controlLabelled( 'Ask for an affiliate code' )
		).toThrow();
	} );
} );

describe( 'Vehicle types (vehicleTypes)', () => {
	it( 'ticks and unticks types, kept in the business’s order, and keeps the product’s other keys', () => {
		open( [
			{
				saveAs: 'luxuryTax',
				category: 'vehicle-luxury-tax',
				product_id: 4210,
				vehicleTypes: [ 'motor-home' ],
			},
		] );
		const motorHome = controlLabelled< HTMLInputElement >( 'Motor Home' );
		expect( motorHome.checked ).toBe( true );
		expect(
			controlLabelled< HTMLInputElement >( 'Car/Truck' ).checked
		).toBe( false );

		act( () => controlLabelled< HTMLInputElement >( 'Car/Truck' ).click() );
		expect( lastSaved() ).toEqual( {
			saveAs: 'luxuryTax',
			category: 'vehicle-luxury-tax',
			product_id: 4210,
			vehicleTypes: [ 'car-truck', 'motor-home' ],
		} );
		act( () =>
			controlLabelled< HTMLInputElement >( 'Motor Home' ).click()
		);
		act( () => controlLabelled< HTMLInputElement >( 'Car/Truck' ).click() );
		expect( lastSaved() ).toEqual( {
			saveAs: 'luxuryTax',
			category: 'vehicle-luxury-tax',
			product_id: 4210,
		} );
	} );

	it( 'is offered for vehicle categories only', () => {
		open( [ { saveAs: 'registeredAgent', category: 'registered-agent' } ] );
		expect( () => controlLabelled( 'Boat' ) ).toThrow();
	} );

	it.each( [
		[ [], 'boat', true, [ 'boat' ] ],
		[ [ 'boat' ], 'car-truck', true, [ 'car-truck', 'boat' ] ],
		[ [ 'car-truck', 'boat' ], 'boat', false, [ 'car-truck' ] ],
		[ [ 'boat' ], 'boat', false, undefined ],
	] )( '%j, %s ticked %s → %j', ( current, type, on, expected ) => {
		expect( vehicleTypesAfter( current as string[], type, on ) ).toEqual(
			expected
		);
	} );
} );
