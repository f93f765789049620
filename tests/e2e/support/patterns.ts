/**
 * The block patterns as files (patterns/<slug>.php): the specs find them there, so no list of patterns exists.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import { expect, type Locator, type Page } from '@playwright/test';

import { editorCanvas, insertOrderForm } from './editor';

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

/** The order form's configuration as WordPress printed it into a page, without what differs per page. */
export async function formConfigOf(
	page: Page,
	url: string
): Promise< unknown > {
	await page.goto( url );
	const json = await page
		.locator( 'script.formation-orders__config' )
		.first()
		.textContent();
	// The page's own name (formFileName, its slug, for tracking) differs from page to page by design.
	const { formFileName, ...form } = (
		JSON.parse( json ?? '{}' ) as { form: Record< string, unknown > }
	 ).form;
	expect( formFileName ).toEqual( expect.any( String ) );
	return form;
}
