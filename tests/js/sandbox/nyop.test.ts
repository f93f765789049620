/*
 * @jest-environment node
 */
import {
	NYOP_MINIMUM,
	nyopMinimum,
	nyopRefusalMinimum,
} from '../../../sandbox/src/nyop';
import { priceOrder } from '../../../sandbox/src/oracle';
import {
	buildSampleOrder,
	SAMPLE_PRODUCT_ID,
} from '../../../sandbox/src/sample-order';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';

/** California's agent (product 1004) costs $149; its NYOP minimum is $99. */
const californiaAgent = ( id: unknown ) =>
	id === SAMPLE_PRODUCT_ID ? 'CA' : null;

const orderNaming = ( nyop: unknown ) => ( {
	...buildSampleOrder(),
	...( nyop === undefined ? {} : { nyop } ),
} );

describe( 'the sandbox’s NYOP minimum', () => {
	it.each( [
		[ 'CA', 99 ],
		[ 'NY', 99 ],
		[ 'DE', 39 ],
		[ 'TX', NYOP_MINIMUM ],
	] )( '%s: %s a year per state', ( state, minimum ) => {
		expect( nyopMinimum( state ) ).toBe( minimum );
	} );

	it.each( [
		// nyop sent, minimum the API answers with (null = placed)
		[ 'no nyop', undefined, null ],
		[ 'immediate service', { immediateService: true }, null ],
		[
			'$60 in California',
			{ immediateService: false, requestedPrice: 60 },
			99,
		],
		[
			'$98.99 in California',
			{ immediateService: false, requestedPrice: 98.99 },
			99,
		],
		[
			'$99 in California',
			{ immediateService: false, requestedPrice: 99 },
			null,
		],
		[
			'$120 in California',
			{ immediateService: false, requestedPrice: 120 },
			null,
		],
	] )( '%s: refused with min %s', ( _case, nyop, minimum ) => {
		expect(
			nyopRefusalMinimum( orderNaming( nyop ), californiaAgent )
		).toBe( minimum );
	} );

	it( 'does not apply to an order without a registered agent', () => {
		expect(
			nyopRefusalMinimum(
				orderNaming( { immediateService: false, requestedPrice: 1 } ),
				() => null
			)
		).toBeNull();
	} );

	it.each( [
		[ 'immediate service', { immediateService: true }, 14900 ],
		[
			'a named $120',
			{ immediateService: false, requestedPrice: 120 },
			12000,
		],
		[
			'a named $99',
			{ immediateService: false, requestedPrice: 99 },
			9900,
		],
	] )(
		'prices the accepted order like the page: %s costs %s cents',
		( _case, nyop, cents ) => {
			const pricing = priceOrder( orderNaming( nyop ) );
			expect( pricing.problems ).toEqual( [] );
			expect( pricing.totalCents ).toBe( cents );
		}
	);
} );

describe( 'process_signup with a named price', () => {
	let sandbox: RunningSandbox;

	beforeAll( async () => {
		sandbox = await startSandbox( {
			port: 0,
			websiteId: '1',
			tokenizerTestKey: '',
		} );
	} );
	afterAll( () => sandbox.close() );

	const post = ( order: object, key: string ) =>
		fetch( `${ sandbox.url }/api/process_signup`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				'Idempotency-Key': key,
			},
			body: JSON.stringify( order ),
		} );

	it( 'refuses a price under the minimum with {error, min}, leaves the token usable, and places the retry at the minimum once', async () => {
		const { token, customer_id: customerId } = sandbox.state.vault.issue();
		const order = ( requestedPrice: number ) => ( {
			...buildSampleOrder( { token, customerId } ),
			nyop: { immediateService: false, requestedPrice },
		} );
		const before = sandbox.state.orders.count;

		const refused = await post( order( 60 ), 'nyop-order-1' );
		expect( refused.status ).toBe( 400 );
		expect( await refused.json() ).toEqual( {
			error: 'Requested price is below the minimum',
			min: 99,
		} );
		expect( sandbox.state.orders.count ).toBe( before );

		const placed = await post( order( 99 ), 'nyop-order-1' );
		expect( placed.status ).toBe( 200 );
		expect( sandbox.state.orders.count ).toBe( before + 1 );
	} );
} );
