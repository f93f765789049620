/**
 * Every attribute of every block (blocks/<name>/block.json, found, not listed) can be set in the block's sidebar,
 * by a control with a help text: the code editor is never needed. The test does not know the controls either: it
 * uses every control the block's edit component shows, as an editor would (types into every field, ticks every
 * box, picks another option in every list, presses every "Add" button), and records which attributes each one
 * wrote.
 */
import { readdirSync, existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { registerBlockType } from '@wordpress/blocks';
import { useState } from '@wordpress/element';

jest.mock( '@wordpress/blocks', () => ( {
	registerBlockType: jest.fn(),
	getBlockTypes: jest.fn( () => [] ),
} ) );
// The sidebar of a selected block, in a plain root: the editor's data stores are not what is tested here.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props?: Record< string, unknown > ) => props ?? {},
	InspectorControls: ( { children }: { children?: React.ReactNode } ) =>
		children,
	InnerBlocks: () => null,
	// The canvas's own controls (a step's label in place, the toolbar) are not the sidebar.
	BlockControls: () => null,
	PlainText: jest.requireActual( 'react' ).forwardRef( () => null ),
	store: 'core/block-editor',
} ) );
// An order form that has its steps, so it shows its sidebar rather than asking how to start.
jest.mock( '../../../src/editor/block-editor-store', () => {
	const steps = [ { attributes: {} } ];
	return {
		blockEditor: () => ( {
			getBlocks: () => steps,
			getBlockRootClientId: () => null,
		} ),
		patternsFor: () => [],
		useBlockEditorActions: () => ( {} ),
	};
} );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const BLOCKS_DIR = join( __dirname, '../../../blocks' );

interface Metadata {
	name: string;
	attributes: Record< string, { default?: unknown } >;
}

const blockFolders = readdirSync( BLOCKS_DIR ).filter( ( folder ) =>
	existsSync( join( BLOCKS_DIR, folder, 'block.json' ) )
);
const metadataOf = ( folder: string ): Metadata =>
	JSON.parse(
		readFileSync( join( BLOCKS_DIR, folder, 'block.json' ), 'utf8' )
	);

type Attributes = Record< string, unknown >;
type EditComponent = React.ComponentType< {
	attributes: Attributes;
	setAttributes: ( next: Attributes ) => void;
} >;

/**
 * The block's edit component: its edit.tsx's, or what its editor registration hands to WordPress (the modules,
 * registered by src/editor/register-module-block.tsx).
 */
function editOf( folder: string, name: string ): EditComponent {
	if ( existsSync( join( BLOCKS_DIR, folder, 'edit.tsx' ) ) ) {
		const exported = require( `../../../blocks/${ folder }/edit` );
		const edit = Object.keys( exported ).find( ( key ) =>
			key.endsWith( 'Edit' )
		);
		expect( edit ).toBeDefined();
		return exported[ edit as string ] as EditComponent;
	}
	const register = registerBlockType as jest.Mock;
	register.mockClear();
	require( `../../../blocks/${ folder }/index` );
	const call = register.mock.calls.find( ( [ named ] ) => named === name );
	expect( call ).toBeDefined();
	return call[ 1 ].edit as EditComponent;
}

/** The block as the editor holds it: attributes in state, each write applied and reported. */
function Harness( {
	Edit,
	initial,
	onWrite,
}: {
	Edit: EditComponent;
	initial: Attributes;
	onWrite: ( keys: string[] ) => void;
} ): React.ReactElement {
	const [ attributes, setAttributes ] = useState( initial );
	return (
		<Edit
			attributes={ attributes }
			setAttributes={ ( next ) => {
				onWrite( Object.keys( next ) );
				setAttributes( ( current ) => ( { ...current, ...next } ) );
			} }
		/>
	);
}

const setNativeValue = ( element: HTMLElement, value: string ) => {
	const prototype = Object.getPrototypeOf( element );
	Object.getOwnPropertyDescriptor( prototype, 'value' )?.set?.call(
		element,
		value
	);
};

/** A value the control does not hold yet, that the business's parsers keep (state codes, digits, paths). */
const typedValue = ( element: HTMLInputElement | HTMLTextAreaElement ) =>
	element.type === 'number'
		? String( Number( element.value || 0 ) + 7 )
		: `${ element.value }DE 305 companyInformation.state`.slice( -60 );

/** One use of a control; its description is the help text a screen reader reads with it. */
function use( element: HTMLElement ): void {
	if ( element instanceof HTMLInputElement ) {
		if ( element.type === 'checkbox' || element.type === 'radio' ) {
			element.click();
			return;
		}
		setNativeValue( element, typedValue( element ) );
		element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		return;
	}
	if ( element instanceof HTMLTextAreaElement ) {
		setNativeValue( element, typedValue( element ) );
		element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		return;
	}
	if ( element instanceof HTMLSelectElement ) {
		const options = Array.from( element.options );
		if ( element.multiple ) {
			options[ 0 ].selected = ! options[ 0 ].selected;
		} else {
			const other = options.find(
				( option ) => option.value !== element.value
			);
			if ( other ) {
				element.value = other.value;
			}
		}
		element.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		return;
	}
	element.click();
}

const helpTextOf = ( element: HTMLElement ): string =>
	( element.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
		.join( ' ' )
		.trim();

/** The sidebar's controls, apart from those that take something away or close something. */
const controlsIn = ( container: HTMLElement ): HTMLElement[] =>
	Array.from(
		container.querySelectorAll< HTMLElement >(
			'input, textarea, select, button'
		)
	).filter(
		( element ) =>
			! element.closest( '[inert], .components-disabled' ) &&
			// An open panel stays open.
			element.getAttribute( 'aria-expanded' ) !== 'true' &&
			! (
				element instanceof HTMLButtonElement &&
				/remove|delete/i.test(
					`${ element.textContent } ${ element.getAttribute(
						'aria-label'
					) }`
				)
			)
	);

let container: HTMLDivElement;
let root: Root;

beforeEach( () => {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

describe.each( blockFolders )( 'block %s', ( folder ) => {
	const metadata = metadataOf( folder );

	it( 'has a sidebar control with a help text for every attribute of its block.json', () => {
		const Edit = editOf( folder, metadata.name );
		const initial = Object.fromEntries(
			Object.entries( metadata.attributes ).map( ( [ key, schema ] ) => [
				key,
				schema.default,
			] )
		);
		/** Attribute → whether one of the controls that wrote it has a help text. */
		const written = new Map< string, boolean >();
		let lastWrite: string[] = [];
		act( () =>
			root.render(
				<Harness
					Edit={ Edit }
					initial={ initial }
					onWrite={ ( keys ) => lastWrite.push( ...keys ) }
				/>
			)
		);
		// Some controls appear once another is used ("Add condition" shows a row's fields): three rounds.
		for ( let round = 0; round < 3; round++ ) {
			for ( const control of controlsIn( container ) ) {
				if ( ! control.isConnected ) {
					continue;
				}
				lastWrite = [];
				act( () => use( control ) );
				const help = helpTextOf( control ) !== '';
				for ( const key of lastWrite ) {
					written.set( key, ( written.get( key ) ?? false ) || help );
				}
			}
		}

		const attributes = Object.keys( metadata.attributes ).sort();
		expect( attributes.filter( ( key ) => ! written.has( key ) ) ).toEqual(
			[]
		);
		expect(
			attributes.filter( ( key ) => written.get( key ) === false )
		).toEqual( [] );
	} );
} );
