/**
 * On the page the code that builds what a form sends (an order, a login, a message) and tracks an order arrives as
 * a chunk of its own. Submit waits for it when
 * it is late, and a chunk that fails to arrive is reported like a lost request: nothing typed is lost and the
 * next Submit asks for the chunk again.
 */
import { NETWORK_MESSAGES } from '../../../src/errors/network';
import type { SubmissionCode } from '../../../src/order/load-submission-code';
import { RootStore } from '../../../src/store/RootStore';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from './fake-transport';

const orderCode = (): SubmissionCode =>
	require( '../../../src/order/submission-code' );

/** A chunk loader the test answers by hand, request by request. */
function chunk() {
	const answers: Array< {
		resolve: ( code: SubmissionCode ) => void;
		reject: ( error: Error ) => void;
	} > = [];
	return {
		load: jest.fn(
			() =>
				new Promise< SubmissionCode >( ( resolve, reject ) =>
					answers.push( { resolve, reject } )
				)
		),
		arrive: async () => {
			answers.shift()?.resolve( orderCode() );
			await settle();
		},
		fail: async () => {
			answers.shift()?.reject( new Error( NETWORK_MESSAGES.network ) );
			await settle();
		},
	};
}

async function storeWith( loader: ReturnType< typeof chunk > ) {
	const transport = fakeTransport();
	const store = new RootStore( testConfig(), {
		transport,
		navigate: jest.fn(),
		loadSubmissionCode: loader.load,
	} );
	fillValidOrder( store );
	await settle();
	store.steps.goTo( 2 );
	return { store, transport };
}

describe( 'Submit and the order code chunk', () => {
	it( 'a late chunk only delays the order: nothing is sent before it arrives, then the order goes', async () => {
		const loader = chunk();
		const { store, transport } = await storeWith( loader );

		const submitted = store.submission.submit();
		await settle();
		expect( store.submission.status ).toBe( 'in-progress' );
		expect( transport.tokenize ).not.toHaveBeenCalled();
		expect( transport.submitSignup ).not.toHaveBeenCalled();

		await loader.arrive();
		await submitted;
		expect( transport.tokenize ).toHaveBeenCalledTimes( 1 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
		expect( store.submission.status ).toBe( 'redirecting' );
	} );

	it( 'a chunk that fails shows the network error, keeps what was typed, and Submit asks again', async () => {
		const loader = chunk();
		const { store, transport } = await storeWith( loader );

		const first = store.submission.submit();
		await loader.fail();
		await first;
		expect( store.submission.status ).toBe( 'idle' );
		expect( store.submission.error?.details ?? [] ).toContain(
			NETWORK_MESSAGES.network
		);
		expect( transport.tokenize ).not.toHaveBeenCalled();
		expect( store.formData.get( 'companyInformation.companyName' ) ).toBe(
			'Acme Widgets LLC'
		);
		expect( store.formData.payment.number ).toBe( '4242 4242 4242 4242' );

		const second = store.submission.submit();
		await loader.arrive();
		await second;
		expect( loader.load ).toHaveBeenCalledTimes( 2 );
		expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
		expect( store.submission.status ).toBe( 'redirecting' );
	} );
} );

describe( 'Submit of a form that is not an order and the chunk that builds its request', () => {
	async function loginWith( loader: ReturnType< typeof chunk > ) {
		const transport = fakeTransport();
		const store = new RootStore(
			testConfig( {
				formType: 'login',
				steps: [ { key: 'only', label: 'Only', modules: [] } ],
			} ),
			{ transport, navigate: jest.fn(), loadSubmissionCode: loader.load }
		);
		store.formData.set( 'accountInformation.username', 'ada@example.com' );
		store.formData.set( 'accountInformation.password', 'Secret-1' );
		await settle();
		return { store, transport };
	}

	it( 'waits for the chunk, then sends the login once', async () => {
		const loader = chunk();
		const { store, transport } = await loginWith( loader );

		const submitted = store.submission.submit();
		await settle();
		expect( store.submission.status ).toBe( 'in-progress' );
		expect( transport.submitForm ).not.toHaveBeenCalled();

		await loader.arrive();
		await submitted;
		expect( transport.submitForm ).toHaveBeenCalledTimes( 1 );
		const [ action, fields ] = transport.submitForm.mock
			.calls[ 0 ] as unknown as [ string, Record< string, string > ];
		expect( action ).toBe( 'process_login' );
		expect( JSON.parse( fields.loginData ) ).toMatchObject( {
			username: 'ada@example.com',
		} );
		expect( store.submission.status ).toBe( 'redirecting' );
	} );

	it( 'a chunk that fails shows the network error, sends nothing and keeps what was typed; Submit asks again', async () => {
		const loader = chunk();
		const { store, transport } = await loginWith( loader );

		const first = store.submission.submit();
		await loader.fail();
		await first;
		expect( store.submission.status ).toBe( 'idle' );
		expect( store.submission.error?.details ?? [] ).toContain(
			NETWORK_MESSAGES.network
		);
		expect( transport.submitForm ).not.toHaveBeenCalled();
		expect( store.formData.get( 'accountInformation.username' ) ).toBe(
			'ada@example.com'
		);

		const second = store.submission.submit();
		await loader.arrive();
		await second;
		expect( loader.load ).toHaveBeenCalledTimes( 2 );
		expect( transport.submitForm ).toHaveBeenCalledTimes( 1 );
	} );
} );
