/**
 * The second half of the block patterns (the first is in patterns.spec.ts): in one editor load, each opens without a
 * block warning, and a page made from it is a working order form configured exactly like its demo page.
 */
import { test } from '@playwright/test';

import { checkPatternsInEditor, halfOfPatterns } from './support/patterns';

test( "every pattern is offered by a new Order Form's picker; the second half of them opens in the editor without a block warning and gives the form of its demo page", async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	await checkPatternsInEditor( page, halfOfPatterns( 2 ) );
} );
