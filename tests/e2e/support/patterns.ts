/**
 * The block patterns as files (patterns/<slug>.php): the specs find them there, so no list of patterns exists.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import { expect, type Page } from '@playwright/test';

import { editorCanvas } from './editor';

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
 * A pattern's option in the "Choose a pattern" dialog WordPress opens on a new page (the order form patterns are
 * registered for core/post-content too), once its name and description are checked.
 * @param page
 * @param pattern The pattern: its option carries its title and its description.
 */
export async function patternOption( page: Page, pattern: PatternFile ) {
	const { title, description } = pattern;
	// WordPress 6.1 names each option by its title and description together; newer cores name it by its title and
	// describe it by its description. Both texts are checked either way.
	const option = page
		.getByRole( 'dialog', { name: 'Choose a pattern' } )
		.getByRole( 'option', {
			name: new RegExp(
				`^${ escapeRegExp( title ) }( ${ escapeRegExp(
					description
				) })?$`
			),
		} );
	if ( ( await option.getAttribute( 'aria-label' ) ) === null ) {
		await expect( option ).toHaveAccessibleName(
			`${ title } ${ description }`
		);
	} else {
		await expect( option ).toHaveAccessibleName( title );
		await expect( option ).toHaveAccessibleDescription( description );
	}
	return option;
}

/**
 * Starts a new page from a pattern the way an editor does, in the "Choose a pattern" dialog of a new page.
 * @param page
 * @param pattern
 */
export async function insertPattern(
	page: Page,
	pattern: PatternFile
): Promise< void > {
	await ( await patternOption( page, pattern ) ).click();
	const canvas = await editorCanvas( page );
	await expect(
		canvas.locator( '[data-type="formation-orders/order-form"]' )
	).toHaveCount( 1 );
}

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
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
