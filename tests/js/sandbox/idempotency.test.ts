/*
 * @jest-environment node
 */
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';
import { freeAccount } from './account-bodies';
import { tokenizeUrl, tokenOf } from './tokenize';

let sandbox: RunningSandbox;

beforeAll( async () => {
	sandbox = await startSandbox( {
		port: 0,
		websiteId: '1',
		tokenizerTestKey: 'test_key_sandbox',
	} );
} );

afterAll( () => sandbox.close() );

beforeEach( async () => {
	await fetch( `${ sandbox.url }/__sandbox/orders`, { method: 'DELETE' } );
	await fetch( `${ sandbox.url }/__sandbox/faults`, { method: 'DELETE' } );
} );

async function orderWithFreshToken(
	extra: Record< string, unknown > = {}
): Promise< Record< string, unknown > > {
	const card = tokenOf(
		await ( await fetch( tokenizeUrl( sandbox.url ) ) ).text()
	)!;
	return {
		...buildSampleOrder( {
			token: card.token,
			customerId: card.customer_id,
		} ),
		...extra,
	};
}

/** POSTs a JSON body to one of the API's calls, with an Idempotency-Key when given. */
const post = (
	call: string,
	body: unknown,
	key?: string,
	signal?: AbortSignal
) =>
	fetch( `${ sandbox.url }/api/${ call }`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			...( key ? { 'Idempotency-Key': key } : {} ),
		},
		body: JSON.stringify( body ),
		signal,
	} );

const postSignup = ( body: unknown, key?: string, signal?: AbortSignal ) =>
	post( 'process_signup', body, key, signal );

const placed = async () =>
	( await ( await fetch( `${ sandbox.url }/__sandbox/orders` ) ).json() ) as {
		orders: Array< {
			account_id: number;
			idempotency_key: string | null;
			replays: number;
			pricing: { totalCents: number; problems: string[] };
		} >;
		replays: number;
	};

const setFaults = ( faults: unknown ) =>
	fetch( `${ sandbox.url }/__sandbox/faults`, {
		method: 'PUT',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( faults ),
	} );

