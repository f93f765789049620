/**
 * Company Information as a visitor of the LLC Formation page meets it: the designator follows the name, the
 * postal service's "Use Verified Address" prompt (accept and cancel), the server's Wyoming check, a company address
 * outside the US, and the order the sandbox received holding every company field; axe finds nothing on the step.
 */
import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import {
	fillContactAccountAndCard,
	LLC_FORMATION_PAGE,
	summaryOf,
} from './support/cart';
import { clearSandboxOrders, setSiteSetting } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { fillFields } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const field = ( page: Page, path: string ) =>
	page.locator( `#fo-${ path.replace( /\./g, '-' ) }` );

const group = ( page: Page, name: string ) =>
	page.getByRole( 'radiogroup', { name } );

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'the designator follows the name’s ending, and the name follows the designator', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	const name = page.getByLabel( 'Company Name' );
	const designator = page.getByLabel( 'Designator' );

	await name.fill( 'Golden Gate L.L.C.' );
	await expect( designator ).toHaveValue( 'L.L.C.' );

	await designator.selectOption( 'Limited Liability Company' );
	await expect( name ).toHaveValue( 'Golden Gate Limited Liability Company' );

	await name.fill( 'Golden Gate llc' );
	await expect( designator ).toHaveValue( 'LLC' );
} );

test( 'the postal service’s address is offered: Cancel keeps what was typed, Use Verified Address takes it', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	const prompt = page.getByRole( 'region', { name: 'Verify your address' } );
	await fillFields( page, {
		'contactInformation.address.line1': '1 Market St',
		'contactInformation.address.city': 'San Francisco',
		'contactInformation.address.state': 'CA',
		'contactInformation.address.zip': '94105',
	} );
	await expect( prompt ).toContainText(
		'1 MARKET ST, SAN FRANCISCO, CA 94105-0001'
	);
	await prompt.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( prompt ).toHaveCount( 0 );
	await expect(
		field( page, 'contactInformation.address.line1' )
	).toHaveValue( '1 Market St' );

	await field( page, 'contactInformation.address.line1' ).fill(
		'2 Market St'
	);
	await expect( prompt ).toContainText( '2 MARKET ST' );
	await prompt
		.getByRole( 'button', { name: 'Use Verified Address' } )
		.click();
	await expect(
		field( page, 'contactInformation.address.line1' )
	).toHaveValue( '2 MARKET ST' );
	await expect(
		field( page, 'contactInformation.address.city' )
	).toHaveValue( 'SAN FRANCISCO' );
	await expect( field( page, 'contactInformation.address.zip' ) ).toHaveValue(
		'94105-0001'
	);
	// The address taken from the service is not asked about again.
	await page.waitForTimeout( 1500 );
	await expect( prompt ).toHaveCount( 0 );

	const lookups = await sandboxRequests( '/postal/ShippingAPI.dll' );
	expect( lookups.length ).toBeGreaterThanOrEqual( 2 );
} );

test.describe( 'with the backend WY address check switched on', () => {
	test.beforeAll( () => setSiteSetting( 'backend_address_check', '1' ) );
	test.afterAll( () => setSiteSetting( 'backend_address_check', '0' ) );

	test( 'a Wyoming contact address the server cannot verify fails with its message until corrected', async ( {
		page,
	} ) => {
		await page.goto( LLC_FORMATION_PAGE );
		const street = field( page, 'contactInformation.address.line1' );
		await fillFields( page, {
			'contactInformation.address.line1': '1 Nowhere Rd',
			'contactInformation.address.city': 'Cheyenne',
			'contactInformation.address.state': 'WY',
			'contactInformation.address.zip': '82001',
		} );
		const error = page.locator(
			'#fo-contactInformation-address-line1-error'
		);
		await expect( error ).toHaveText(
			'Error: USPS Lookup: address not found'
		);
		await expect( street ).toHaveAttribute( 'aria-invalid', 'true' );

		await page.getByRole( 'button', { name: 'Submit Order' } ).click();
		await expect( page.getByRole( 'alert' ).first() ).toBeVisible();
		expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength(
			0
		);

		await street.fill( '2020 Carey Ave' );
		await expect( error ).toHaveCount( 0 );
		await expect
			.poll(
				async () =>
					( await sandboxRequests( '/postal/ShippingAPI.dll' ) )
						.length
			)
			.toBeGreaterThanOrEqual( 2 );
		await expect( error ).toHaveCount( 0 );
	} );
} );

