/*
 * @jest-environment node
 */
import { filingProducts } from '../../../sandbox/src/cart-filing';
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';
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

async function cardToken(): Promise< { token: string; customer_id: string } > {
	return tokenOf(
		await ( await fetch( tokenizeUrl( sandbox.url ) ) ).text()
	)!;
}

/** The sample order with California's LLC formation beside its registered agent. */
async function formationOrder( officials: unknown[] ) {
	const card = await cardToken();
	const order = buildSampleOrder( {
		token: card.token,
		customerId: card.customer_id,
	} );
	const formation = filingProducts.find(
		( product ) =>
			product.category === 'llc-formation' &&
			product.jurisdiction?.abbreviation === 'CA'
	);
	order.companies[ 0 ].products.push( {
		product_id: formation!.id,
		product_option_id: formation!.filing_methods[ 0 ].id,
		quantity: 1,
		saveAs: 'formation',
		data: {
			state: 'CA',
			company_name: 'Analytical Engines LLC',
			effective_date: 'Upon Filing',
			entity_type: 'LLC',
			contact_person: { first_name: 'Ada', last_name: 'Lovelace' },
			mailing_address: 'REGISTERED_AGENT_ADDRESS',
			principal_address: 'REGISTERED_AGENT_ADDRESS',
			purpose: '',
			management_type: 'Member Managed',
			list_officials: true,
			officials,
		},
	} as ( typeof order.companies )[ 0 ][ 'products' ][ 0 ] );
	return fetch( `${ sandbox.url }/api/process_signup`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( order ),
	} );
}

describe( 'process_signup over HTTP', () => {
	it( 'refuses an LLC formation without a member, naming the field, and places it with one', async () => {
		const refused = await formationOrder( [] );
		expect( [ refused.status, await refused.json() ] ).toEqual( [
			400,
			{
				error: 'companies[0].products[1].data.officials must hold at least 1 member for an LLC (it has 0)',
			},
		] );

		const placed = await formationOrder( [
			{ role: 'member', first_name: 'Ada', last_name: 'Lovelace' },
		] );
		expect( placed.status ).toBe( 200 );
	} );
} );
