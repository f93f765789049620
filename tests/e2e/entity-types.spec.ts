/**
 * Entity types as a visitor meets them: the order form's "Allowed entity types" narrows the entity select and
 * hides it when one type is left; religious and mutual-benefit corporations are formed in New York, the one state
 * that files our nonprofits; a professional company states its own purpose (the generic purpose switches off).
 * Each order the sandbox received is checked field by field.
 */
import { expect, test, type Page } from '@playwright/test';

import { fillContactAccountAndCard, LLC_FORMATION_PAGE } from './support/cart';
import { answer, fillPeople } from './support/formation';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing } from './support/oracle';
import { fillFields, registeredAgentVisitor } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const NONPROFIT_PAGE = '/nonprofit-formation/';

interface Company {
	company: Record< string, unknown >;
	products: Array< { saveAs: string; data: Record< string, unknown > } >;
}

/** The one order the sandbox received, once the visitor landed on the login page. */
async function companyReceived( page: Page ): Promise< Company > {
	await page.waitForURL( /\/login\?account=\d+/ );
	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	return ( orders[ 0 ].body as { companies: Company[] } ).companies[ 0 ];
}

const formationLine = ( company: Company ) =>
	company.products.find( ( line ) => line.saveAs === 'formation' )?.data;

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

/** A New York nonprofit of the given type, typed in full on the nonprofit page (which allows only NP Corp). */
async function orderNonprofit( page: Page, type: string ): Promise< void > {
	await page.goto( NONPROFIT_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await page.getByLabel( 'Company Name' ).fill( 'Hudson Valley Fellowship' );
	// The form allows one type: there is nothing to choose.
	await expect(
		page.getByLabel( 'Entity Type', { exact: true } )
	).toHaveCount( 0 );
	await page
		.getByLabel( 'Nonprofit Type', { exact: true } )
		.selectOption( type );
	// New York files it: no question asked.
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await answer( page, 'Will the nonprofit apply for tax exemption?', 'Yes' );
	await answer( page, 'Will the nonprofit have members?', 'Yes' );
	await page
		.getByLabel( 'Asset Distribution' )
		.fill( 'To another 501(c)(3) organization chosen by the board' );
	await fillPeople( page, 'Director', [
		[ 'Frances', 'Perkins' ],
		[ 'Eleanor', 'Roosevelt' ],
		[ 'Jane', 'Addams' ],
	] );
	const visitor = registeredAgentVisitor();
	await fillFields( page, {
		...visitor.contact,
		...visitor.account,
		...visitor.payment,
	} );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
}

for ( const type of [ 'Religious', 'Mutual Benefit' ] ) {
	test( `a form that allows only NP Corp asks no entity type and files a ${ type } corporation in New York`, async ( {
		page,
	} ) => {
		await orderNonprofit( page, type );
		const company = await companyReceived( page );
		expect( company.company ).toMatchObject( {
			name: 'Hudson Valley Fellowship',
			entity_type: 'NP Corp',
		} );
		expect( formationLine( company ) ).toMatchObject( {
			company_name: 'Hudson Valley Fellowship',
			entity_type: 'NP Corp',
			nonprofit: {
				type,
				tax_exempt: true,
				has_members: true,
				asset_distribution:
					'To another 501(c)(3) organization chosen by the board',
			},
		} );
	} );
}

test( 'a PLLC states its own purpose: the generic purpose switches off, an empty purpose is refused, the typed one is filed', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await page.getByLabel( 'Company Name' ).fill( 'Hudson Dental PLLC' );
	const generic = page.getByLabel( 'Use a generic business purpose' );
	const purpose = page.getByLabel( 'Business Purpose', { exact: true } );
	const entityType = page.getByLabel( 'Entity Type', { exact: true } );
	await expect( generic ).toBeChecked();
	await expect( purpose ).toHaveCount( 0 );

	await entityType.selectOption( 'PLLC' );
	await expect( generic ).toHaveCount( 0 );
	await expect( purpose ).toBeVisible();
	// Back at LLC the box is offered again, switched off: the visitor's purpose stands.
	await entityType.selectOption( 'LLC' );
	await expect( generic ).not.toBeChecked();
	await entityType.selectOption( 'PLLC' );

	await page.getByLabel( 'NAICS Code' ).fill( '621210' );
	await fillContactAccountAndCard( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.locator( '#fo-companyInformation-businessPurpose-error' )
	).toHaveText( 'Error: Business Purpose is required' );
	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 0 );

	await purpose.fill( 'The practice of dentistry.' );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	const company = await companyReceived( page );
	expect( company.company ).toMatchObject( {
		name: 'Hudson Dental PLLC',
		entity_type: 'PLLC',
		naics_code: '621210',
	} );
	expect( formationLine( company ) ).toMatchObject( {
		company_name: 'Hudson Dental PLLC',
		entity_type: 'PLLC',
		purpose: 'The practice of dentistry.',
	} );
} );
