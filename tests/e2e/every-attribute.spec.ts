/**
 * Every attribute of every block (blocks/<name>/block.json), changed in the real editor through its sidebar
 * control, found by its label as an editor finds it, and seen on the published page as a visitor sees it. One
 * page per form (many attributes per page, to keep the run short); the table of pages is in
 * tests/e2e/every-attribute/. The first test holds the table to the block.json files: an attribute without a
 * row fails it, unless it is listed there as not an editor's setting or as a gap not yet covered, with why.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import { expect, test } from '@playwright/test';

import {
	createPage,
	deletePage,
	editorCanvas,
	logIn,
	updatePage,
	type TestPage,
} from './support/editor';
import { patternFiles } from './support/patterns';
import {
	ATTRIBUTE_PAGES,
	NOT_EDITED,
	NOT_YET_SEEN,
} from './every-attribute/table';

const BLOCKS_DIR = join( __dirname, '../../blocks' );

const blockAttributes = (): Record< string, string[] > =>
	Object.fromEntries(
		readdirSync( BLOCKS_DIR )
			.filter( ( folder ) =>
				readdirSync( join( BLOCKS_DIR, folder ) ).includes(
					'block.json'
				)
			)
			.map( ( folder ) => [
				folder,
				Object.keys(
					JSON.parse(
						readFileSync(
							join( BLOCKS_DIR, folder, 'block.json' ),
							'utf8'
						)
					).attributes ?? {}
				).sort(),
			] )
	);

test( 'the table changes every attribute of every block.json', () => {
	const covered = new Map< string, Set< string > >();
	for ( const row of ATTRIBUTE_PAGES ) {
		for ( const [ block, attributes ] of Object.entries( row.covers ) ) {
			const set = covered.get( block ) ?? new Set< string >();
			attributes.forEach( ( attribute ) => set.add( attribute ) );
			covered.set( block, set );
		}
	}
	const missing: string[] = [];
	const unknown: string[] = [];
	const attributesOf = blockAttributes();
	for ( const [ block, attributes ] of Object.entries( attributesOf ) ) {
		for ( const attribute of attributes ) {
			const key = `${ block }.${ attribute }`;
			if (
				! covered.get( block )?.has( attribute ) &&
				! NOT_EDITED[ key ] &&
				! NOT_YET_SEEN[ key ]
			) {
				missing.push( key );
			}
		}
	}
	for ( const [ block, attributes ] of covered ) {
		for ( const attribute of attributes ) {
			if ( ! attributesOf[ block ]?.includes( attribute ) ) {
				unknown.push( `${ block }.${ attribute }` );
			}
		}
	}
	// A listed gap that a page now covers, or that names no attribute, is taken off the list.
	const stale = Object.keys( { ...NOT_EDITED, ...NOT_YET_SEEN } ).filter(
		( key ) => {
			const [ block, attribute ] = key.split( '.' );
			return (
				! attributesOf[ block ]?.includes( attribute ) ||
				covered.get( block )?.has( attribute )
			);
		}
	);
	expect( missing ).toEqual( [] );
	expect( unknown ).toEqual( [] );
	expect( stale ).toEqual( [] );
} );

let testPage: TestPage | undefined;

test.afterEach( async ( { page } ) => {
	if ( testPage ) {
		await deletePage( page, testPage.id );
		testPage = undefined;
	}
} );

ATTRIBUTE_PAGES.forEach( ( row, index ) => {
	const blocks = Object.keys( row.covers ).join( ', ' );
	test( `page ${ index + 1 }, ${ row.pattern }: ${ blocks }`, async ( {
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const pattern = patternFiles().find(
			( file ) => file.slug === row.pattern
		);
		expect( pattern ).toBeDefined();
		await logIn( page );
		testPage = await createPage(
			page,
			`Every attribute: ${ row.pattern }`,
			pattern?.content ?? ''
		);
		await page.goto(
			`/wp-admin/post.php?post=${ testPage.id }&action=edit`
		);
		await editorCanvas( page );
		await row.edit( page );
		await updatePage( page );
		await page.goto( testPage.link );
		await row.see( page );
	} );
} );
