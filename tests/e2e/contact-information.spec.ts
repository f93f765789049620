/**
 * The contact's extras on the LLC Formation page: a secondary phone and a fax (its own message when it is not a
 * number), and the business insurance and checking opt-ins; the order the sandbox received carries each as
 * the spec's payload has it (alternate and fax phones, the fax in digits; a ticked opt-in with the contact).
 */
import { expect, test } from '@playwright/test';

import { fillContactAccountAndCard, LLC_FORMATION_PAGE } from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import { placedOrderPricing } from './support/oracle';
import { registeredAgentVisitor } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a secondary phone, a fax and the insurance opt-in reach the order; a fax that is no number is refused with its message', async ( {
	page,
} ) => {
	await page.goto( LLC_FORMATION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await page.getByLabel( 'Company Name' ).fill( 'Golden Gate Widgets LLC' );
	await fillContactAccountAndCard( page );
	const secondary = page.getByLabel( /^Secondary Phone/ );
	const fax = page.getByLabel( /^Fax/ );
	const insurance = page.getByRole( 'checkbox', {
		name: 'Send me a free business insurance quote',
	} );
	const checking = page.getByRole( 'checkbox', {
		name: 'Tell me about opening a business checking account',
	} );
	await expect( insurance ).not.toBeChecked();
	await expect( checking ).not.toBeChecked();

	await secondary.fill( '4155550143' );
	await fax.fill( 'fax me' );
	await insurance.check();
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await expect(
		page.locator( '#fo-contactInformation-fax-error' )
	).toHaveText( 'Error: Please enter a valid fax number' );
	await expect( fax ).toHaveAttribute( 'aria-invalid', 'true' );
	// Left, the secondary phone reads as a US number.
	await expect( secondary ).toHaveValue( '(415) 555-0143' );
	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 0 );

	await fax.fill( '415.555.0144' );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ request ] = await sandboxRequests( '/api/process_signup' );
	const order = request.body as {
		contact: Record< string, unknown >;
		phones: Array< { kind: string; phone_number: string } >;
	};
	const visitor = registeredAgentVisitor();
	expect( order.contact ).toEqual( {
		first_name: visitor.contact[ 'contactInformation.firstName' ],
		last_name: visitor.contact[ 'contactInformation.lastName' ],
		insurance_opt_in: true,
	} );
	expect( order.phones ).toEqual( [
		{ kind: 'primary', phone_number: expect.any( String ) },
		{ kind: 'alternate', phone_number: '(415) 555-0143' },
		{ kind: 'fax', phone_number: '4155550144' },
	] );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
} );
