/**
 * The toolbox's Checkout Options are honoured by the submission: "Stay on this page after the order" skips the
 * thank-you redirect, "Mark the order as a test" sends test: true (which WordPress believes only from a user the
 * toolbox is for). Both off, the order and the redirect are as a visitor's.
 */
import { createStore, fillValidOrder, settle } from '../store/fake-transport';

describe( 'Checkout Options', () => {
	afterEach( () => jest.useRealTimers() );

	async function placeOrder(
		options: { stayOnPage?: boolean; markAsTest?: boolean } = {}
	) {
		jest.useFakeTimers();
		const { store, transport, navigate } = createStore();
		store.checkoutOptions.setStayOnPage( options.stayOnPage ?? false );
		store.checkoutOptions.setMarkAsTest( options.markAsTest ?? false );
		fillValidOrder( store );
		await jest.runOnlyPendingTimersAsync();
		await store.submission.submit();
		jest.advanceTimersByTime( 1500 );
		const [ , signupData ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [ string, Record< string, unknown > ];
		return { store, navigate, signupData };
	}

	it( 'both off: the visitor is redirected and the order carries no test mark', async () => {
		const { navigate, signupData } = await placeOrder();
		expect( navigate ).toHaveBeenCalledTimes( 1 );
		expect( signupData ).not.toHaveProperty( 'test' );
	} );

	it( 'stay on this page: the order is placed and no redirect follows', async () => {
		const { store, navigate } = await placeOrder( { stayOnPage: true } );
		expect( store.submission.response ).not.toBeNull();
		jest.advanceTimersByTime( 10000 );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'mark as a test: the order goes out with test: true', async () => {
		const { signupData } = await placeOrder( { markAsTest: true } );
		expect( signupData.test ).toBe( true );
	} );

	it( 'both start off on every page load', () => {
		const { store } = createStore();
		expect( store.checkoutOptions.stayOnPage ).toBe( false );
		expect( store.checkoutOptions.markAsTest ).toBe( false );
		return settle();
	} );
} );
