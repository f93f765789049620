import { expect, test, type Page } from '@playwright/test';

import {
	expectTotal,
	fillContactAccountAndCard,
	LLC_FORMATION_PAGE,
	summaryOf,
} from './support/cart';
import { clearSandboxOrders, sandboxOrders } from './support/gateway';
import { waitForTakeover } from './support/order-form';
import { resetSandbox, setFaults } from './support/sandbox';

/*
 * A product answer for an older choice never prices a newer one: the product API answers California's filing
 * products 2 s late and Texas' at once; the visitor picks California, then Texas straight away.
 */

const SLOW_CALIFORNIA = {
	'/api/filing_products': {
		delayMs: 2000,
		whenQuery: { state_abbreviation: 'CA' },
	},
};

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
	await setFaults( SLOW_CALIFORNIA );
} );

/** Picks California then Texas at once; `californiaArrived` settles when California's late answer reached the page. */
async function chooseCaliforniaThenTexas(
	page: Page
): Promise< { californiaArrived: Promise< unknown > } > {
	const californiaAnswered = page.waitForResponse(
		( response ) =>
			response.url().includes( '/api/filing_products' ) &&
			response.url().includes( 'state_abbreviation=CA' )
	);
	await page.goto( LLC_FORMATION_PAGE );
	await waitForTakeover( page );
	const state = page.getByLabel( 'State of formation' );
	await state.selectOption( 'CA' );
	await state.selectOption( 'TX' );
	await expect(
		page.getByRole( 'group', { name: 'Filing for Texas LLC Formation' } )
	).toBeVisible();
	return { californiaArrived: californiaAnswered };
}

/** Places the order and returns what the sandbox's price oracle made of it. */
async function placeOrder( page: Page ) {
	await page.getByLabel( 'Company Name' ).fill( 'Lone Star Widgets LLC' );
	await fillContactAccountAndCard( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );
	const orders = await sandboxOrders();
	expect( orders ).toHaveLength( 1 );
	return orders[ 0 ].pricing;
}

const labelsOf = ( pricing: { lines: Array< { label: string } > } ) =>
	pricing.lines.map( ( line ) => line.label ).join( ' | ' );

test( 'California answered late after Texas was chosen: Texas is priced and ordered', async ( {
	page,
} ) => {
	const { californiaArrived } = await chooseCaliforniaThenTexas( page );
	// Texas: agent $125, $300 state fee, 5 % card fee $15.
	await expectTotal( page, 440 );
	await californiaArrived;
	// Whatever the page does with the late answer, it has had it: Texas stands.
	await page.waitForTimeout( 300 );
	await expectTotal( page, 440 );
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /California/ } )
	).toHaveCount( 0 );

	const pricing = await placeOrder( page );
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( 44000 );
	expect( labelsOf( pricing ) ).toMatch( /Texas/ );
	expect( labelsOf( pricing ) ).not.toMatch( /California/ );
} );

test( 'a filing method chosen before the late answer arrives is the one ordered', async ( {
	page,
} ) => {
	const { californiaArrived } = await chooseCaliforniaThenTexas( page );
	await page
		.getByRole( 'group', { name: 'Filing for Texas LLC Formation' } )
		.getByRole( 'radio', { name: /Expedited/ } )
		.check();
	// $125 + $300 + Texas' $25 expedite fee + $50 rush surcharge + card fee 5 % of $375 = $18.75 → $19.
	await expectTotal( page, 519 );
	await californiaArrived;
	await page.waitForTimeout( 300 );
	await expectTotal( page, 519 );
	await expect(
		page
			.getByRole( 'group', { name: 'Filing for Texas LLC Formation' } )
			.getByRole( 'radio', { name: /Expedited/ } )
	).toBeChecked();

	const pricing = await placeOrder( page );
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( 51900 );
	expect( labelsOf( pricing ) ).not.toMatch( /California/ );
} );

test( 'a coupon applied before the late answer arrives stays on the order', async ( {
	page,
} ) => {
	const { californiaArrived } = await chooseCaliforniaThenTexas( page );
	await expectTotal( page, 440 );
	const coupon = page.getByLabel( 'Coupon code (optional)' );
	await coupon.fill( 'SAVE20' );
	await coupon.press( 'Enter' );
	// SAVE20: $20 off.
	await expectTotal( page, 420 );
	await californiaArrived;
	await page.waitForTimeout( 300 );
	await expectTotal( page, 420 );

	const pricing = await placeOrder( page );
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( 42000 );
	expect( labelsOf( pricing ) ).toMatch( /Texas/ );
	expect( labelsOf( pricing ) ).not.toMatch( /California/ );
} );
