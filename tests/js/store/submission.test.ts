import { RootStore } from '../../../src/store/RootStore';
import {
	createStore,
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from './fake-transport';

describe( 'Submit', () => {
	beforeEach( () => jest.useFakeTimers( { doNotFake: [ 'setTimeout' ] } ) );
	afterEach( () => jest.useRealTimers() );

	async function readyStore() {
		const setup = createStore();
		fillValidOrder( setup.store );
		await settle();
		setup.store.steps.goTo( 2 );
		return setup;
	}

	it( 'tokenizes the card from the browser, then posts the order without card data', async () => {
		const { store, transport } = await readyStore();
		await store.submission.submit();

		expect( transport.tokenize ).toHaveBeenCalledTimes( 1 );
		const [ tokenRequest ] = transport.tokenize.mock
			.calls[ 0 ] as unknown as [
			{ card: Record< string, string >; test_key: string },
		];
		expect( tokenRequest.card ).toMatchObject( {
			number: '4242424242424242',
			cvc: '123',
			exp_month: '12',
		} );
		expect( tokenRequest.test_key ).toBe( 'test_key_sandbox' );

		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
		const [ formType, signupData ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [ string, object ];
		expect( formType ).toBe( 'registered-agent-signup' );
		const sent = JSON.stringify( signupData );
		expect( sent ).not.toContain( '4242424242424242' );
		expect( sent ).not.toContain( '"123"' );
		expect( signupData ).toMatchObject( {
			companies: [
				{
					products: [
						{
							product_id: 1004,
							quantity: 1,
							saveAs: 'registeredAgent',
							data: { state: 'CA' },
						},
					],
				},
			],
			payment: { token: 'tok_1', customer_id: 'cus_1', currency: 'USD' },
			contact: { first_name: 'Ada', last_name: 'Lovelace' },
		} );
	} );

	it( 'on success stores the answer, shows the redirect state, and leaves 1500 ms later', async () => {
		jest.useFakeTimers();
		const { store, navigate } = createStore();
		fillValidOrder( store );
		await jest.runOnlyPendingTimersAsync();
		await store.submission.submit();

		expect( store.submission.status ).toBe( 'redirecting' );
		expect( store.submission.response?.account_id ).toBe( 7 );
		jest.advanceTimersByTime( 1499 );
		expect( navigate ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( navigate ).toHaveBeenCalledWith(
			'http://sandbox.test/login?account=7'
		);
	} );

	it( 'leaves after the delay the site set instead of 1500 ms', async () => {
		jest.useFakeTimers();
		const navigate = jest.fn();
		const store = new RootStore(
			{ ...testConfig(), redirectDelayMs: 300 },
			{ transport: fakeTransport(), navigate }
		);
		fillValidOrder( store );
		await jest.runOnlyPendingTimersAsync();
		await store.submission.submit();

		expect( store.submission.status ).toBe( 'redirecting' );
		jest.advanceTimersByTime( 299 );
		expect( navigate ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( navigate ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a declined card shows "Error processing payment" with the field message and keeps what was typed', async () => {
		const { store, transport } = await readyStore();
		transport.tokenize.mockResolvedValueOnce( {
			success: false,
			errors: { number: [ 'was declined' ] },
		} );
		await store.submission.submit();

		expect( store.submission.status ).toBe( 'idle' );
		expect( store.submission.error ).toMatchObject( {
			code: 20,
			title: 'Error processing payment',
			details: [ 'Card number was declined' ],
		} );
		expect( transport.submitSignup ).not.toHaveBeenCalled();
		expect( store.formData.getString( 'paymentInformation.number' ) ).toBe(
			'4242 4242 4242 4242'
		);
		expect(
			store.formData.getString( 'contactInformation.firstName' )
		).toBe( 'Ada' );
	} );

	it( 'a server error shows the Signup Error with the server message', async () => {
		const { store, transport } = await readyStore();
		transport.submitSignup.mockResolvedValueOnce( {
			error: 'payment.token was already used',
		} );
		await store.submission.submit();
		expect( store.submission.error ).toMatchObject( {
			code: 30,
			title: 'Signup Error',
			message: 'payment.token was already used',
		} );
		expect( store.submission.inProgress ).toBe( false );
	} );

	it( 'a refusal coded payment_failed shows the Payment Error; the same text under another code does not', async () => {
		const { store, transport } = await readyStore();
		transport.submitSignup.mockResolvedValueOnce( {
			error: 'payment failed',
			code: 'payment_failed',
			title: 'Payment Error',
		} );
		await store.submission.submit();
		expect( store.submission.error ).toMatchObject( {
			code: 31,
			title: 'Payment Error',
			message:
				'Please check your billing address and payment information. If the error persists, please contact us.',
		} );

		transport.submitSignup.mockResolvedValueOnce( {
			error: 'payment failed',
			code: 'refused',
			title: 'Signup Error',
		} );
		await store.submission.submit();
		expect( store.submission.error ).toMatchObject( {
			code: 30,
			title: 'Signup Error',
			message: 'payment failed',
		} );
	} );

	it( 'invalid fields stop the order and show the first failing step', async () => {
		const { store, transport } = await readyStore();
		store.formData.set( 'accountInformation.email', 'not an email' );
		await store.submission.submit();

		expect( transport.tokenize ).not.toHaveBeenCalled();
		expect( store.steps.currentIndex ).toBe( 1 );
		expect( store.validation.errorOf( 'accountInformation.email' ) ).toBe(
			'Please enter a valid email address'
		);
	} );

	it( 'sends only while attempts <= 5: the sixth submit is refused', async () => {
		const { store, transport } = await readyStore();
		transport.submitSignup.mockResolvedValue( { error: 'Try again' } );
		for ( let attempt = 1; attempt <= 6; attempt++ ) {
			await store.submission.submit();
		}
		expect( store.submission.attempts ).toBe( 6 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 5 );
		// The visitor is told, rather than the button silently doing nothing.
		expect( store.submission.error?.message ).toBe(
			'This form has been submitted too many times. Please refresh the page and try again. If the problem persists, please contact us.'
		);
		expect( store.submission.inProgress ).toBe( false );
	} );

	it( 'on success sets the clear flag for the next page load', async () => {
		const { store } = await readyStore();
		await store.submission.submit();
		expect( store.formData.get( 'clearFormDataOnNextPageLoad' ) ).toBe(
			true
		);
	} );

	it( 'does not redirect when redirect is disabled', async () => {
		const transport = fakeTransport();
		const navigate = jest.fn();
		const store = new RootStore(
			{ ...testConfig(), engine: { redirectEnabled: false } },
			{ transport, navigate }
		);
		fillValidOrder( store );
		await settle();
		await store.submission.submit();
		expect( store.submission.status ).toBe( 'redirecting' );
		jest.advanceTimersByTime( 5000 );
		expect( navigate ).not.toHaveBeenCalled();
		store.dispose();
	} );

	it( 'keeps the order key across a refusal', async () => {
		const { store, transport } = await readyStore();
		transport.submitSignup.mockResolvedValueOnce( { error: 'Declined' } );
		await store.submission.submit();
		await store.submission.submit();
		const keys = transport.submitSignup.mock.calls.map(
			( call ) => ( call as unknown as [ string, object, string ] )[ 2 ]
		);
		expect( keys[ 0 ] ).toMatch( /^[0-9a-f]{32}$/ );
		expect( keys[ 1 ] ).toBe( keys[ 0 ] );
	} );

	it( 'takes no order where the browser has no cryptographic random source', async () => {
		const { store, transport } = await readyStore();
		const random = jest.spyOn( Math, 'random' );
		const { crypto } = globalThis;
		Object.defineProperty( globalThis, 'crypto', {
			value: undefined,
			configurable: true,
		} );
		try {
			await store.submission.submit();
		} finally {
			Object.defineProperty( globalThis, 'crypto', {
				value: crypto,
				configurable: true,
			} );
		}

		expect( transport.tokenize ).not.toHaveBeenCalled();
		expect( transport.submitSignup ).not.toHaveBeenCalled();
		expect( random ).not.toHaveBeenCalled();
		expect( store.submission.error?.message ).toBe(
			'This browser cannot send this form safely. Please use an up-to-date browser, or contact us.'
		);
		random.mockRestore();
	} );

	it( 'a second submit while one is in progress sends nothing', async () => {
		const { store, transport } = await readyStore();
		const first = store.submission.submit();
		const second = store.submission.submit();
		await Promise.all( [ first, second ] );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'steps', () => {
	it( 'Continue validates the current step and stays on failure; Back does not validate', async () => {
		const { store } = createStore();
		expect( store.steps.continueToNext() ).toBe( false );
		expect( store.steps.currentIndex ).toBe( 0 );
		expect(
			store.validation.errorOf( 'companyInformation.state.key' )
		).toBe( 'State is required' );
		expect(
			store.validation.errorOf( 'companyInformation.companyName' )
		).toBe( 'Company Name is required' );

		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} );
		store.formData.set( 'companyInformation.companyName', 'Acme LLC' );
		expect( store.steps.continueToNext() ).toBe( true );
		expect( store.steps.currentIndex ).toBe( 1 );

		store.steps.back();
		expect( store.steps.currentIndex ).toBe( 0 );
	} );
} );
