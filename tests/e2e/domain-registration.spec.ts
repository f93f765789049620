import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { dollars, expectTotal, summaryOf } from './support/cart';
import { clearSandboxOrders } from './support/gateway';
import {
	fillFields,
	registeredAgentVisitor,
	waitForTakeover,
} from './support/order-form';
import { placedOrderPricing } from './support/oracle';
import {
	resetSandbox,
	SANDBOX_URL,
	sandboxRequests,
	setFaults,
} from './support/sandbox';

const DOMAIN_PAGE = '/domain-registration/';
const visitor = registeredAgentVisitor();

/** What the sandbox's registry answers for a domain: the amounts the page must price it by. */
async function registry( domain: string ) {
	const response = await fetch(
		`${ SANDBOX_URL }/api/domain_search?website_id=1&domain=${ domain }`
	);
	return ( await response.json() ).result as {
		thirdParty: boolean;
		create: { amount: number };
		purchase: { amount: number };
	};
}

const yearly = ( result: Awaited< ReturnType< typeof registry > > ) =>
	result.thirdParty ? result.purchase.amount : result.create.amount;

async function searchFor( page: Page, domain: string ): Promise< void > {
	await page.getByLabel( 'Find your domain' ).fill( domain );
	await page.getByRole( 'button', { name: 'Search', exact: true } ).click();
}

test.beforeEach( async () => {
	await resetSandbox();
	await clearSandboxOrders();
} );

test( 'a visitor registers two domains; the order holds the domain product data and the sandbox charges what the page showed', async ( {
	page,
} ) => {
	const engines = await registry( 'analytical-engines.com' );
	const ada = await registry( 'ada.net' );
	expect( ada.thirdParty ).toBe( true );

	await page.goto( DOMAIN_PAGE );
	await expect(
		page
			.getByRole( 'list', { name: 'Featured domain endings' } )
			.getByRole( 'listitem' )
	).toHaveCount( 4 );
	await expect(
		page.getByText(
			'Your cart is empty. Use our domain search to find a domain.'
		)
	).toBeVisible();

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByText( 'A domain is required' ).first()
	).toBeVisible();

	await searchFor( page, 'taken.com' );
	await expect(
		page.getByText( 'Unavailable', { exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'taken.com' } )
	).toHaveText( 'taken.com is unavailable.' );
	await expect( page ).toHaveURL( /#\/taken\.com$/ );

	await searchFor( page, 'analytical-engines.com' );
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'analytical-engines.com' } )
	).toHaveText(
		`analytical-engines.com is available for ${ dollars( yearly( engines ) ) } a year.`
	);
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	await page
		.getByRole( 'button', {
			name: 'One year more for analytical-engines.com',
		} )
		.click();
	await expect(
		page.getByRole( 'button', {
			name: 'One year less for analytical-engines.com',
		} )
	).toBeVisible();

	await searchFor( page, 'ada.net' );
	await expect(
		page.getByText( 'Premium, sold by its owner' )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'One year less for ada.net' } )
	).toHaveCount( 0 );
	await page.getByLabel( 'Privacy protection' ).nth( 1 ).uncheck();

	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();

	const total =
		Math.round( ( yearly( engines ) * 2 + yearly( ada ) ) * 100 ) / 100;
	await expectTotal( page, total );
	await expect( summaryOf( page ) ).toContainText(
		'Domain Name: analytical-engines.com'
	);
	await expect( summaryOf( page ) ).toContainText( 'Domain Name: ada.net' );
	expect( await axeViolations( page ) ).toEqual( [] );

	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect( order.formType ).toBe( 'domain-registration' );
	const products = order.companies[ 0 ].products;
	expect( products.map( ( product: any ) => product.data.domains ) ).toEqual(
		[
			[
				{
					domain: 'analytical-engines.com',
					duration: 24,
					privacy: true,
				},
			],
			[ { domain: 'ada.net', duration: 12, privacy: false } ],
		]
	);
	for ( const product of products ) {
		expect( Object.keys( product.data.contacts ) ).toEqual( [
			'administrative',
			'technical',
			'billing',
			'registrant',
		] );
		expect( product.data.contacts.registrant ).toMatchObject( {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email_address: visitor.account[ 'accountInformation.email' ],
		} );
	}

	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( Math.round( total * 100 ) );
} );