test( 'an LLC formation order carries every company field to the sandbox, a principal address abroad included', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	await page.getByLabel( 'Alternate Name' ).fill( 'Golden Gate Gadgets LLC' );

	await page.getByLabel( 'Use a generic business purpose' ).uncheck();
	await page
		.getByLabel( 'Business Purpose', { exact: true } )
		.fill( 'Designing and selling hardware widgets.' );

	await group( page, 'Principal Address' )
		.getByLabel( 'Enter another address' )
		.check();
	const principal = 'companyInformation.principalAddress';
	await field( page, `${ principal }.country` ).selectOption( 'GB' );
	await page
		.getByLabel( 'State / Province / Region' )
		.fill( 'Greater London' );
	await fillFields( page, {
		[ `${ principal }.line1` ]: '10 Downing St',
		[ `${ principal }.city` ]: 'London',
		[ `${ principal }.zip` ]: 'SW1A 2AA',
	} );
	await group( page, 'Mailing Address' )
		.getByLabel( 'Use my contact address' )
		.check();

	await group( page, 'Notify my attorney' ).getByLabel( 'Yes' ).check();
	await fillFields( page, {
		'companyInformation.attorneyFirstName': 'Grace',
		'companyInformation.attorneyLastName': 'Hopper',
		'companyInformation.attorneyEmail': 'grace.hopper@example.com',
	} );
	await page.getByLabel( /Add beneficial ownership/ ).check();
	await group( page, 'Where should your company’s mail go?' )
		.getByRole( 'radio', { name: 'Our Address', exact: true } )
		.check();
	await page.getByLabel( 'Company Notes' ).fill( 'File before month end.' );

	await fillContactAccountAndCard( page );
	expect( await axeViolations( page ) ).toEqual( [] );
	const shown = await summaryCents( page, /^Total/ );

	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ request ] = await sandboxRequests( '/api/process_signup' );
	const order = request.body as {
		companies: Array< {
			company: Record< string, unknown >;
			notes?: string;
			products: Array< {
				saveAs: string;
				data: Record< string, unknown >;
			} >;
		} >;
		emails: unknown[];
	};
	const [ company ] = order.companies;
	expect( company.company ).toMatchObject( {
		name: 'Golden Gate Widgets LLC',
		entity_type: 'LLC',
		alternate_name: 'Golden Gate Gadgets LLC',
	} );
	expect( company.notes ).toBe( 'File before month end.' );
	expect( order.emails ).toEqual( [
		{ kind: 'attorney', email_address: 'grace.hopper@example.com' },
	] );
	expect( company.products.map( ( product ) => product.saveAs ) ).toEqual(
		expect.arrayContaining( [
			'formation',
			'boiCompliance',
			'mailForwarding',
		] )
	);
	const formation = company.products.find(
		( product ) => product.saveAs === 'formation'
	);
	expect( formation?.data ).toMatchObject( {
		company_name: 'Golden Gate Widgets LLC',
		purpose: 'Designing and selling hardware widgets.',
		principal_address: {
			line1: '10 Downing St',
			city: 'London',
			zip_postal_code: 'SW1A 2AA',
			state_province_region: 'Greater London',
			country: 'GB',
		},
		mailing_address: {
			line1: '1 Market St',
			city: 'San Francisco',
			state_province_region: 'CA',
			country: 'US',
		},
	} );

	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( shown );
} );

test( 'the company step has no accessibility violations with its follow-up questions open', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'WA' );
	await page.getByLabel( 'Use a generic business purpose' ).uncheck();
	await group( page, 'Do you have a UBI number?' )
		.getByLabel( 'Yes' )
		.check();
	await group( page, 'Notify my attorney' ).getByLabel( 'Yes' ).check();
	await group( page, 'Have you already reserved this name with the state?' )
		.getByLabel( 'Yes' )
		.check();
	await group( page, 'Principal Address' )
		.getByLabel( 'Enter another address' )
		.check();
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.locator( '#fo-companyInformation-ubiNumber-error' )
	).toHaveText( 'Error: UBI Number is required' );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'Account Setup’s Generate Password fills the password with 12 characters and shows it; Hide Password hides it', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	const password = field( page, 'accountInformation.password' );
	await expect( password ).toHaveAttribute( 'type', 'password' );
	// The printed module stands in, its buttons disabled, until its code comes: the pointer coming over the form
	// on its way to the button fetches it.
	const generate = page.getByRole( 'button', { name: 'Generate Password' } );
	await generate.hover();
	await generate.click();
	await expect( password ).toHaveAttribute( 'type', 'text' );
	const generated = await password.inputValue();
	expect( generated ).toHaveLength( 12 );
	expect( generated ).toMatch( /[A-Z]/ );
	expect( generated ).toMatch( /\d/ );
	expect( generated ).toMatch( /[^A-Za-z0-9]/ );
	await expect(
		page
			.getByRole( 'list', { name: 'Password requirements' } )
			.locator( 'li:not(.is-met)' )
	).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Hide Password' } ).click();
	await expect( password ).toHaveAttribute( 'type', 'password' );
	// Nothing of the password is kept in the browser's storage.
	const stored = await page.evaluate( () =>
		Object.keys( window.localStorage )
			.map( ( key ) => window.localStorage.getItem( key ) )
			.join( '\n' )
	);
	expect( stored ).not.toContain( generated );
} );

