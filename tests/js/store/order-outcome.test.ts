import type { PageConfig } from '../../../src/config';
import { NETWORK_MESSAGES } from '../../../src/errors/network';
import type { FormStorage } from '../../../src/store/FormPersistence';
import { RootStore } from '../../../src/store/RootStore';
import { attemptStorageKey } from '../../../src/submission/order-attempt';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from './fake-transport';

/** One tab's storage: what a reload of the page finds again. */
function tabStorage(): FormStorage & { items: Map< string, string > } {
	const items = new Map< string, string >();
	return {
		items,
		getItem: ( key ) => items.get( key ) ?? null,
		setItem: ( key, value ) => void items.set( key, value ),
		removeItem: ( key ) => void items.delete( key ),
	};
}

const TIMED_OUT = {
	success: false,
	error: 'An unknown error occurred. Please check your information and try again. If the error persists, please contact us.',
	code: 'outcome_unknown',
	title: 'Signup Error',
};
const PLACED = {
	invoice_numbers: [ 'INV-000009' ],
	account_id: 9,
	login_url: 'http://sandbox.test/login?account=9',
};

/** A page load: a fresh RootStore on the same tab storage, as a reload builds it. */
function loadPage(
	tab: ReturnType< typeof tabStorage >,
	transport = fakeTransport(),
	config: PageConfig = testConfig()
) {
	const navigate = jest.fn();
	const store = new RootStore( config, {
		transport,
		navigate,
		storage: tab,
		attemptStorage: tab,
	} );
	return { store, transport, navigate };
}

async function orderReady( page: ReturnType< typeof loadPage > ) {
	fillValidOrder( page.store );
	await settle();
	page.store.steps.goTo( 2 );
}

const keyOf = ( call: unknown ) => ( call as [ string, object, string ] )[ 2 ];

/** An order sent, then the page reloaded while it is on its way: its answer is never read. */
async function sentThenReloaded() {
	const tab = tabStorage();
	const first = loadPage( tab );
	await orderReady( first );
	first.transport.submitSignup.mockReturnValueOnce(
		new Promise( () => undefined )
	);
	first.store.submission.submit();
	await settle();
	const sentKey = keyOf( first.transport.submitSignup.mock.calls[ 0 ] );
	first.store.dispose();
	return { tab, sentKey };
}

