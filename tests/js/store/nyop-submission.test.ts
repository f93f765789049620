import type { SignupAnswer } from '../../../src/api/types';
import { RootStore } from '../../../src/store/RootStore';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from './fake-transport';

const REFUSAL: SignupAnswer = {
	error: 'Requested price is below the minimum',
	code: 'refused',
	title: 'Signup Error',
	min: 99,
};

/** The name-your-own-price demo form: company, Pricing, contact, payment; California's agent is $149. */
async function nyopStore( answers: SignupAnswer[] ) {
	const base = testConfig();
	const [ company, ...rest ] = base.form.steps;
	const config = {
		...base,
		form: {
			...base.form,
			steps: [
				company,
				{
					key: 'pricing',
					label: 'Pricing',
					modules: [
						{ name: 'name-your-own-price', attributes: {} },
					],
				},
				...rest,
			],
		},
	};
	const transport = fakeTransport();
	const placed = transport.submitSignup.getMockImplementation();
	let call = 0;
	transport.submitSignup.mockImplementation( async ( ...args ) =>
		call < answers.length ? answers[ call++ ] : placed!( ...args )
	);
	const navigate = jest.fn();
	const store = new RootStore( config, { transport, navigate } );
	fillValidOrder( store );
	store.formData.set( 'nyop', {
		immediateService: false,
		requestedPrice: 60,
	} );
	await settle();
	await settle();
	store.steps.goTo( 3 );
	return { store, transport, navigate };
}

const sentPrices = ( transport: ReturnType< typeof fakeTransport > ) =>
	transport.submitSignup.mock.calls.map(
		( call ) =>
			( call as unknown as [ string, { nyop?: unknown } ] )[ 1 ].nyop
	);

describe( 'a named price under the minimum', () => {
	beforeEach( () => jest.useFakeTimers( { doNotFake: [ 'setTimeout' ] } ) );
	afterEach( () => jest.useRealTimers() );

	it( 'prices the registered agent at the named price, immediate service at its own', async () => {
		const { store } = await nyopStore( [] );
		expect( store.cart.lines[ 0 ].price ).toBe( 60 );
		store.formData.set( 'nyop.immediateService', true );
		expect( store.cart.lines[ 0 ].price ).toBe( 149 );
	} );

	it( 'shows the overlay with the minimum on the Pricing step, no error, no redirect', async () => {
		const { store, navigate } = await nyopStore( [ REFUSAL ] );
		await store.submission.submit();

		expect( store.formData.get( 'nyopOverlay' ) ).toEqual( {
			show: true,
			min: 99,
		} );
		expect( store.submission.status ).toBe( 'idle' );
		expect( store.submission.error ).toBeNull();
		expect( store.formData.currentStep ).toBe( 1 );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'the first submission of a named price says the price is being validated until the server answers', async () => {
		const { store, transport } = await nyopStore( [] );
		const placed = transport.submitSignup.getMockImplementation()!;
		let whileWaiting: boolean | undefined;
		transport.submitSignup.mockImplementationOnce( async ( ...args ) => {
			whileWaiting = store.submission.validatingPrice;
			return placed( ...args );
		} );
		await store.submission.submit();

		expect( whileWaiting ).toBe( true );
		expect( store.submission.validatingPrice ).toBe( false );
		expect( store.submission.status ).toBe( 'redirecting' );
	} );

	it( 'an order without a named price says nothing about a price', async () => {
		const { store, transport } = await nyopStore( [] );
		store.formData.setConfiguredPath( 'nyop', undefined );
		const placed = transport.submitSignup.getMockImplementation()!;
		let whileWaiting: boolean | undefined;
		transport.submitSignup.mockImplementationOnce( async ( ...args ) => {
			whileWaiting = store.submission.validatingPrice;
			return placed( ...args );
		} );
		await store.submission.submit();

		expect( whileWaiting ).toBe( false );
	} );

	it( '"Yes" sends the order once more at the minimum, and it is placed', async () => {
		const { store, transport } = await nyopStore( [ REFUSAL ] );
		await store.submission.submit();
		const resent = store.submission.acceptNyopMinimum();
		expect( store.submission.validatingPrice ).toBe( true );
		await resent;

		expect( sentPrices( transport ) ).toEqual( [
			{ immediateService: false, requestedPrice: 60 },
			{ immediateService: false, requestedPrice: 99 },
		] );
		expect( store.formData.get( 'nyopOverlay.show' ) ).toBe( false );
		expect( store.cart.lines[ 0 ].price ).toBe( 99 );
		expect( store.submission.status ).toBe( 'redirecting' );
		expect( store.submission.validatingPrice ).toBe( false );
		// The card was tokenized once: the refused order did not spend its token.
		expect( transport.tokenize ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a resubmission stopped before it is sent ends the wait for the price as well', async () => {
		const { store, transport } = await nyopStore( [ REFUSAL ] );
		await store.submission.submit();
		store.formData.set( 'contactInformation.firstName', '' );
		await store.submission.acceptNyopMinimum();

		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
		expect( store.submission.validatingPrice ).toBe( false );
		expect( store.submission.status ).toBe( 'idle' );
	} );

	it( '"No thanks" only closes the overlay: nothing is sent again', async () => {
		const { store, transport } = await nyopStore( [ REFUSAL ] );
		await store.submission.submit();
		store.submission.declineNyopMinimum();

		expect( store.formData.get( 'nyopOverlay.show' ) ).toBe( false );
		expect( store.formData.get( 'nyop.requestedPrice' ) ).toBe( 60 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
		expect( store.submission.status ).toBe( 'idle' );
	} );

	it( 'any other refusal stays an error, without the overlay', async () => {
		const { store } = await nyopStore( [
			{ error: 'payment failed', code: 'payment_failed' },
		] );
		await store.submission.submit();

		expect( store.formData.get( 'nyopOverlay' ) ).toBeUndefined();
		expect( store.submission.error ).not.toBeNull();
	} );
} );