test( 'name reservation: Yes adds the name reservation product and asks its number, No takes the product out; the order carries both', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	const reservation = group(
		page,
		'Have you already reserved this name with the state?'
	);
	const summaryLine = summaryOf( page ).getByRole( 'row', {
		name: /^Name Reservation/,
	} );
	const number = field( page, 'companyInformation.nameReservationNumber' );
	await expect( reservation.getByLabel( 'No' ) ).toBeChecked();
	await expect( summaryLine ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Reserve the name for me' ) ).toHaveCount(
		0
	);

	await reservation.getByLabel( 'Yes' ).check();
	await expect( reservation ).toContainText(
		'Yes adds the name reservation ($59.00) to your order.'
	);
	await expect( summaryLine ).toContainText( '$59.00' );
	await expect( number ).toBeVisible();

	await reservation.getByLabel( 'No' ).check();
	await expect( summaryLine ).toHaveCount( 0 );
	await expect( number ).toHaveCount( 0 );

	await reservation.getByLabel( 'Yes' ).check();
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.locator( '#fo-companyInformation-nameReservationNumber-error' )
	).toHaveText( 'Error: Name Reservation Number is required' );
	await number.fill( 'NR-2026-0042' );
	await fillContactAccountAndCard( page );
	const shown = await summaryCents( page, /^Total/ );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ request ] = await sandboxRequests( '/api/process_signup' );
	const [ company ] = (
		request.body as {
			companies: Array< {
				company: Record< string, unknown >;
				products: Array< Record< string, unknown > >;
			} >;
		}
	 ).companies;
	expect( company.company ).toMatchObject( {
		name: 'Golden Gate Widgets LLC',
		entity_type: 'LLC',
		name_reservation_number: 'NR-2026-0042',
	} );
	const reserved = company.products.filter(
		( product ) => product.saveAs === 'nameReservation'
	);
	expect( reserved ).toEqual( [
		expect.objectContaining( { product_id: 4009, quantity: 1 } ),
	] );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect(
		pricing.lines.filter( ( line ) => line.saveAs === 'nameReservation' )
	).toEqual( [ expect.objectContaining( { amountCents: 5900 } ) ] );
	expect( pricing.totalCents ).toBe( shown );
} );

test( 'in Alaska the registered agent’s address is not offered: the contact’s address is the company’s, in the order too', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	const agentAddress = 'Use the registered agent’s address';
	const principal = group( page, 'Principal Address' );
	const mailing = group( page, 'Mailing Address' );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expect( principal.getByLabel( agentAddress ) ).toBeChecked();

	// The agent's address, chosen by default, is no longer allowed: the default there stands instead.
	await page.getByLabel( 'State of formation' ).selectOption( 'AK' );
	for ( const choice of [ principal, mailing ] ) {
		await expect( choice.getByLabel( agentAddress ) ).toHaveCount( 0 );
		await expect(
			choice.getByLabel( 'Use my contact address' )
		).toBeChecked();
	}
	await page.getByLabel( 'Company Name' ).fill( 'Juneau Outfitters LLC' );
	await fillContactAccountAndCard( page );
	const shown = await summaryCents( page, /^Total/ );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ request ] = await sandboxRequests( '/api/process_signup' );
	const order = request.body as {
		companies: Array< {
			products: Array< {
				saveAs: string;
				data: Record< string, unknown >;
			} >;
		} >;
		addresses: Array< Record< string, unknown > >;
	};
	const contactAddress = {
		line1: '1 Market St',
		city: 'San Francisco',
		zip_postal_code: '94105',
		state_province_region: 'CA',
		country: 'US',
	};
	const formation = order.companies[ 0 ].products.find(
		( line ) => line.saveAs === 'formation'
	);
	expect( formation?.data ).toMatchObject( {
		state: 'AK',
		company_name: 'Juneau Outfitters LLC',
		principal_address: contactAddress,
		mailing_address: contactAddress,
	} );
	expect( order.addresses ).toContainEqual(
		expect.objectContaining( { kind: 'mailing', ...contactAddress } )
	);
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( shown );
} );
