import { expect, test } from '@playwright/test';

import {
	dollars,
	expectTotal,
	fillContactAccountAndCard,
	LLC_FORMATION_PAGE,
	summaryOf,
} from './support/cart';
import { summaryCents } from './support/oracle';
import { resetSandbox, sandboxRequests, setFaults } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'picking a state shows its fee and filing methods with processing times', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );

	const filing = page.getByRole( 'group', {
		name: 'Filing for California LLC Formation',
	} );
	const standard = filing.getByRole( 'radio', { name: /Standard/ } );
	const expedited = filing.getByRole( 'radio', { name: /Expedited/ } );
	await expect( standard ).toBeChecked();
	await expect( standard ).toHaveAccessibleName( /State fee \$70\.00/ );
	await expect( standard ).toHaveAccessibleDescription(
		/Processed by State in 10 days.*Estimated filing: .+ – .+Documents expected: /
	);
	await expect( expedited ).toHaveAccessibleName(
		/State fee \$420\.00 \+ \$50\.00 processing/
	);
	await expect( expedited ).toHaveAccessibleDescription(
		/Processed by State in 1 day/
	);

	// Agent $149 + free formation: $70 state fee and the 5 % card fee, $3.50 rounded to $4.
	const formation = summaryOf( page ).getByRole( 'row', {
		name: /California LLC Formation/,
	} );
	await expect( formation ).toContainText( dollars( 74 ) );
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /Card fee/ } )
	).toContainText( dollars( 4 ) );
	await expectTotal( page, 223 );

	await expedited.check();
	// $149 + $420 + $50 + card fee 5 % of $470 = $23.50 → $24.
	await expectTotal( page, 643 );
} );

test( 'switching the state changes the cart', async ( { page } ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expectTotal( page, 223 );

	await page.getByLabel( 'State of formation' ).selectOption( 'TX' );
	await expect(
		page.getByRole( 'group', { name: 'Filing for Texas LLC Formation' } )
	).toBeVisible();
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /California/ } )
	).toHaveCount( 0 );
	// Texas: agent $125, $300 state fee, card fee $15.
	await expectTotal( page, 440 );

	await page.getByLabel( 'Entity Type' ).selectOption( 'Corp' );
	await expect(
		page.getByRole( 'group', {
			name: 'Filing for Texas Corporation Formation',
		} )
	).toBeVisible();
	// Corporation formation: $100 service, $300 state fee, no card fee.
	await expectTotal( page, 525 );
} );

test( 'opt-ins join and leave the cart; a coupon discounts it', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expectTotal( page, 223 );

	await page.getByLabel( /Corporate Book/ ).check();
	await expectTotal( page, 298 );
	await page.getByLabel( /Corporate Book/ ).uncheck();
	await expectTotal( page, 223 );

	const coupon = page.getByLabel( 'Coupon code (optional)' );
	await coupon.fill( 'NOT-A-CODE' );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( coupon ).toHaveAccessibleDescription(
		'This coupon code is not valid.'
	);
	await expect( coupon ).toHaveValue( 'NOT-A-CODE' );

	await coupon.fill( 'save20' );
	await coupon.press( 'Enter' );
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Coupon' } )
	).toHaveText( 'Coupon SAVE20 applied.' );
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Discounts/ } )
	).toContainText( '-$20.00' );
	await expectTotal( page, 203 );

	await page.getByRole( 'button', { name: 'Remove SAVE20' } ).click();
	await expectTotal( page, 223 );
} );

test( 'an LLC formation order goes through at the sandbox with its filing method', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	await page.getByRole( 'radio', { name: /Expedited/ } ).check();
	await page.getByLabel( /Tax ID \(EIN\) with SSN/ ).check();
	await fillContactAccountAndCard( page );
	await expectTotal( page, 693 );

	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as {
		companies: Array< { products: Array< Record< string, unknown > > } >;
	};
	expect(
		order.companies[ 0 ].products.map( ( product ) => [
			product.saveAs,
			product.product_option_id,
		] )
	).toEqual( [
		[ 'registeredAgent', null ],
		[ 'formation', 30402 ],
		[ 'taxIdSsn', 40051 ],
	] );
} );

