/**
 * Each block pattern (one per form type), inserted into a new page through the inserter and published, is a
 * working order form configured exactly like its demo page, which is seeded from the same pattern.
 */
import { expect, test } from '@playwright/test';

import { deletePage, editorCanvas, logIn } from './support/editor';
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
	publishNewPage,
} from './support/patterns';
import { resetSandbox, sandboxRequests } from './support/sandbox';

/** The pattern an order is placed from: the registered agent signup the support helpers walk. */
const ORDERED_FROM = 'registered-agent';

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

for ( const pattern of patternFiles() ) {
	test( `"${ pattern.title }" inserted into a new page and published gives the form of its demo page`, async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		await resetSandbox();
		await logIn( page );
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await insertPattern( page, pattern );
		const canvas = await editorCanvas( page );
		await expect( canvas.locator( '.block-editor-warning' ) ).toHaveCount(
			0
		);
		const published = await publishNewPage(
			page,
			`Pattern test ${ pattern.slug }`
		);
		try {
			// Configured like its demo page: the form WordPress prints is the same.
			expect( await formConfigOf( page, published.link ) ).toEqual(
				await formConfigOf( page, `/${ pattern.slug }/` )
			);

			await page.goto( published.link );
			const form = page.locator( '.fo-form' ).first();
			await expect( form ).toBeVisible();
			await expect( form.locator( '[aria-busy="true"]' ) ).toHaveCount(
				0
			);
			await expect(
				form.locator( 'select, input' ).first()
			).toBeEnabled();

			if ( pattern.slug === ORDERED_FROM ) {
				const visitor = registeredAgentVisitor();
				await fillUpToPayment( page, visitor );
				await fillFields( page, visitor.payment );
				await reviewOrder( page );
				await page
					.getByRole( 'button', { name: 'Submit Order' } )
					.click();
				await page.waitForURL( /\/login\?account=\d+/ );
				const orders = await sandboxRequests( '/api/process_signup' );
				expect( orders ).toHaveLength( 1 );
				expect( orders[ 0 ].body ).toMatchObject( {
					formType: 'registered-agent-signup',
				} );
			}
		} finally {
			await deletePage( page, published.id );
		}
	} );
}
