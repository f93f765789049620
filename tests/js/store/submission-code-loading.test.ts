/**
 * On the page the code that builds and tracks the order arrives as a chunk of its own. Submit waits for it when
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
