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

/** A form whose Submit needs the chunk: how to fill it, what sends it, and what the visitor typed. */
interface FormCase {
	name: string;
	fill: ( loader: ReturnType< typeof chunk > ) => Promise< {
		store: RootStore;
		transport: ReturnType< typeof fakeTransport >;
	} >;
	/** The transport calls that send the form, in order (a card is tokenized before the order goes). */
	senders: ( transport: ReturnType< typeof fakeTransport > ) => jest.Mock[];
	/** Throws unless what the visitor typed is still in the form. */
	expectTypedKept: ( store: RootStore ) => void;
	/** Throws unless the one request sent carries what was typed. */
	expectSent: ( transport: ReturnType< typeof fakeTransport > ) => void;
}

const order: FormCase = {
	name: 'an order',
	fill: async ( loader ) => {
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
	},
	senders: ( transport ) => [ transport.tokenize, transport.submitSignup ],
	expectTypedKept: ( store ) => {
		expect( store.formData.get( 'companyInformation.companyName' ) ).toBe(
			'Acme Widgets LLC'
		);
		expect( store.formData.payment.number ).toBe( '4242 4242 4242 4242' );
	},
	expectSent: ( transport ) => {
		const [ , fields ] = transport.submitSignup.mock
			.calls[ 0 ] as unknown as [ string, Record< string, string > ];
		expect( JSON.stringify( fields ) ).toContain( 'Acme Widgets LLC' );
	},
};

const login: FormCase = {
	name: 'a login (not an order)',
	fill: async ( loader ) => {
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
	},
	senders: ( transport ) => [ transport.submitForm ],
	expectTypedKept: ( store ) => {
		expect( store.formData.get( 'accountInformation.username' ) ).toBe(
			'ada@example.com'
		);
	},
	expectSent: ( transport ) => {
		const [ action, fields ] = transport.submitForm.mock
			.calls[ 0 ] as unknown as [ string, Record< string, string > ];
		expect( action ).toBe( 'process_login' );
		expect( JSON.parse( fields.loginData ) ).toMatchObject( {
			username: 'ada@example.com',
		} );
	},
};

describe.each( [ order, login ] )(
	'Submit of $name and the chunk that builds its request',
	( form ) => {
		it( 'a late chunk only delays it: nothing is sent before the chunk arrives, then it goes once', async () => {
			const loader = chunk();
			const { store, transport } = await form.fill( loader );

			const submitted = store.submission.submit();
			await settle();
			expect( store.submission.status ).toBe( 'in-progress' );
			form.senders( transport ).forEach( ( send ) =>
				expect( send ).not.toHaveBeenCalled()
			);

			await loader.arrive();
			await submitted;
			form.senders( transport ).forEach( ( send ) =>
				expect( send ).toHaveBeenCalledTimes( 1 )
			);
			form.expectSent( transport );
			expect( store.submission.status ).toBe( 'redirecting' );
		} );

		it( 'a second Submit while the chunk is on its way does nothing: the chunk is asked for once and the form goes once', async () => {
			const loader = chunk();
			const { store, transport } = await form.fill( loader );

			const first = store.submission.submit();
			const second = store.submission.submit();
			await settle();
			expect( loader.load ).toHaveBeenCalledTimes( 1 );

			await loader.arrive();
			await Promise.all( [ first, second ] );
			form.senders( transport ).forEach( ( send ) =>
				expect( send ).toHaveBeenCalledTimes( 1 )
			);
			expect( store.submission.status ).toBe( 'redirecting' );
		} );

		it( 'a chunk that fails shows the network error, sends nothing and keeps what was typed; Submit asks again', async () => {
			const loader = chunk();
			const { store, transport } = await form.fill( loader );

			const first = store.submission.submit();
			await loader.fail();
			await first;
			expect( store.submission.status ).toBe( 'idle' );
			expect( store.submission.error?.details ?? [] ).toContain(
				NETWORK_MESSAGES.network
			);
			form.senders( transport ).forEach( ( send ) =>
				expect( send ).not.toHaveBeenCalled()
			);
			form.expectTypedKept( store );

			const second = store.submission.submit();
			await loader.arrive();
			await second;
			expect( loader.load ).toHaveBeenCalledTimes( 2 );
			form.senders( transport ).forEach( ( send ) =>
				expect( send ).toHaveBeenCalledTimes( 1 )
			);
			expect( store.submission.status ).toBe( 'redirecting' );
		} );
	}
);
