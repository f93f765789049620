/**
 * Each block pattern (one per form type) is registered with its title and description, is offered by them in a new
 * Order Form's "how to start" picker, opens in the editor with no block warning, and a page made from it is a
 * working order form configured exactly like its demo page, which is seeded from the same pattern. All patterns are
 * checked in one editor load; one of them is also inserted the way an editor does, chosen in the picker of an Order
 * Form inserted into a new page, published with the editor's buttons and ordered from.
 */
import { expect, test, type Page } from '@playwright/test';

import {
	createPage,
	deletePage,
	insertOrderForm,
	logIn,
	openNewPage,
	restNonce,
} from './support/editor';
import {
	fillFields,
	fillUpToPayment,
	registeredAgentVisitor,
	reviewOrder,
} from './support/order-form';
import {
	formConfigOf,
	insertPattern,
	patternFiles,
	patternOption,
	publishNewPage,
	type PatternFile,
} from './support/patterns';
import { resetSandbox, sandboxRequests } from './support/sandbox';

/** The pattern an order is placed from: the registered agent signup the support helpers walk. */
const ORDERED_FROM = 'registered-agent';

/** A page made from a pattern shows a form a visitor can start on. */
async function expectUsableForm( page: Page, link: string ): Promise< void > {
	await page.goto( link );
	const form = page.locator( '.fo-form' ).first();
	await expect( form ).toBeVisible();
	await expect( form.locator( '[aria-busy="true"]' ) ).toHaveCount( 0 );
	await expect( form.locator( 'select, input' ).first() ).toBeEnabled();
}

test( 'there is a pattern per form type, each seeded as its demo page', () => {
	expect( patternFiles().map( ( pattern ) => pattern.slug ) ).toEqual(
		expect.arrayContaining( [
			'registered-agent',
			'llc-formation',
			'llc-subscription',
			'multi-state-registered-agent',
			'registered-agent-single-page',
		] )
	);
} );

test( "every pattern is offered by a new Order Form's picker, opens in the editor without a block warning, and gives the form of its demo page", async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
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
	for ( const pattern of patternFiles() ) {
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
} );

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

/** A page published with the editor's content is configured like the pattern's demo page, and its form is usable. */
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
	const visitor = await page.context().newPage();
	try {
		expect( await formConfigOf( visitor, published.link ) ).toEqual(
			await formConfigOf( visitor, `/${ pattern.slug }/` )
		);
		await expectUsableForm( visitor, published.link );
	} finally {
		await visitor.close();
		await deletePage( page, published.id );
	}
}

test( 'a pattern chosen in the picker of an Order Form inserted into a new page, and published, takes an order', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const pattern = patternFiles().find(
		( file ) => file.slug === ORDERED_FROM
	) as PatternFile;
	await resetSandbox();
	await logIn( page );
	const canvas = await openNewPage( page );
	await insertPattern( page, pattern );
	await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount( 0 );
	const published = await publishNewPage(
		page,
		`Pattern test ${ pattern.slug }`
	);
	try {
		expect( await formConfigOf( page, published.link ) ).toEqual(
			await formConfigOf( page, `/${ pattern.slug }/` )
		);
		await expectUsableForm( page, published.link );
		const visitor = registeredAgentVisitor();
		await fillUpToPayment( page, visitor );
		await fillFields( page, visitor.payment );
		await reviewOrder( page );
		await page.getByRole( 'button', { name: 'Submit Order' } ).click();
		await page.waitForURL( /\/login\?account=\d+/ );
		const orders = await sandboxRequests( '/api/process_signup' );
		expect( orders ).toHaveLength( 1 );
		expect( orders[ 0 ].body ).toMatchObject( {
			formType: 'registered-agent-signup',
		} );
	} finally {
		await deletePage( page, published.id );
	}
} );
