import { expect, test, type Page, type Request } from '@playwright/test';

import {
	fillFields,
	fillUpToPayment,
	keepRedirectWait,
	RA_PAGE,
	registeredAgentVisitor,
	reviewOrder,
} from './support/order-form';
import {
	resetSandbox,
	SANDBOX_URL,
	sandboxRequests,
	setFaults,
} from './support/sandbox';

const visitor = registeredAgentVisitor();
const CARD_DIGITS = visitor.payment[ 'paymentInformation.number' ].replace(
	/\D/g,
	''
);
const CVC = visitor.payment[ 'paymentInformation.cvc' ];

/** Every request the page sends to WordPress, with its body. */
function recordWordPressRequests( page: Page, baseURL: string ): Request[] {
	const requests: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().startsWith( baseURL ) ) {
			requests.push( request );
		}
	} );
	return requests;
}

async function statePrice( state: string ): Promise< number > {
	const response = await fetch(
		`${ SANDBOX_URL }/api/registered_agent_products?website_id=1&state_abbreviation=${ state }`
	);
	const { result } = ( await response.json() ) as {
		result: { price: number }[];
	};
	return result[ 0 ].price;
}

const dollars = ( amount: number ) => `$${ amount.toFixed( 2 ) }`;

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'an anonymous visitor orders registered agent service and lands on the login page', async ( {
	page,
	baseURL,
} ) => {
	const wordPressRequests = recordWordPressRequests(
		page,
		baseURL as string
	);
	const price = await statePrice( visitor.state );
	// The page says "Redirecting…" before it leaves.
	await keepRedirectWait( page );

	await page.goto( RA_PAGE );
	await page
		.getByLabel( 'State of your company' )
		.selectOption( visitor.state );
	await expect(
		page.getByText(
			`Registered agent service in California: ${ dollars( price ) } for 1 Year`
		)
	).toBeVisible();

	await fillUpToPayment( page, visitor );
	const summary = page.getByRole( 'region', { name: 'Order Summary' } );
	await expect( summary.getByRole( 'row', { name: /Total/ } ) ).toContainText(
		dollars( price )
	);

	await fillFields( page, visitor.payment );
	await expect( page.locator( '#fo-paymentInformation-number' ) ).toHaveValue(
		'4242 4242 4242 4242'
	);
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	await expect( page.getByRole( 'status' ) ).toContainText( 'Redirecting' );
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect( order ).toMatchObject( {
		website: 1,
		client_ip: '127.0.0.1',
		formType: 'registered-agent-signup',
		test: true,
		contact: { first_name: 'Ada', last_name: 'Lovelace' },
		account: {
			email_address: visitor.account[ 'accountInformation.email' ],
		},
		phones: [
			{
				kind: 'primary',
				phone_number: visitor.contact[ 'contactInformation.phone' ],
			},
		],
		payment: {
			currency: 'USD',
			billing_address: {
				line1: '1 Market St',
				zipcode: '94105',
				country: 'US',
			},
		},
	} );
	expect( order.companies[ 0 ].company.name ).toBe( visitor.companyName );
	expect( order.companies[ 0 ].products ).toEqual( [
		expect.objectContaining( {
			quantity: 1,
			saveAs: 'registeredAgent',
			data: { state: 'CA' },
		} ),
	] );

	const tokenizations = await sandboxRequests( '/tokenizer/tokenize' );
	expect( tokenizations.map( ( request ) => request.cardLast4 ) ).toEqual( [
		'4242',
	] );

	const ajaxPosts = wordPressRequests.filter(
		( request ) => request.method() === 'POST'
	);
	expect( ajaxPosts ).toHaveLength( 1 );
	for ( const request of wordPressRequests ) {
		const body = request.postData() ?? '';
		expect( body ).not.toContain( CARD_DIGITS );
		expect( body ).not.toContain( '4242 4242 4242 4242' );
	}
	const signupData = JSON.parse(
		ajaxPosts[ 0 ]
			.postDataBuffer()
			?.toString()
			.match( /name="signupData"\r\n\r\n([^\r]*)/ )?.[ 1 ] ?? '{}'
	);
	const sentValues = JSON.stringify( signupData );
	expect( sentValues ).not.toMatch( /"cvc"|"number"/ );
	expect( sentValues ).not.toContain( `"${ CVC }"` );
} );

test( 'a declined card shows "Error processing payment" and keeps everything typed', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, {
		...visitor.payment,
		'paymentInformation.number': '4000 0000 0000 0002',
	} );
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	const toast = page
		.getByRole( 'alert' )
		.filter( { hasText: 'Error processing payment' } );
	await expect( toast ).toContainText( 'Card number was declined' );
	await expect( toast ).toContainText(
		'Please check your billing address and payment information.'
	);

	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Submit Order' } )
	).toBeEnabled();

	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect( page.locator( '#fo-paymentInformation-number' ) ).toHaveValue(
		'4000 0000 0000 0002'
	);
	await expect(
		page.locator( '#fo-paymentInformation-first_name' )
	).toHaveValue( 'Ada' );

	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect( page.locator( '#fo-accountInformation-email' ) ).toHaveValue(
		visitor.account[ 'accountInformation.email' ]
	);
} );

test( 'a marketing-API failure shows the Signup Error and keeps everything typed', async ( {
	page,
} ) => {
	await setFaults( { '/api/process_signup': { status: 500 } } );
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	const toast = page
		.getByRole( 'alert' )
		.filter( { hasText: 'Signup Error' } );
	await expect( toast ).toContainText(
		'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.'
	);
	await expect( page ).toHaveURL( new RegExp( RA_PAGE ) );
	await page.getByRole( 'button', { name: 'Back' } ).click();
	await expect( page.locator( '#fo-paymentInformation-number' ) ).toHaveValue(
		'4242 4242 4242 4242'
	);
	await expect( page.locator( '#fo-paymentInformation-cvc' ) ).toHaveValue(
		CVC
	);
} );

test( "the API's own refusal reaches the visitor as the Signup Error message", async ( {
	page,
} ) => {
	await setFaults( {
		'/api/process_signup': {
			status: 400,
			body: '{"error":"This email address already has an account."}',
		},
	} );
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Signup Error' } )
	).toContainText( 'This email address already has an account.' );
} );

test( '"payment failed" from the API is a Payment Error', async ( {
	page,
} ) => {
	await setFaults( { '/api/process_signup': { paymentFailed: true } } );
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();

	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Payment Error' } )
	).toContainText(
		'Please check your billing address and payment information.'
	);
} );

test( '"Outside of the US" asks the API for no registered agent, chosen first or again', async ( {
	page,
} ) => {
	await page.goto( RA_PAGE );
	const state = page.getByLabel( 'State of your company' );
	for ( const [ key, name ] of [
		[ 'OUTSIDE_US', '' ],
		[ 'CA', 'California' ],
		[ 'OUTSIDE_US', '' ],
		[ 'TX', 'Texas' ],
	] ) {
		await state.selectOption( key );
		if ( name ) {
			await expect(
				page.getByText( `Registered agent service in ${ name }:` )
			).toBeVisible();
		}
	}
	const asked = ( await sandboxRequests( '/api/registered_agent_products' ) )
		.map( ( load ) => load.query.state_abbreviation )
		.filter( ( abbreviation ) => abbreviation !== undefined );
	// The page carried the states' agents; the old code asked for OUTSIDE_US at each choice of it.
	expect( asked ).toEqual( [] );
} );