describe( 'Idempotency-Key at the sandbox, as a payment API honours it', () => {
	it( 'answers the same key with the first answer and places one order, even with a spent token', async () => {
		const order = await orderWithFreshToken( {
			couponCodes: [ 'SAVE20' ],
		} );
		const first = await postSignup( order, 'key-aaaaaaaaaaaaaaaa' );
		const again = await postSignup( order, 'key-aaaaaaaaaaaaaaaa' );
		expect( first.status ).toBe( 200 );
		expect( again.status ).toBe( 200 );
		expect( await again.json() ).toEqual( await first.json() );

		const other = await postSignup(
			await orderWithFreshToken(),
			'key-bbbbbbbbbbbbbbbb'
		);
		expect( other.status ).toBe( 200 );
		const { orders, replays } = await placed();
		expect( orders.map( ( entry ) => entry.idempotency_key ) ).toEqual( [
			'key-aaaaaaaaaaaaaaaa',
			'key-bbbbbbbbbbbbbbbb',
		] );
		expect( orders.map( ( entry ) => entry.replays ) ).toEqual( [ 1, 0 ] );
		expect( replays ).toBe( 1 );
		// California's registered agent, $149 less SAVE20's $20; then $149.
		expect( orders.map( ( entry ) => entry.pricing.totalCents ) ).toEqual( [
			12900, 14900,
		] );
	} );

	it( 'remembers only placed orders: a declined payment may be retried with the same key', async () => {
		const order = await orderWithFreshToken();
		await setFaults( { '/api/process_signup': { paymentFailed: true } } );
		expect(
			( await postSignup( order, 'key-cccccccccccccccc' ) ).status
		).toBe( 402 );
		await setFaults( {} );
		expect(
			( await postSignup( order, 'key-cccccccccccccccc' ) ).status
		).toBe( 200 );
		expect( ( await placed() ).orders ).toHaveLength( 1 );
	} );

	it( 'without a key, the same order twice is two orders', async () => {
		await postSignup( await orderWithFreshToken() );
		await postSignup( await orderWithFreshToken() );
		expect( ( await placed() ).orders ).toHaveLength( 2 );
	} );

	it( 'placeThenTimeout: the order exists while the caller gives up; its retry gets the first answer at once', async () => {
		await setFaults( {
			'/api/process_signup': { placeThenTimeout: true, delayMs: 5000 },
		} );
		const order = await orderWithFreshToken();
		const started = Date.now();
		await expect(
			postSignup(
				order,
				'key-dddddddddddddddd',
				AbortSignal.timeout( 300 )
			)
		).rejects.toThrow();
		expect( ( await placed() ).orders ).toHaveLength( 1 );
		const retry = await postSignup( order, 'key-dddddddddddddddd' );
		expect( retry.status ).toBe( 200 );
		expect( Date.now() - started ).toBeLessThan( 3000 );
		const { orders, replays } = await placed();
		expect( orders ).toHaveLength( 1 );
		expect( replays ).toBe( 1 );
		const answer = ( await retry.json() ) as {
			result: { account_id: number };
		};
		expect( answer.result.account_id ).toBe( orders[ 0 ].account_id );
	} );

	it( 'timeoutEvery: only every n-th new order answers late', async () => {
		await setFaults( {
			'/api/process_signup': {
				placeThenTimeout: true,
				timeoutEvery: 3,
				delayMs: 5000,
			},
		} );
		const timings: number[] = [];
		for ( let index = 0; index < 3; index++ ) {
			const order = await orderWithFreshToken();
			const started = Date.now();
			const answer = await postSignup(
				order,
				`key-eeeeeeeeeeeeeee${ index }`,
				AbortSignal.timeout( 1000 )
			).catch( () => null );
			timings.push( answer === null ? -1 : Date.now() - started );
		}
		expect( timings.map( ( time ) => time >= 0 ) ).toEqual( [
			true,
			true,
			false,
		] );
		expect( ( await placed() ).orders ).toHaveLength( 3 );
	} );
} );

