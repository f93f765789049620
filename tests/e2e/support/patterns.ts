/**
 * The block patterns as files (patterns/<slug>.php): the specs find them there, so no list of patterns exists.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import {
	createPage,
	deletePage,
	editorCanvas,
	insertOrderForm,
	logIn,
	openNewPage,
	restNonce,
} from './editor';

const PATTERNS_DIR = join( __dirname, '../../../patterns' );

export interface PatternFile {
	slug: string;
	title: string;
	description: string;
	/** The block markup, as WordPress registers it. */
	content: string;
}

export function patternFiles(): PatternFile[] {
	return readdirSync( PATTERNS_DIR )
		.filter( ( file ) => file.endsWith( '.php' ) )
		.sort()
		.map( ( file ) => {
			const source = readFileSync( join( PATTERNS_DIR, file ), 'utf8' );
			const title = /'title'\s*=>\s*__\( '([^']+)'/.exec( source );
			const description = /'description'\s*=>\s*__\( '([^']+)'/.exec(
				source
			);
			const content = /<<<'HTML'\n([\s\S]*?)\nHTML,/.exec( source );
			if ( ! title || ! description || ! content ) {
				throw new Error( `${ file }: no title or no markup` );
			}
			return {
				slug: file.slice( 0, -'.php'.length ),
				title: title[ 1 ],
				description: description[ 1 ],
				content: content[ 1 ],
			};
		} );
}

/**
 * A pattern's choice in a new Order Form's "how to start" picker, once its name (the title) and description are
 * checked.
 * @param form    The new Order Form block, as insertOrderForm() gives it.
 * @param pattern The pattern: its choice carries its title and its description.
 */
export async function patternOption( form: Locator, pattern: PatternFile ) {
	const option = form
		.getByRole( 'list', { name: 'Start from an order form' } )
		.getByRole( 'button', { name: pattern.title, exact: true } );
	await expect( option ).toHaveAccessibleDescription( pattern.description );
	return option;
}

/**
 * Starts an order form from a pattern the way an editor does: an Order Form inserted into the page, and the
 * pattern chosen in its picker.
 * @param page
 * @param pattern
 */
export async function insertPattern(
	page: Page,
	pattern: PatternFile
): Promise< void > {
	const form = await insertOrderForm( page );
	await ( await patternOption( form, pattern ) ).click();
	const canvas = await editorCanvas( page );
	await expect(
		canvas.locator( '[data-type="formation-orders/order-form"]' )
	).toHaveCount( 1 );
	await expect(
		canvas.locator( '[data-type="formation-orders/form-step"]' ).first()
	).toBeVisible();
}

/** Publishes the new page being edited through the editor's two "Publish" buttons; returns its address. */
export async function publishNewPage(
	page: Page,
	title: string
): Promise< { id: number; link: string } > {
	const canvas = await editorCanvas( page );
	await canvas.getByRole( 'textbox', { name: 'Add title' } ).fill( title );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish' } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.filter( { hasText: 'published' } )
	).toBeVisible();
	return page.evaluate( () => {
		const editor = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getCurrentPostId: () => number;
							getPermalink: () => string;
						};
					};
				};
			}
		 ).wp.data.select( 'core/editor' );
		return {
			id: editor.getCurrentPostId(),
			link: editor.getPermalink(),
		};
	} );
}

/**
 * The order form's configuration as WordPress printed it into a page, without what differs per page. Read from the
 * page's HTML, as the browser receives it: no script needs to run for it.
 */
export async function formConfigOf(
	page: Page,
	url: string
): Promise< unknown > {
	const response = await page.request.get( url );
	expect( response.ok() ).toBe( true );
	const json =
		/<script[^>]*class="formation-orders__config"[^>]*>([\s\S]*?)<\/script>/.exec(
			await response.text()
		);
	expect(
		json,
		`${ url } prints an order form's configuration`
	).not.toBeNull();
	// The page's own name (formFileName, its slug, for tracking) differs from page to page by design.
	const { formFileName, ...form } = (
		JSON.parse( json?.[ 1 ] ?? '{}' ) as { form: Record< string, unknown > }
	 ).form;
	expect( formFileName ).toEqual( expect.any( String ) );
	return form;
}

/** A page made from a pattern shows a form a visitor can start on. */
export async function expectUsableForm(
	page: Page,
	link: string
): Promise< void > {
	await page.goto( link );
	const form = page.locator( '.fo-form' ).first();
	await expect( form ).toBeVisible();
	await expect( form.locator( '[aria-busy="true"]' ) ).toHaveCount( 0 );
	await expect( form.locator( 'select, input' ).first() ).toBeEnabled();
}