test( 'the domain search failing says so clearly, and the next search works again', async ( {
	page,
} ) => {
	await page.goto( DOMAIN_PAGE );
	await setFaults( { '/api/domain_search': { status: 503, body: '{oops' } } );
	await searchFor( page, 'acme-widgets.com' );
	await expect(
		page
			.getByText(
				'We could not search for acme-widgets.com. An error has occurred. Please try again in a few minutes.'
			)
			.first()
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Add to cart' } )
	).toHaveCount( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );

	await setFaults( {} );
	await searchFor( page, 'acme-widgets.com' );
	await expect(
		page.getByRole( 'button', { name: 'Add to cart' } )
	).toBeVisible();
} );

test( 'the route holds the domain: opening it searches that domain', async ( {
	page,
} ) => {
	await page.goto( `${ DOMAIN_PAGE }#/acme-widgets.com` );
	await expect( page.getByLabel( 'Find your domain' ) ).toHaveValue(
		'acme-widgets.com'
	);
	await expect(
		page.getByRole( 'button', { name: 'Add to cart' } )
	).toBeVisible();
} );

test( 'a form that never asks for a state says the order is empty, before a domain is added and after it is removed', async ( {
	page,
} ) => {
	await page.goto( DOMAIN_PAGE );
	// The visitor is never asked for a state here, so the empty order must not ask for one.
	const empty = summaryOf( page ).getByText( 'Your order is empty.' );
	await expect( empty ).toBeVisible();
	await expect(
		page.getByText( 'Choose a state to see your order.' )
	).toHaveCount( 0 );

	await searchFor( page, 'analytical-engines.com' );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect( summaryOf( page ) ).toContainText(
		'Domain Name: analytical-engines.com'
	);
	await expect( empty ).toHaveCount( 0 );

	await page
		.getByRole( 'button', { name: 'Remove analytical-engines.com' } )
		.click();
	await expect( empty ).toBeVisible();
	await expect(
		page.getByText( 'Choose a state to see your order.' )
	).toHaveCount( 0 );
} );

test( 'on a phone, the featured endings arriving late move nothing below them', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
		if (
			( route.request().postData() ?? '' ).includes(
				'get_domain_hero_tlds'
			)
		) {
			await held;
		}
		await route.continue();
	} );
	await page.goto( DOMAIN_PAGE );
	// Measured once React has drawn the module over the printed one: measured during the takeover, the printed
	// cart could be replaced between finding it and measuring it, and its box would be missing.
	await waitForTakeover( page );
	const cart = page.locator( '.fo-domain-cart' );
	const before = await cart.boundingBox();
	expect( before ).not.toBeNull();

	release();
	await expect(
		page
			.getByRole( 'list', { name: 'Featured domain endings' } )
			.getByRole( 'listitem' )
	).toHaveCount( 4 );
	// Within a pixel: the row's height is computed from the theme's font, whose rounding differs by hundredths of
	// a pixel between the placeholder and the tiles on some themes; the shift this guards against was 95 px.
	const after = await cart.boundingBox();
	expect( after ).not.toBeNull();
	expect( Math.abs( ( after?.y ?? 0 ) - ( before?.y ?? 0 ) ) ).toBeLessThan(
		1
	);
} );

test( 'a TLS certificate for the domains of the order, and web hosting: the certificate names its domains, and the sandbox charges what the page showed', async ( {
	page,
} ) => {
	const engines = await registry( 'analytical-engines.com' );
	await page.goto( DOMAIN_PAGE );
	await searchFor( page, 'analytical-engines.com' );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	const website = page.getByRole( 'group', { name: 'For your website' } );
	await website.getByLabel( /TLS\/SSL Certificate/ ).check();
	await website.getByLabel( /Web Hosting/ ).check();
	const total = Math.round( ( yearly( engines ) + 69 + 96 ) * 100 ) / 100;
	await expectTotal( page, total );
	await expect( summaryOf( page ) ).toContainText( 'TLS/SSL Certificate' );

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, visitor.payment );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const [ order ] = await sandboxRequests( '/api/process_signup' );
	const products = ( order.body as Record< string, any > ).companies[ 0 ]
		.products as Array< { product_id: number; data: unknown } >;
	expect(
		products.map( ( product ) => [ product.product_id, product.data ] )
	).toEqual( [
		[
			expect.any( Number ),
			expect.objectContaining( {
				domains: [
					expect.objectContaining( {
						domain: 'analytical-engines.com',
					} ),
				],
			} ),
		],
		[
			4023,
			expect.objectContaining( {
				domains: [ 'analytical-engines.com' ],
			} ),
		],
		[ 4017, expect.anything() ],
	] );
	const [ pricing ] = await placedOrderPricing();
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( Math.round( total * 100 ) );
} );
