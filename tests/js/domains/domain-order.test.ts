/**
 * The domain registration demo page's order: filled from its dataset plus a third-party domain found by the
 * sandbox's search, it sends one domain product line per domain with the four registrar contacts and each
 * domain's duration and privacy, and the sandbox, pricing each domain from its own search result, charges
 * exactly the total the page shows.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { searchDomain } from '../../../sandbox/src/domain-search';
import { priceOrder } from '../../../sandbox/src/oracle';
import { withDomainAdded } from '../../../src/domains/domain-cart';
import { RootStore } from '../../../src/store/RootStore';
import { fillFromDataset } from '../../../src/toolbox/dataset';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { demoPageLayout, TOOLBOX_DATA } from '../toolbox/demo-pages';

const dataset = JSON.parse(
	readFileSync( join( TOOLBOX_DATA, 'domain-registration.json' ), 'utf8' )
);

async function placedOrder() {
	const config = {
		...testConfig(),
		form: demoPageLayout( 'domain-registration' ),
	};
	const transport = fakeTransport();
	const store = new RootStore( config, { transport, navigate: jest.fn() } );
	await settle();
	expect(
		fillFromDataset( store.formData, dataset, {
			now: new Date( 2026, 10, 23 ),
			developerName: 'Ada',
		} )
	).toBeNull();
	const searched = searchDomain( 'ab.net' );
	if ( 'error' in searched ) {
		throw new Error( searched.error );
	}
	store.formData.set(
		'domainCart',
		withDomainAdded( store.formData.domainCart, searched.result, 3 )
	);
	await settle();
	await store.submission.submit();
	expect( store.submission.error ).toBeNull();
	const [ formType, signupData ] = transport.submitSignup.mock
		.calls[ 0 ] as unknown as [ string, Record< string, any > ];
	const order: Record< string, any > = {
		...signupData,
		formType,
		website: 1,
	};
	return { store, order };
}

it( 'the sandbox charges what the page shows: create amount x years, purchase amount for a third party', async () => {
	const { store, order } = await placedOrder();
	// $12.99 x 2 years for analytical-engines.com, the third-party ab.net's purchase amount (100 x $14.99) x 1.
	expect( store.cart.total ).toBe( 25.98 + 1499 );
	const pricing = priceOrder( order );
	expect( pricing.problems ).toEqual( [] );
	expect( pricing.totalCents ).toBe( Math.round( store.cart.total * 100 ) );
	expect( pricing.lines.map( ( line ) => line.amountCents ) ).toEqual( [
		2598, 149900,
	] );
} );

it( 'each domain line carries the four contacts and its own domain with duration and privacy', async () => {
	const { order } = await placedOrder();
	expect( order.formType ).toBe( 'domain-registration' );
	const products = order.companies[ 0 ].products;
	expect(
		products.map( ( product: any ) => [
			product.product_id,
			product.saveAs,
			product.data.domains,
		] )
	).toEqual( [
		[
			4010,
			'domain',
			[
				{
					domain: 'analytical-engines.com',
					duration: 24,
					privacy: true,
				},
			],
		],
		[
			4010,
			'domain',
			[ { domain: 'ab.net', duration: 12, privacy: true } ],
		],
	] );
	const contacts = products[ 0 ].data.contacts;
	expect( Object.keys( contacts ) ).toEqual( [
		'administrative',
		'technical',
		'billing',
		'registrant',
	] );
	expect( contacts.registrant ).toMatchObject( {
		first_name: 'Ada',
		last_name: 'Lovelace',
		email_address: 'ada.lovelace@example.com',
		phone_number: '(415) 555-0142',
	} );
} );