/**
 * Puts a pattern's markup into the editor as its blocks, checks that the editor finds every block valid, and returns
 * the post content the editor would save.
 */
async function editedContentOf(
	page: Page,
	markup: string
): Promise< string > {
	const { invalid, content } = await page.evaluate( ( blocksMarkup ) => {
		interface Block {
			name: string;
			isValid: boolean;
			innerBlocks: Block[];
		}
		const wp = (
			window as unknown as {
				wp: {
					blocks: { parse: ( markup: string ) => Block[] };
					data: {
						dispatch: ( store: string ) => {
							resetBlocks: ( blocks: Block[] ) => void;
						};
						select: ( store: string ) => {
							getBlocks: () => Block[];
							getEditedPostContent: () => string;
						};
					};
				};
			}
		 ).wp;
		wp.data
			.dispatch( 'core/block-editor' )
			.resetBlocks( wp.blocks.parse( blocksMarkup ) );
		const names: string[] = [];
		const walk = ( blocks: Block[] ) =>
			blocks.forEach( ( block ) => {
				if ( ! block.isValid ) {
					names.push( block.name );
				}
				walk( block.innerBlocks );
			} );
		walk( wp.data.select( 'core/block-editor' ).getBlocks() );
		return {
			invalid: names,
			content: wp.data.select( 'core/editor' ).getEditedPostContent(),
		};
	}, markup );
	expect( invalid, 'blocks the editor finds invalid' ).toEqual( [] );
	return content;
}

/**
 * A page published with the editor's content is configured like the pattern's demo page. The form a page draws is
 * drawn from that configuration alone, so it is the demo page's form, which first-view.spec.ts opens on every core;
 * one page made from a pattern is also opened and ordered from (patterns.spec.ts). Opening every one here too was 23
 * page loads more, for nothing the configuration does not already show.
 */
async function checkPageFrom(
	page: Page,
	pattern: PatternFile,
	content: string
): Promise< void > {
	const published = await createPage(
		page,
		`Pattern test ${ pattern.slug }`,
		content
	);
	try {
		expect( await formConfigOf( page, published.link ) ).toEqual(
			await formConfigOf( page, `/${ pattern.slug }/` )
		);
	} finally {
		await deletePage( page, published.id );
	}
}

/** Half of the patterns (1: the first, 2: the rest), so that checking them all in the editor runs as two specs. */
export function halfOfPatterns( half: 1 | 2 ): PatternFile[] {
	const all = patternFiles();
	const middle = Math.ceil( all.length / 2 );
	return half === 1 ? all.slice( 0, middle ) : all.slice( middle );
}

/**
 * In one editor load: a new Order Form's picker offers every pattern by its title and description; then each of
 * `patterns` has its registered markup put in the canvas in turn, opens without a block warning, and a page
 * published from it is configured like the pattern's demo page.
 * @param page
 * @param patterns
 */
export async function checkPatternsInEditor(
	page: Page,
	patterns: PatternFile[]
): Promise< void > {
	await logIn( page );
	const response = await page.request.get(
		'/?rest_route=/wp/v2/block-patterns/patterns',
		{ headers: { 'X-WP-Nonce': await restNonce( page ) } }
	);
	expect( response.ok() ).toBe( true );
	const registered = new Map(
		(
			( await response.json() ) as Array< {
				name: string;
				title: string;
				description: string;
				content: string;
			} >
		 ).map( ( pattern ) => [ pattern.name, pattern ] )
	);

	// One editor load. A new Order Form's picker offers every pattern by its title and description.
	const canvas = await openNewPage( page );
	const form = await insertOrderForm( page );
	for ( const pattern of patternFiles() ) {
		await patternOption( form, pattern );
	}
	// Then each pattern's registered markup replaces the canvas's blocks in turn.
	for ( const pattern of patterns ) {
		await test.step( pattern.title, async () => {
			const entry = registered.get(
				`formation-orders/${ pattern.slug }`
			);
			expect( entry, `${ pattern.slug } is registered` ).toBeDefined();
			expect( entry ).toMatchObject( {
				title: pattern.title,
				description: pattern.description,
			} );
			const content = await editedContentOf( page, entry?.content ?? '' );
			await expect(
				canvas.locator( '[data-type="formation-orders/order-form"]' )
			).toHaveCount( 1 );
			await expect(
				canvas.locator( '.block-editor-warning' )
			).toHaveCount( 0 );
			await checkPageFrom( page, pattern, content );
		} );
	}
}
