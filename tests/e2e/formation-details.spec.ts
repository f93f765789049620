import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { LLC_FORMATION_PAGE } from './support/cart';
import {
	answer,
	fillLlcDetails,
	fillPeople,
	FORMATION_DETAILS,
} from './support/formation';
import { clearSandboxOrders } from './support/gateway';
import { fillFields, registeredAgentVisitor } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const CORPORATION_PAGE = '/corporation-formation/';
const NONPROFIT_PAGE = '/nonprofit-formation/';

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

/** Contact, account and card of the shared sample visitor (Ada Lovelace), on a single-page form. */
async function fillVisitor( page: Page ): Promise< void > {
	const visitor = registeredAgentVisitor();
	await fillFields( page, {
		...visitor.contact,
		...visitor.account,
		...visitor.payment,
	} );
}

type Line = { saveAs: string; data: Record< string, unknown > };

/** The formation line's data of the one order the sandbox accepted. */
async function formationDataReceived( page: Page ) {
	await page.waitForURL( /\/login\?account=\d+/ );
	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as {
		companies: Array< { products: Line[] } >;
	};
	const formation = order.companies[ 0 ].products.find(
		( line ) => line.saveAs === 'formation'
	);
	expect( formation ).toBeDefined();
	return ( formation as Line ).data;
}

const COMPANY = {
	effective_date: 'Upon Filing',
	contact_person: { first_name: 'Ada', last_name: 'Lovelace' },
	mailing_address: 'REGISTERED_AGENT_ADDRESS',
	principal_address: 'REGISTERED_AGENT_ADDRESS',
};

