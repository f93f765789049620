import { orderStore, products } from '../order/order-store';
import { settle } from './fake-transport';

/**
 * Pay Monthly: "Per-month subscription price is price divided by 12", for the subscription bundle's line only;
 * "Monthly billing with NP Corp is rejected when subscription bundles are on", whichever is chosen first.
 */
const SUBSCRIPTION_FORM = [
	products( [
		{
			saveAs: 'registeredAgent',
			category: 'registered-agent',
			primary: true,
		},
		{ saveAs: 'formation', category: 'formation', primary: true },
		{ saveAs: 'corporateBook', category: 'corporate-book' },
		{
			saveAs: 'subscriptionBundle',
			category: 'subscription-bundle',
			primary: true,
		},
	] ),
];

describe( 'monthly billing', () => {
	it( 'the per-month price is the subscription bundle price / 12, not the whole cart / 12', async () => {
		const { store } = orderStore( 'business-formation', SUBSCRIPTION_FORM );
		await settle();
		store.cart.setChecked( 'corporateBook', true );
		expect( store.cart.setBillingType( 'monthly', 'refused' ) ).toBeNull();
		const subscription = store.cart.subscriptionLine;
		expect( subscription?.name ).toBe( 'California Business Subscription' );
		const yearly = subscription?.price ?? 0;
		// The book ($75) is paid up front; the bundle's price alone is spread over 12 months.
		expect( store.cart.total ).toBe( yearly + 75 );
		expect( store.cart.monthlyTotal ).toBe(
			Math.round( ( yearly / 12 ) * 100 ) / 100
		);
	} );

	it( 'monthly chosen first, then NP Corp: monthly is refused and the cart is yearly', async () => {
		const { store } = orderStore( 'business-formation', SUBSCRIPTION_FORM );
		store.formData.set( 'companyInformation.state', {
			key: 'NY',
			value: 'New York',
		} );
		await settle();
		store.cart.setBillingType( 'monthly', 'refused' );
		expect( store.cart.billingType ).toBe( 'monthly' );
		store.formData.set( 'companyInformation.entityType', {
			key: 'NP Corp',
			value: 'NP Corp',
		} );
		expect( store.cart.monthlyRefused ).toBe( true );
		expect( store.cart.billingType ).toBe( 'yearly' );
		expect( store.cart.monthlyTotal ).toBeNull();
	} );

	it( 'NP Corp chosen first: monthly is refused with the configured message', () => {
		const { store } = orderStore( 'business-formation', SUBSCRIPTION_FORM );
		store.formData.set( 'companyInformation.entityType', {
			key: 'NP Corp',
			value: 'NP Corp',
		} );
		expect(
			store.cart.setBillingType( 'monthly', 'No monthly for nonprofits.' )
		).toBe( 'No monthly for nonprofits.' );
		expect( store.cart.billingType ).toBe( 'yearly' );
	} );
} );

describe( 'a subscription bundle with a state of its own (the Products panel\'s "State")', () => {
	it( "is that state's bundle and price whatever state the company is formed in, and travels with that state", async () => {
		const fixed = [
			products( [
				{
					saveAs: 'subscriptionBundle',
					category: 'subscription-bundle',
					primary: true,
					state: 'WY',
				},
			] ),
		];
		const { store } = orderStore( 'business-formation', fixed );
		store.formData.set( 'companyInformation.state', {
			key: 'NY',
			value: 'New York',
		} );
		await settle();
		const line = store.cart.subscriptionLine;
		expect( line?.name ).toBe( 'Wyoming Business Subscription' );
		expect( [ line?.state, line?.data ] ).toEqual( [
			'WY',
			{ state: 'WY' },
		] );

		// Without a state of its own it follows the company's state.
		const { store: following } = orderStore(
			'business-formation',
			SUBSCRIPTION_FORM
		);
		following.formData.set( 'companyInformation.state', {
			key: 'NY',
			value: 'New York',
		} );
		await settle();
		expect( following.cart.subscriptionLine?.name ).toBe(
			'New York Business Subscription'
		);
		expect( line?.price ).not.toBe(
			following.cart.subscriptionLine?.price
		);
	} );
} );

describe( 'due today', () => {
	it( 'under Pay Monthly: the first month of the subscription and every other line in full', async () => {
		const { store } = orderStore( 'business-formation', SUBSCRIPTION_FORM );
		await settle();
		store.cart.setChecked( 'corporateBook', true );
		const yearly = store.cart.subscriptionLine?.price ?? 0;
		expect( store.cart.dueToday ).toBe( yearly + 75 );
		store.cart.setBillingType( 'monthly', 'refused' );
		expect( store.cart.dueToday ).toBe(
			Math.round( ( yearly / 12 + 75 ) * 100 ) / 100
		);
	} );
} );
