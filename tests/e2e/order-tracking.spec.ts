import { expect, test, type Page } from '@playwright/test';

import { setSiteSetting } from './support/gateway';
import {
	fillFields,
	fillUpToPayment,
	RA_PAGE,
	registeredAgentVisitor,
	reviewOrder,
} from './support/order-form';
import { resetSandbox, setFaults } from './support/sandbox';

/**
 * Conversion tracking fires once after a placed order and never after a decline or a server error; none of
 * it carries the visitor's email, name, phone or address.
 */
const PIXEL_URL = 'https://affiliates.example/sale';
const TRACKING_SETTINGS: Record< string, string > = {
	tracking_ecommerce: '1',
	tracking_ads: '1',
	ads_conversion_id: 'AW-123456789',
	ads_conversion_label: 'purchase',
	tracking_search_tag: '1',
	search_tag_id: '5551234',
	tracking_affiliate: '1',
	affiliate_merchant_id: '98765',
	affiliate_pixel_url: PIXEL_URL,
};

const visitor = registeredAgentVisitor();

/** Everything the page hands to the tags, recorded across the redirect after success. */
async function recordTracking( page: Page ): Promise< unknown[] > {
	const sent: unknown[] = [];
	await page.exposeFunction( 'foRecordTracking', ( entry: unknown ) =>
		sent.push( entry )
	);
	await page.addInitScript( () => {
		const record = ( queue: string ) => {
			const list: unknown[] = [];
			const push = list.push.bind( list );
			list.push = ( ...items: unknown[] ) => {
				(
					window as unknown as {
						foRecordTracking: ( entry: unknown ) => void;
					}
				 ).foRecordTracking( { queue, items } );
				return push( ...items );
			};
			return list;
		};
		const globals = window as unknown as Record< string, unknown >;
		globals.dataLayer = record( 'dataLayer' );
		globals.uetq = record( 'uetq' );
	} );
	await page.route( `${ PIXEL_URL }**`, async ( route ) => {
		sent.push( { queue: 'pixel', items: [ route.request().url() ] } );
		await route.fulfill( { status: 204 } );
	} );
	return sent;
}

const eventsOf = ( sent: unknown[] ) =>
	sent.flatMap( ( entry ) => {
		const { queue, items } = entry as { queue: string; items: unknown[] };
		return items
			.filter( ( item ) => item !== null && typeof item === 'object' )
			.map( ( item ) => ( { queue, item } ) );
	} );

test.beforeAll( () => {
	for ( const [ key, value ] of Object.entries( TRACKING_SETTINGS ) ) {
		setSiteSetting( key, value );
	}
} );

test.afterAll( () => {
	for ( const key of Object.keys( TRACKING_SETTINGS ) ) {
		setSiteSetting( key, '' );
	}
} );

test.beforeEach( async ( { context } ) => {
	await resetSandbox();
	await context.addCookies( [
		{
			name: 'shareasaleSSCID',
			value: 'sscid-e2e',
			url: process.env.WP_BASE_URL ?? 'http://127.0.0.1:8898',
		},
	] );
} );

test( 'a declined card and a server error track nothing; the placed order is tracked once, without personal data', async ( {
	page,
} ) => {
	const sent = await recordTracking( page );
	await page.goto( RA_PAGE );
	await fillUpToPayment( page, visitor );
	await fillFields( page, {
		...visitor.payment,
		'paymentInformation.number': '4000 0000 0000 0002',
	} );
	const submit = page.getByRole( 'button', { name: 'Submit Order' } );
	await reviewOrder( page );
	await submit.click();
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'Error processing payment' } )
	).toBeVisible();
	expect( sent ).toEqual( [] );

	await setFaults( { '/api/process_signup': { status: 500 } } );
	// Another card: "Change" opens the card field, and the payment step's button comes back to the review.
	await page.getByRole( 'button', { name: 'Change Card' } ).click();
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	await submit.click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Signup Error' } )
	).toBeVisible();
	expect( sent ).toEqual( [] );

	await setFaults( {} );
	await submit.click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const events = eventsOf( sent );
	const purchases = events.filter(
		( { item } ) => ( item as { event?: string } ).event === 'purchase'
	);
	expect( purchases ).toHaveLength( 1 );
	expect( purchases[ 0 ].item ).toMatchObject( {
		ecommerce: {
			transaction_id: expect.stringMatching( /^INV-\d{6}$/ ),
			value: 149,
			currency: 'USD',
		},
	} );
	const conversions = sent.filter( ( entry ) => {
		const { items } = entry as { items: unknown[] };
		return Array.isArray( items[ 0 ] ) && items[ 0 ][ 1 ] === 'conversion';
	} );
	expect( conversions ).toHaveLength( 1 );
	expect( JSON.stringify( conversions[ 0 ] ) ).toContain(
		'AW-123456789/purchase'
	);
	expect(
		sent.filter(
			( entry ) => ( entry as { queue: string } ).queue === 'uetq'
		)
	).toHaveLength( 1 );
	const pixels = sent.filter(
		( entry ) => ( entry as { queue: string } ).queue === 'pixel'
	);
	expect( pixels ).toHaveLength( 1 );
	const pixel = new URL( ( pixels[ 0 ] as { items: string[] } ).items[ 0 ] );
	expect( pixel.searchParams.get( 'platform' ) ).toBe( 'shareasale' );
	expect( pixel.searchParams.get( 'affiliate_code' ) ).toBe( 'sscid-e2e' );
	expect( pixel.searchParams.get( 'amount' ) ).toBe( '149.00' );

	const everything = JSON.stringify( sent );
	const phoneDigits = visitor.contact[ 'contactInformation.phone' ].replace(
		/\D/g,
		''
	);
	for ( const personal of [
		visitor.account[ 'accountInformation.email' ],
		visitor.contact[ 'contactInformation.firstName' ],
		visitor.contact[ 'contactInformation.lastName' ],
		visitor.contact[ 'contactInformation.phone' ],
		visitor.contact[ 'contactInformation.address.line1' ],
		visitor.contact[ 'contactInformation.address.city' ],
		visitor.contact[ 'contactInformation.address.zip' ],
	] ) {
		expect( everything ).not.toContain( personal );
	}
	expect( everything.replace( /\D/g, '' ) ).not.toContain( phoneDigits );
} );
