import { expect, test } from '@playwright/test';

import { expectTotal, MULTI_STATE_PAGE, summaryOf } from './support/cart';
import { resetSandbox, sandboxRequests } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'selecting states past the bulk quantity switches to the bulk price, and back', async ( {
	page,
} ) => {
	await page.goto( MULTI_STATE_PAGE );
	const picker = page.getByRole( 'group', {
		name: 'States where you need a registered agent',
	} );
	await expect( picker ).toContainText(
		'Choose 5 or more states and each costs $89.00 per year.'
	);

	for ( const state of [ 'California', 'Texas', 'New York', 'Florida' ] ) {
		await picker.getByLabel( new RegExp( `^${ state }` ) ).check();
	}
	// $149 + $125 + $149 + $125
	await expectTotal( page, 548 );
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /Registered Agent Service/,
		} )
	).toHaveCount( 4 );

	await picker.getByLabel( /^Washington/ ).check();
	await expect( picker ).toContainText(
		'Bulk price: 5 states at $89.00 per state per year.'
	);
	await expectTotal( page, 445 );

	await picker.getByLabel( /^New York/ ).uncheck();
	await expectTotal( page, 524 );

	// One call for every agent's price, none per state.
	const loads = await sandboxRequests( '/api/registered_agent_products' );
	expect( loads.map( ( load ) => load.query.state_abbreviation ) ).toEqual( [
		undefined,
	] );
} );
