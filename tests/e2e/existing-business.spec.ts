/**
 * "Have you formed your business?" on the Foreign Registration page, a form for a business that already exists:
 * No empties the order and says why at once, and an order is refused until the answer is Yes; Yes puts the
 * agent and the foreign registration back, and the order the sandbox receives holds them field by field.
 */
import { expect, test } from '@playwright/test';

import { summaryOf } from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing, summaryCents } from './support/oracle';
import { fillFields, registeredAgentVisitor } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const FOREIGN_REGISTRATION_PAGE = '/foreign-registration/';

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'No empties the order and refuses it with "You must have an existing business to continue."; Yes brings the products back and the order goes out', async ( {
	page,
} ) => {
	await page.goto( FOREIGN_REGISTRATION_PAGE );
	await page
		.getByLabel( 'State where you will do business' )
		.selectOption( 'CA' );
	await page
		.getByLabel( 'Home state (where the company was formed)' )
		.selectOption( 'DE' );
	await page
		.getByLabel( 'Company Name', { exact: true } )
		.fill( 'Golden Gate Widgets LLC' );
	const visitor = registeredAgentVisitor();
	await fillFields( page, {
		...visitor.contact,
		...visitor.account,
		...visitor.payment,
	} );
	const formed = page.getByRole( 'radiogroup', {
		name: 'Have you formed your business?',
	} );
	const summary = summaryOf( page );
	const error = page.locator( '#fo-isBusinessFormed-error' );

	await formed.getByLabel( 'No' ).check();
	await expect( error ).toHaveText(
		/You must have an existing business to continue\.$/
	);
	await expect( formed ).toContainText(
		'This form is for a business that is already formed. To form yours first, place a formation order; your registered agent comes with it.'
	);
	await expect( summary ).toContainText( 'Your order is empty.' );
	await expect( summary.getByRole( 'row' ) ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'There is a problem' } )
	).toContainText( 'You must have an existing business to continue.' );
	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 0 );

	await formed.getByLabel( 'Yes' ).check();
	await expect( error ).toHaveCount( 0 );
	await expect(
		summary.getByRole( 'row', { name: /Registered Agent/ } )
	).toHaveCount( 1 );
	// California: agent $149; foreign registration $100 + $70 state fee.
	expect( await summaryCents( page, /^Total/ ) ).toBe( ( 149 + 170 ) * 100 );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ request ] = await sandboxRequests( '/api/process_signup' );
	const [ company ] = (
		request.body as {
			companies: Array< {
				company: Record< string, unknown >;
				products: Array< {
					saveAs: string;
					data: Record< string, unknown >;
				} >;
			} >;
		}
	 ).companies;
	expect( company.company ).toMatchObject( {
		name: 'Golden Gate Widgets LLC',
		entity_type: 'LLC',
		home_state: 'DE',
	} );
	expect(
		company.products.map( ( line ) => [ line.saveAs, line.data.state ] )
	).toEqual( [
		[ 'registeredAgent', 'CA' ],
		[ 'foreignRegistration', 'CA' ],
	] );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( ( 149 + 170 ) * 100 );
} );