describe( 'An order whose answer never came', () => {
	it( 'on a timeout, says it may have gone through, checks with the same key, and goes to the placed order', async () => {
		const tab = tabStorage();
		const page = loadPage( tab );
		await orderReady( page );
		page.transport.submitSignup.mockResolvedValueOnce( TIMED_OUT );
		let resolveCheck: ( answer: object ) => void = () => undefined;
		page.transport.checkOutcome.mockReturnValueOnce(
			new Promise( ( resolve ) => ( resolveCheck = resolve ) )
		);

		const submitted = page.store.submission.submit();
		await settle();
		await settle();

		expect( page.store.submission.outcomeNotice ).toBe(
			'We did not get an answer in time, so your order may have gone through. We are checking now. Please do not submit it again.'
		);
		expect( page.store.submission.error ).toBeNull();
		const [ action, fields, key ] = page.transport.checkOutcome.mock
			.calls[ 0 ] as unknown as [
			string,
			Record< string, string >,
			string,
		];
		expect( action ).toBe( 'process_signup' );
		expect( key ).toBe(
			keyOf( page.transport.submitSignup.mock.calls[ 0 ] )
		);
		expect( JSON.parse( fields.signupData ).payment.token ).toBe( '' );

		resolveCheck( {
			success: true,
			outcome: 'placed',
			answer: { result: PLACED },
		} );
		await submitted;

		expect( page.store.submission.status ).toBe( 'redirecting' );
		expect( page.store.submission.response ).toEqual( PLACED );
		expect( page.store.submission.outcomeNotice ).toBeNull();
		expect(
			tab.items.has( attemptStorageKey( 5, 'registered-agent-signup' ) )
		).toBe( false );
		expect( page.transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'after a reload, finds the order placed and takes the visitor to it, without sending it again', async () => {
		const { tab, sentKey } = await sentThenReloaded();

		const stored = tab.items.get(
			attemptStorageKey( 5, 'registered-agent-signup' )
		)!;
		expect( stored ).toContain( sentKey );
		expect( stored ).toContain( 'Acme Widgets LLC' );
		expect( stored ).not.toContain( '4242' );
		expect( stored ).not.toContain( 'Correct-Horse-9' );

		const transport = fakeTransport();
		transport.checkOutcome.mockResolvedValueOnce( {
			success: true,
			outcome: 'placed',
			answer: { result: PLACED },
		} );
		const reloaded = loadPage( tab, transport );
		await settle();
		await settle();

		expect(
			reloaded.store.formData.get( 'companyInformation.companyName' )
		).toBe( 'Acme Widgets LLC' );
		expect( transport.checkOutcome ).toHaveBeenCalledTimes( 1 );
		expect(
			( transport.checkOutcome.mock.calls[ 0 ] as unknown[] )[ 2 ]
		).toBe( sentKey );
		expect( reloaded.store.submission.status ).toBe( 'redirecting' );
		expect( reloaded.store.submission.response ).toEqual( PLACED );
		expect( transport.submitSignup ).not.toHaveBeenCalled();
	} );

	it( 'after a reload, not placed: says so, and the same order goes again under the same key; a changed order gets a new one', async () => {
		const tab = tabStorage();
		const first = loadPage( tab );
		await orderReady( first );
		first.transport.submitSignup.mockResolvedValueOnce( TIMED_OUT );
		first.transport.checkOutcome.mockResolvedValueOnce( {
			success: true,
			outcome: 'unknown',
		} );
		await first.store.submission.submit();
		const sentKey = keyOf( first.transport.submitSignup.mock.calls[ 0 ] );
		expect(
			first.store.notifications.items.map( ( item ) => item.message )
		).toEqual( [
			'We could not find out yet whether your order went through. Please wait a minute and submit again: you will not be charged twice.',
		] );
		first.store.dispose();

		const reloaded = loadPage( tab );
		await settle();
		await settle();
		expect(
			reloaded.store.notifications.items.map( ( item ) => item.message )
		).toEqual( [
			'Your order did not go through and you have not been charged. Please enter your card again and submit.',
		] );
		expect( reloaded.store.submission.inProgress ).toBe( false );

		// The card and the password are typed again; the order is the same.
		fillValidOrder( reloaded.store );
		reloaded.store.steps.goTo( 2 );
		reloaded.transport.submitSignup.mockResolvedValueOnce( {
			error: 'Declined',
		} );
		await reloaded.store.submission.submit();
		expect( keyOf( reloaded.transport.submitSignup.mock.calls[ 0 ] ) ).toBe(
			sentKey
		);

		reloaded.store.formData.set(
			'companyInformation.companyName',
			'Other Widgets LLC'
		);
		await reloaded.store.submission.submit();
		const changedKey = keyOf(
			reloaded.transport.submitSignup.mock.calls[ 1 ]
		);
		expect( changedKey ).toMatch( /^[0-9a-f]{32}$/ );
		expect( changedKey ).not.toBe( sentKey );
	} );

	it( 'after a reload, when the code that asks does not arrive: the network error, the key kept, and the next Submit asks before sending', async () => {
		const { tab, sentKey } = await sentThenReloaded();

		const transport = fakeTransport();
		const loadSubmissionCode = jest
			.fn()
			.mockRejectedValueOnce( new Error( NETWORK_MESSAGES.network ) )
			.mockImplementation( () =>
				Promise.resolve(
					require( '../../../src/order/submission-code' )
				)
			);
		const reloaded = new RootStore( testConfig(), {
			transport,
			navigate: jest.fn(),
			storage: tab,
			attemptStorage: tab,
			loadSubmissionCode,
		} );
		await settle();

		expect( reloaded.submission.status ).toBe( 'idle' );
		expect( reloaded.submission.error?.details ).toContain(
			NETWORK_MESSAGES.network
		);
		expect( transport.checkOutcome ).not.toHaveBeenCalled();
		expect(
			tab.items.get( attemptStorageKey( 5, 'registered-agent-signup' ) )
		).toContain( sentKey );

		transport.checkOutcome.mockResolvedValueOnce( {
			success: true,
			outcome: 'placed',
			answer: { result: PLACED },
		} );
		// The card and the password are typed again; the order is the same.
		fillValidOrder( reloaded );
		reloaded.steps.goTo( 2 );
		await reloaded.submission.submit();

		expect( transport.checkOutcome ).toHaveBeenCalledTimes( 1 );
		expect(
			( transport.checkOutcome.mock.calls[ 0 ] as unknown[] )[ 2 ]
		).toBe( sentKey );
		expect( transport.submitSignup ).not.toHaveBeenCalled();
		expect( reloaded.submission.status ).toBe( 'redirecting' );
	} );

	it( 'while the outcome is still unknown, a Submit asks again before sending anything', async () => {
		const tab = tabStorage();
		const page = loadPage( tab );
		await orderReady( page );
		page.transport.submitSignup.mockResolvedValueOnce( TIMED_OUT );
		page.transport.checkOutcome.mockResolvedValue( {
			success: true,
			outcome: 'unknown',
		} );
		await page.store.submission.submit();

		await page.store.submission.submit();

		expect( page.transport.checkOutcome ).toHaveBeenCalledTimes( 2 );
		expect( page.transport.submitSignup ).toHaveBeenCalledTimes( 1 );
		expect( page.store.submission.inProgress ).toBe( false );
	} );

	it( 'a key the gateway holds for another request is dropped: the next Submit has a new one', async () => {
		const page = loadPage( tabStorage() );
		await orderReady( page );
		page.transport.submitSignup.mockResolvedValueOnce( {
			error: 'This order key was already used for a different submission. Please reload the page and try again.',
			code: 'order_key_reused',
		} );
		await page.store.submission.submit();
		await page.store.submission.submit();

		const [ first, second ] =
			page.transport.submitSignup.mock.calls.map( keyOf );
		expect( second ).toMatch( /^[0-9a-f]{32}$/ );
		expect( second ).not.toBe( first );
	} );

	it( 'a network failure after sending is an unknown outcome too', async () => {
		const page = loadPage( tabStorage() );
		await orderReady( page );
		page.transport.submitSignup.mockRejectedValueOnce(
			new Error( 'Network Error' )
		);
		page.transport.checkOutcome.mockResolvedValueOnce( {
			success: true,
			outcome: 'placed',
			answer: { result: PLACED },
		} );

		await page.store.submission.submit();

		expect( page.store.submission.error ).toBeNull();
		expect( page.store.submission.status ).toBe( 'redirecting' );
	} );
} );

describe( 'A contact message whose answer never came', () => {
	it( 'is found sent after a reload, and the visitor is thanked', async () => {
		const tab = tabStorage();
		const config: PageConfig = {
			...testConfig( {
				formType: 'contact',
				steps: [ { key: 'only', label: 'Only', modules: [] } ],
			} ),
			thankYou: {
				contact: 'http://site.test/contact-thank-you/',
				affiliate: 'http://site.test/affiliate-thank-you/',
				job: 'http://site.test/job-thank-you/',
				jobPriority: 'http://site.test/job-priority/',
			},
		};
		const first = loadPage( tab, fakeTransport(), config );
		first.store.formData.set( 'contactInformation.firstName', 'Ada' );
		first.store.formData.set( 'contactMessage', 'When is it due?' );
		first.store.submission.setCaptchaResponse( 'captcha-answer' );
		first.transport.submitForm.mockResolvedValueOnce( {
			success: false,
			code: 'outcome_unknown',
			error: 'An error has occurred. Please try again in a few minutes.',
		} );
		first.transport.checkOutcome.mockResolvedValueOnce( {
			success: true,
			outcome: 'unknown',
		} );
		await first.store.submission.submit();
		const [ , , options ] = first.transport.submitForm.mock
			.calls[ 0 ] as unknown as [ string, object, { orderKey: string } ];
		first.store.dispose();

		const transport = fakeTransport();
		transport.checkOutcome.mockResolvedValueOnce( {
			success: true,
			outcome: 'placed',
			answer: { success: true },
		} );
		const reloaded = loadPage( tab, transport, config );
		await settle();
		await settle();

		const [ action, fields, key ] = transport.checkOutcome.mock
			.calls[ 0 ] as unknown as [
			string,
			Record< string, string >,
			string,
		];
		expect( [ action, key ] ).toEqual( [
			'process_contact',
			options.orderKey,
		] );
		expect( fields.captchaResponse ).toBeUndefined();
		expect( JSON.parse( fields.contactData ) ).toMatchObject( {
			first_name: 'Ada',
		} );
		expect( reloaded.store.submission.status ).toBe( 'redirecting' );
		expect( reloaded.store.notifications.items[ 0 ].message ).toBe(
			'Your message was sent.'
		);
		expect( transport.submitForm ).not.toHaveBeenCalled();
	} );
} );