test( 'a county-filed trade name starts with the first county; choosing another picks its first method', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expectTotal( page, 223 );
	await page.getByLabel( /Trade Name \(DBA\)/ ).check();

	const filing = page.getByRole( 'group', {
		name: 'Filing for California Trade Name (DBA)',
	} );
	const where = filing.getByLabel( 'Where to file' );
	await expect( where ).toHaveValue( 'Los Angeles County' );
	await expect(
		filing.getByRole( 'radio', { name: /Los Angeles County Standard/ } )
	).toBeChecked();
	// $99 service + $26 Los Angeles County fee.
	await expectTotal( page, 223 + 125 );

	await where.selectOption( 'San Francisco' );
	await expect(
		filing.getByRole( 'radio', { name: /San Francisco Standard/ } )
	).toBeChecked();
	await expectTotal( page, 223 + 140 );
} );

test( 'a multi-year registered agent term is priced per year and shown in years', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	const term = page.getByLabel( 'Registered agent term' );
	await expect( term ).toHaveValue( '12' );
	await term.selectOption( { label: '3 Years — $447.00' } );
	const agent = summaryOf( page ).getByRole( 'row', {
		name: /Registered Agent Service - California/,
	} );
	await expect( agent ).toContainText( '(3 Years)' );
	await expect( agent ).toContainText( dollars( 447 ) );
	await expectTotal( page, 223 + 298 );
} );

test( 'when filing options cannot load, nothing wrong is priced and Try again recovers', async ( {
	page,
} ) => {
	await setFaults( { '/api/filing_products': { status: 503 } } );
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	const failure = page
		.getByRole( 'alert' )
		.filter( { hasText: 'Filing options could not be loaded.' } );
	await expect( failure ).toBeVisible();
	// The agent's price is still there: only the filing failed.
	await expect( page.getByText( 'Prices could not be loaded.' ) ).toHaveCount(
		0
	);
	// Only the agent, whose price the page carried: no formation without its state fee.
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /LLC Formation/ } )
	).toHaveCount( 0 );

	await resetSandbox();
	await failure.getByRole( 'button', { name: 'Try again' } ).click();
	await expect(
		page.getByRole( 'radio', { name: /Standard/ } )
	).toBeChecked();
	await expectTotal( page, 223 );
} );

test( 'while a state’s filing options load, the summary says it is busy and the spinner covers the form', async ( {
	page,
} ) => {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/filing_products*', async ( route ) => {
		await held;
		await route.continue();
	} );
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expect( summaryOf( page ) ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( page.locator( '.fo-spinner' ) ).toBeVisible();

	release();
	await expect( summaryOf( page ) ).toHaveAttribute( 'aria-busy', 'false' );
	await expectTotal( page, 223 );
} );

test( 'before a state is chosen, the empty order asks for one, as the form prices by state', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await expect(
		summaryOf( page ).getByText( 'Choose a state to see your order.' )
	).toBeVisible();
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expectTotal( page, 223 );
	await expect(
		page.getByText( 'Choose a state to see your order.' )
	).toHaveCount( 0 );
} );

test( 'a coupon on the registered agent, which has no state fee, shows the price it is taken from: the parts add up to the line', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expectTotal( page, 223 );

	const coupon = page.getByLabel( 'Coupon code (optional)' );
	await coupon.fill( 'AGENT10' );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Coupon' } )
	).toHaveText( 'Coupon AGENT10 applied.' );
	// 10 % off the $149 agent.
	await expectTotal( page, 134.1 + 74 );

	const agent = summaryOf( page ).locator(
		'tr[data-save-as="registeredAgent"]'
	);
	await expect( agent ).toContainText( '$134.10' );
	// The rows under the agent line, up to the next line: $149.00 − $14.90 = $134.10.
	const below = ( row: number ) =>
		agent.locator( `xpath=following-sibling::tr[${ row }]` );
	await expect( below( 1 ) ).toHaveText( /^Service\s*\$149\.00$/ );
	await expect( below( 2 ) ).toHaveText(
		/^Discount \(AGENT10\)\s*-\$14\.90$/
	);
	await expect( below( 3 ) ).toHaveClass( /fo-order-summary__line\b/ );
} );

test( "New York's publication says what ticking it adds: its price and the state's fee", async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	const publication = page.getByLabel(
		/^Publish the formation notice New York requires/
	);
	// $895 for the publication and New York's $50 fee on its line.
	await expect( publication ).toHaveAccessibleDescription( '($945.00)' );
	const before = await summaryCents( page, /^Total/ );
	await publication.check();
	await expect
		.poll( () => summaryCents( page, /^Total/ ) )
		.toBe( before + 94500 );
	await publication.uncheck();
	await expect.poll( () => summaryCents( page, /^Total/ ) ).toBe( before );
} );