test( 'a member-managed LLC: management, list choice and members reach the order field by field', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	await fillLlcDetails( page, {
		management: 'Member Managed',
		listed: 'No',
		members: [
			[ 'Ada', 'Lovelace' ],
			[ 'Charles', 'Babbage' ],
			[ 'Mary', 'Somerville' ],
		],
	} );
	// Charles leaves: Mary moves up to row 2 and the focus goes with her row.
	await page.getByRole( 'button', { name: 'Remove Member 2' } ).click();
	await expect( page.getByLabel( 'Member 2 First Name' ) ).toHaveValue(
		'Mary'
	);
	await expect( page.getByLabel( 'Member 2 First Name' ) ).toBeFocused();
	await expect( page.getByLabel( 'Member 3 First Name' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Manager 1 First Name' ) ).toHaveCount( 0 );
	expect( await axeViolations( page, FORMATION_DETAILS ) ).toEqual( [] );

	await fillVisitor( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	expect( await formationDataReceived( page ) ).toMatchObject( {
		...COMPANY,
		company_name: 'Golden Gate Widgets LLC',
		entity_type: 'LLC',
		purpose: '',
		management_type: 'Member Managed',
		list_officials: false,
		officials: [
			{ role: 'member', first_name: 'Ada', last_name: 'Lovelace' },
			{ role: 'member', first_name: 'Mary', last_name: 'Somerville' },
		],
	} );
} );

test( 'a manager-managed LLC: turning it on adds a manager, off clears them; both lists reach the order', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	await answer( page, 'How is the LLC managed?', 'Manager Managed' );
	await expect( page.getByLabel( 'Manager 1 First Name' ) ).toHaveValue( '' );
	await page.getByLabel( 'Manager 1 First Name' ).fill( 'Someone' );
	await answer( page, 'How is the LLC managed?', 'Member Managed' );
	await expect( page.getByLabel( 'Manager 1 First Name' ) ).toHaveCount( 0 );

	// A Submit with the list empty names what is missing, row by row.
	await answer( page, 'How is the LLC managed?', 'Manager Managed' );
	await fillVisitor( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'Member 1 First Name is required' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Manager 1 First Name is required' } )
	).toBeVisible();
	expect( await axeViolations( page, FORMATION_DETAILS ) ).toEqual( [] );

	await fillLlcDetails( page, {
		management: 'Manager Managed',
		listed: 'Yes',
		members: [ [ 'Ada', 'Lovelace' ] ],
		managers: [
			[ 'Byron', 'King' ],
			[ 'Grace', 'Hopper' ],
		],
	} );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	expect( await formationDataReceived( page ) ).toMatchObject( {
		...COMPANY,
		entity_type: 'LLC',
		management_type: 'Manager Managed',
		list_officials: true,
		officials: [
			{ role: 'member', first_name: 'Ada', last_name: 'Lovelace' },
			{ role: 'manager', first_name: 'Byron', last_name: 'King' },
			{ role: 'manager', first_name: 'Grace', last_name: 'Hopper' },
		],
	} );
} );

const OFFICERS = [
	[
		'President',
		'Ada',
		'Lovelace',
		'1 Market St',
		'San Francisco',
		'CA',
		'94105',
	],
	[
		'Secretary',
		'Charles',
		'Babbage',
		'5 Devonshire St',
		'Boston',
		'MA',
		'02109',
	],
	[
		'Treasurer',
		'Mary',
		'Somerville',
		'20 Water St',
		'New York',
		'NY',
		'10004',
	],
] as const;

test( 'a corporation: officers with addresses, shares, another officer and a director reach the order', async ( {
	page,
} ) => {
	await page.goto( CORPORATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'DE' );
	await page.getByLabel( 'Company Name' ).fill( 'Analytical Engines Inc' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Formation Details', level: 2 } )
	).toBeVisible();
	// "All officers are directors" starts at Yes: no director rows until the visitor says No.
	await expect(
		page
			.getByRole( 'radiogroup', {
				name: 'Are all officers also directors?',
			} )
			.getByLabel( 'Yes', { exact: true } )
	).toBeChecked();
	await expect( page.getByLabel( 'Director 1 First Name' ) ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'President First Name is required' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Authorized Shares is required' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'A Selection is required' } )
	).toBeVisible();
	expect( await axeViolations( page, FORMATION_DETAILS ) ).toEqual( [] );

	for ( const [ role, first, last, line1, city, state, zip ] of OFFICERS ) {
		await page.getByLabel( `${ role } First Name` ).fill( first );
		await page.getByLabel( `${ role } Last Name` ).fill( last );
		await page.getByLabel( `${ role } Street Address` ).fill( line1 );
		await page.getByLabel( `${ role } City` ).fill( city );
		await page.getByLabel( `${ role } State` ).selectOption( state );
		await page.getByLabel( `${ role } ZIP Code` ).fill( zip );
	}
	await page.getByLabel( 'Authorized Shares' ).fill( '1,500' );
	await expect(
		page.getByLabel( 'Authorized Shares' )
	).toHaveAccessibleDescription(
		'Error: Authorized Shares must only contain numbers.'
	);
	await page.getByLabel( 'Authorized Shares' ).fill( '1500' );
	await page.getByLabel( 'Par Value' ).fill( '0.01' );
	await page.getByLabel( 'Issued Shares' ).fill( '1000' );
	await page.getByLabel( 'Common Shares' ).fill( '1000' );
	await page.getByLabel( 'Total Liabilities' ).fill( '0' );
	await page.getByLabel( 'Total Assets' ).fill( '25000' );
	await answer(
		page,
		'List other officers, such as a vice president?',
		'Yes'
	);
	await fillPeople( page, 'Officer', [ [ 'Grace', 'Hopper' ] ] );
	await answer( page, 'Are all officers also directors?', 'No' );
	await expect( page.getByLabel( 'Director 1 First Name' ) ).toHaveValue(
		''
	);
	await fillPeople( page, 'Director', [ [ 'Alan', 'Turing' ] ] );
	expect( await axeViolations( page, FORMATION_DETAILS ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	const visitor = registeredAgentVisitor();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	const data = await formationDataReceived( page );
	expect( data ).toMatchObject( {
		...COMPANY,
		company_name: 'Analytical Engines Inc',
		entity_type: 'Corp',
		authorized_shares: '1500',
		par_value: '0.01',
		issued_shares: '1000',
		common_shares: '1000',
		total_liabilities: '0',
		total_assets: '25000',
		all_officers_are_directors: false,
	} );
	expect( data.officials ).toEqual( [
		...OFFICERS.map(
			( [ role, first, last, line1, city, state, zip ] ) => ( {
				role: role.toLowerCase(),
				first_name: first,
				last_name: last,
				address: {
					kind: 'mailing',
					label: role.toLowerCase(),
					line1,
					city,
					zip_postal_code: zip,
					state_province_region: state,
					country: 'US',
					text: `${ line1 }, ${ city }, ${ state } ${ zip }, US`,
				},
			} )
		),
		{ role: 'officer', first_name: 'Grace', last_name: 'Hopper' },
		{ role: 'director', first_name: 'Alan', last_name: 'Turing' },
	] );
} );

test( 'a New York nonprofit: both jurisdiction prompts, three directors, the nonprofit block in the order', async ( {
	page,
} ) => {
	await page.goto( NONPROFIT_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await page
		.getByLabel( 'Company Name' )
		.fill( 'Hudson Valley Literacy Fund' );
	for ( const row of [ 1, 2, 3 ] ) {
		await expect(
			page.getByLabel( `Director ${ row } First Name` )
		).toHaveValue( '' );
	}
	await expect(
		page.getByRole( 'button', { name: /^Remove Director/ } )
	).toHaveCount( 0 );

	// A type New York does not file: asked first; Cancel changes nothing.
	const type = page.getByLabel( 'Nonprofit Type', { exact: true } );
	await type.selectOption( 'Public Benefit' );
	const dialog = page.getByRole( 'dialog', { name: 'Nonprofit type' } );
	await expect( dialog ).toContainText(
		'Public Benefit is not supported in the following jurisdictions: New York. Would you like to keep Public Benefit and deselect the unsupported jurisdictions?'
	);
	expect( await axeViolations( page, FORMATION_DETAILS ) ).toEqual( [] );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog ).toHaveCount( 0 );
	await expect( type ).toHaveValue( '' );
	await expect( page.getByLabel( 'State of formation' ) ).toHaveValue( 'NY' );

	// Keeping it deselects New York.
	await type.selectOption( 'Public Benefit' );
	await dialog.getByRole( 'button', { name: 'Keep Public Benefit' } ).click();
	await expect( type ).toHaveValue( 'Public Benefit' );
	await expect( page.getByLabel( 'State of formation' ) ).toHaveValue( '' );

	// Choosing New York again while Public Benefit stands: the second prompt. Keeping the type removes the state.
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await expect( dialog ).toContainText(
		'The jurisdiction you selected is not available with Public Benefit, would you like to remove the jurisdiction and keep Public Benefit as your nonprofit type?'
	);
	await dialog.getByRole( 'button', { name: 'Keep Public Benefit' } ).click();
	await expect( page.getByLabel( 'State of formation' ) ).toHaveValue( '' );
	await expect( type ).toHaveValue( 'Public Benefit' );

	// Standing by New York instead clears the type it refuses.
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( page.getByLabel( 'State of formation' ) ).toHaveValue( 'NY' );
	await expect( type ).toHaveValue( '' );

	await type.selectOption( 'Charitable' );
	await expect( dialog ).toHaveCount( 0 );
	await answer( page, 'Will the nonprofit apply for tax exemption?', 'Yes' );
	await answer( page, 'Will the nonprofit have members?', 'No' );
	await page
		.getByLabel( 'Asset Distribution' )
		.fill( 'To another 501(c)(3) organization chosen by the board' );
	await fillPeople( page, 'Director', [
		[ 'Frances', 'Perkins' ],
		[ 'Eleanor', 'Roosevelt' ],
		[ 'Jane', 'Addams' ],
		[ 'Dorothy', 'Day' ],
	] );
	await page.getByRole( 'button', { name: 'Remove Director 4' } ).click();
	await expect( page.getByLabel( 'Director 3 First Name' ) ).toBeFocused();
	expect( await axeViolations( page, FORMATION_DETAILS ) ).toEqual( [] );

	await fillVisitor( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	expect( await formationDataReceived( page ) ).toMatchObject( {
		...COMPANY,
		company_name: 'Hudson Valley Literacy Fund',
		entity_type: 'NP Corp',
		officials: [
			{ role: 'director', first_name: 'Frances', last_name: 'Perkins' },
			{ role: 'director', first_name: 'Eleanor', last_name: 'Roosevelt' },
			{ role: 'director', first_name: 'Jane', last_name: 'Addams' },
		],
		nonprofit: {
			type: 'Charitable',
			tax_exempt: true,
			has_members: false,
			asset_distribution:
				'To another 501(c)(3) organization chosen by the board',
		},
	} );
} );
