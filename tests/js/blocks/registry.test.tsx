/**
 * Adding a module is one block folder: these tests find the folders themselves (blocks/<name>/block.json)
 * and check each against the pieces that make a module work, so no list of modules exists to be kept.
 */
import { readdirSync, existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { registerBlockType } from '@wordpress/blocks';

import { OrderForm } from '../../../src/components/OrderForm';
import type { BlockMetadata } from '../../../src/modules/attributes';
import type { AnyModuleDefinition } from '../../../src/modules/module-definition';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { parseRules, validateField } from '../../../src/validation/validate';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { madeUpPath } from '../support/made-up-path';

jest.mock( '@wordpress/blocks', () => ( {
	registerBlockType: jest.fn(),
	getBlockTypes: jest.fn( () => [] ),
} ) );
// The editor's own data stores are not what is tested here: the block's edit component is, in a plain root.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props?: Record< string, unknown > ) => props ?? {},
	InspectorControls: ( { children }: { children?: React.ReactNode } ) =>
		children,
	InnerBlocks: () => null,
} ) );

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

// A module may look something up as it mounts (the domain step's featured TLDs): every lookup answers an
// empty list here, as the test is about rendering, not about the lookups' failures (logged only).
global.fetch = jest.fn( async () => ( {
	ok: true,
	status: 200,
	json: async () => ( { result: [] } ),
} ) ) as unknown as typeof fetch;

const BLOCKS_DIR = join( __dirname, '../../../blocks' );
const FORM_STEP = 'formation-orders/form-step';

interface FolderMetadata extends BlockMetadata {
	parent?: string[];
}

const metadataOf = ( folder: string ): FolderMetadata =>
	JSON.parse(
		readFileSync( join( BLOCKS_DIR, folder, 'block.json' ), 'utf8' )
	);

const blockFolders = readdirSync( BLOCKS_DIR ).filter( ( folder ) =>
	existsSync( join( BLOCKS_DIR, folder, 'block.json' ) )
);
const moduleFolders = blockFolders.filter( ( folder ) =>
	( metadataOf( folder ).parent ?? [] ).includes( FORM_STEP )
);

const definitionOf = ( folder: string ): AnyModuleDefinition =>
	require( `../../../blocks/${ folder }/module` ).default;

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

describe( 'the block folders', () => {
	it( 'are found: the order form, the form step and the eleven modules at least', () => {
		expect( blockFolders ).toEqual(
			expect.arrayContaining( [ 'order-form', 'form-step' ] )
		);
		expect( moduleFolders.length ).toBeGreaterThanOrEqual( 11 );
	} );

	it.each( blockFolders )(
		'%s: the folder is named after its block',
		( folder ) => {
			expect( metadataOf( folder ).name ).toBe(
				`formation-orders/${ folder }`
			);
		}
	);
} );

describe.each( moduleFolders )( 'module %s', ( folder ) => {
	const metadata = metadataOf( folder );
	const definition = definitionOf( folder );

	it( 'reads every attribute of its block.json, defaults from block.json', () => {
		const attributes = definition.attributes( {} ) as Record<
			string,
			unknown
		>;
		expect( Object.keys( attributes ).sort() ).toEqual(
			Object.keys( metadata.attributes ).sort()
		);
		for ( const [ key, schema ] of Object.entries( metadata.attributes ) ) {
			expect( attributes[ key ] ).toEqual( schema.default );
		}
	} );

	it( 'keeps a valid value and puts the default in place of one of the wrong type', () => {
		const attributes = definition.attributes( {
			helpText: 'Why we ask',
			condition: 'not a condition',
		} );
		expect( attributes.helpText ).toBe( 'Why we ask' );
		expect( attributes.condition ).toEqual( {} );
	} );

	it( 'registers its block with the editor, which previews it', () => {
		const register = registerBlockType as jest.Mock;
		register.mockClear();

		require( `../../../blocks/${ folder }/index` );
		expect( register ).toHaveBeenCalledTimes( 1 );
		const [ name, settings ] = register.mock.calls[ 0 ];
		expect( name ).toBe( metadata.name );
		const Edit = settings.edit as React.ComponentType< {
			attributes: Record< string, unknown >;
			setAttributes: () => void;
		} >;
		act( () =>
			root.render(
				<Edit attributes={ {} } setAttributes={ () => undefined } />
			)
		);
		expect(
			container.querySelector( `.fo-module--${ folder }` )
		).not.toBeNull();
	} );

	it( 'renders on the page, with an input for each field it validates', async () => {
		const store = new RootStore(
			testConfig( {
				stepMode: false,
				steps: [
					{
						key: 'only',
						label: 'Only step',
						// As PHP prints it: block.json's defaults applied.
						modules: [
							{
								name: folder,
								attributes: Object.fromEntries(
									Object.entries( metadata.attributes ).map(
										( [ key, schema ] ) => [
											key,
											schema.default,
										]
									)
								),
							},
						],
					},
				],
			} ),
			{ transport: fakeTransport(), navigate: jest.fn() }
		);
		act( () =>
			root.render(
				<StoreContext.Provider value={ store }>
					<OrderForm />
				</StoreContext.Provider>
			)
		);
		// What the module offers may wait for the products (the multi-state picker's states).
		await act( settle );
		expect(
			container.querySelector( `.fo-module--${ folder }` )
		).not.toBeNull();
		const [ step ] = store.steps.steps;
		const fields = store.steps.fieldsOfStep( step );
		// A module whose fields follow the visitor's choices has its own test of them (optional products).
		expect( fields.length > 0 ).toBe(
			definition.fields !== undefined && ! definition.fieldsOnceChosen
		);
		for ( const field of fields ) {
			expect( {
				field: field.path,
				input: document.getElementById( store.ids.field( field.path ) )
					?.tagName,
			} ).toEqual( {
				field: field.path,
				input: expect.stringMatching( /^(INPUT|SELECT|TEXTAREA)$/ ),
			} );
		}
		// Every rule of its fields is one the page has: ours, or validatorjs' when the module imports them.
		for ( const field of fields ) {
			for ( const rule of parseRules( field.rules ) ) {
				expect( () =>
					validateField(
						{ value: 'typed' },
						{
							path: madeUpPath( 'value' ),
							label: field.label,
							rules: rule.source,
						}
					)
				).not.toThrow();
			}
		}
		store.dispose();
	} );
} );