describe( 'Idempotency-Key on the calls that are not orders', () => {
	const contact = ( name = 'Ada' ) => ( {
		website: 1,
		client_ip: '127.0.0.1',
		formType: 'contact',
		pageID: 5,
		contactData: { name },
	} );

	const received = async () =>
		( await placed() ) as unknown as {
			messages: Array< { kind: string; replays: number } >;
		};

	it( 'a contact message sent again with its key is received once and answered the same', async () => {
		const first = await post(
			'process_contact',
			contact(),
			'key-contact-1'
		);
		const again = await post(
			'process_contact',
			contact(),
			'key-contact-1'
		);
		expect( first.status ).toBe( 200 );
		expect( again.status ).toBe( 200 );
		expect( await again.json() ).toEqual( await first.json() );
		expect( ( await received() ).messages ).toEqual( [
			expect.objectContaining( { kind: 'contact', replays: 1 } ),
		] );
	} );

	it( 'a password reset sent again with its key sends one email', async () => {
		const reset = {
			url: 'http://site.test/login/',
			email: 'ada@example.com',
			website: 1,
			formType: 'password-reset',
		};
		await post( 'process_reset_password', reset, 'key-reset-1' );
		const again = await post(
			'process_reset_password',
			reset,
			'key-reset-1'
		);
		expect( await again.json() ).toEqual( { result: { sent: true } } );
		expect( ( await received() ).messages ).toEqual( [
			expect.objectContaining( { kind: 'password_reset', replays: 1 } ),
		] );
	} );

	it( 'without a key, or with another key, each message is received', async () => {
		await post( 'process_contact', contact() );
		await post( 'process_contact', contact() );
		await post( 'process_contact', contact(), 'key-contact-2' );
		await post( 'process_contact', contact(), 'key-contact-3' );
		expect( ( await received() ).messages ).toHaveLength( 4 );
	} );

	it( 'a refused request keeps nothing: the corrected one may reuse the key', async () => {
		const refused = await post(
			'process_contact',
			{ ...contact(), unexpected: true },
			'key-contact-4'
		);
		expect( refused.status ).toBe( 400 );
		const accepted = await post(
			'process_contact',
			contact(),
			'key-contact-4'
		);
		expect( accepted.status ).toBe( 200 );
		expect( ( await received() ).messages ).toEqual( [
			expect.objectContaining( { kind: 'contact', replays: 0 } ),
		] );
	} );

	it( 'a message received but answered too late, sent again with its key: received once, answered at once', async () => {
		await setFaults( {
			'/api/process_contact': { placeThenTimeout: true, delayMs: 5000 },
		} );
		const gaveUp = await post(
			'process_contact',
			contact(),
			'key-contact-5',
			AbortSignal.timeout( 300 )
		).catch( () => null );
		expect( gaveUp ).toBeNull();
		const retried = await post(
			'process_contact',
			contact(),
			'key-contact-5',
			AbortSignal.timeout( 1000 )
		);
		expect( retried.status ).toBe( 200 );
		expect( await retried.json() ).toEqual( { success: true } );
		expect( ( await received() ).messages ).toEqual( [
			expect.objectContaining( { kind: 'contact', replays: 1 } ),
		] );
	} );

	it( 'a free account signed up again with its key is one account, with the same id', async () => {
		const first = await postSignup( freeAccount(), 'key-account-1' );
		const again = await postSignup( freeAccount(), 'key-account-1' );
		const other = await postSignup( freeAccount(), 'key-account-2' );
		const firstBody = ( await first.json() ) as {
			result: { account_id: number };
		};
		expect( await again.json() ).toEqual( firstBody );
		expect(
			( ( await other.json() ) as { result: { account_id: number } } )
				.result.account_id
		).not.toBe( firstBody.result.account_id );
		expect( ( await received() ).messages ).toEqual( [
			expect.objectContaining( { kind: 'account', replays: 1 } ),
			expect.objectContaining( { kind: 'account', replays: 0 } ),
		] );
	} );
} );

describe( 'Looking up an answer by Idempotency-Key', () => {
	const lookUp = ( path: string, key?: string, websiteId = '1' ) =>
		fetch(
			`${ sandbox.url }/api/idempotent_answer?path=${ path }&website_id=${ websiteId }`,
			{ headers: key ? { 'Idempotency-Key': key } : {} }
		);

	it( 'tells the order placed with a key, without counting a replay', async () => {
		const first = await (
			await postSignup( await orderWithFreshToken(), 'key-lookup-1' )
		).json();

		const found = await lookUp( 'process_signup', 'key-lookup-1' );

		expect( found.status ).toBe( 200 );
		expect( await found.json() ).toEqual( { status: 200, body: first } );
		expect( ( await placed() ).replays ).toBe( 0 );
	} );

	it( 'tells a message received with a key', async () => {
		await post(
			'process_contact',
			{
				website: 1,
				client_ip: '127.0.0.1',
				formType: 'contact',
				pageID: 5,
				contactData: { name: 'Ada' },
			},
			'key-lookup-2'
		);

		const found = await lookUp( 'process_contact', 'key-lookup-2' );

		expect( await found.json() ).toEqual( {
			status: 200,
			body: { success: true },
		} );
	} );

	it( 'answers 404 for a key it never accepted, and 400 without a key, a known path or the website', async () => {
		expect( ( await lookUp( 'process_signup', 'key-never' ) ).status ).toBe(
			404
		);
		expect( ( await lookUp( 'process_signup' ) ).status ).toBe( 400 );
		expect( ( await lookUp( 'process_login', 'key-never' ) ).status ).toBe(
			400
		);
		expect(
			( await lookUp( 'process_signup', 'key-never', '2' ) ).status
		).toBe( 400 );
	} );
} );
