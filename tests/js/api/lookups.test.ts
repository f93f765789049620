/*
 * @jest-environment node
 */
import {
	availablePhoneNumbers,
	decodeVin,
	lookupPostalAddress,
	organizationalPlates,
} from '../../../src/api/lookups';
import { searchDomain } from '../../../src/domains/domain-api';
import type { PageConfig } from '../../../src/config';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';

let sandbox: RunningSandbox;
let config: PageConfig;
const realFetch = global.fetch;

beforeAll( async () => {
	sandbox = await startSandbox( {
		port: 0,
		websiteId: '1',
		tokenizerTestKey: '',
	} );
	config = {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		nonce: 'n',
		pageId: 1,
		productApiUrl: `${ sandbox.url }/api`,
		websiteId: '1',
		vinServiceUrl: `${ sandbox.url }/vin`,
	} as unknown as PageConfig;
} );

afterAll( () => sandbox.close() );
afterEach( () => {
	global.fetch = realFetch;
} );

/**
 * admin-ajax stand-in: answers each action with the given status and body.
 * @param status
 * @param body
 */
function fakeAjax( status: number, body: unknown ): string[] {
	const actions: string[] = [];
	global.fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		actions.push( String( ( init?.body as FormData ).get( 'action' ) ) );
		return new Response( JSON.stringify( body ), { status } );
	} ) as typeof fetch;
	return actions;
}

describe( 'lookups against the sandbox', () => {
	it( 'decodes a VIN into make, model and year, null when unknown', async () => {
		expect( await decodeVin( config, '1hgcm82633a004352' ) ).toEqual( {
			make: 'HONDA',
			model: 'Accord',
			year: '2003',
		} );
		expect( await decodeVin( config, '00000000000000000' ) ).toEqual( {
			make: null,
			model: null,
			year: null,
		} );
	} );

	it( 'gives organizational plates as key and value', async () => {
		expect( ( await organizationalPlates( config ) )[ 1 ] ).toEqual( {
			key: '2',
			value: 'Veteran',
		} );
	} );
} );

describe( 'lookups through admin-ajax', () => {
	const address = {
		line1: '1 Main St',
		city: 'Cheyenne',
		zip: '82001',
		state: 'WY',
		country: 'US',
	};

	it( 'answers the verified address', async () => {
		const verified = { line1: '1 MAIN ST', zip5: '82001' };
		const actions = fakeAjax( 200, { result: verified } );
		expect( await lookupPostalAddress( config, address ) ).toEqual(
			verified
		);
		expect( actions ).toEqual( [ 'lookup_postal_address' ] );
	} );

	it( 'rejects with "USPS Lookup: address not found" when not found', async () => {
		fakeAjax( 404, { error: 'USPS Lookup: address not found' } );
		await expect( lookupPostalAddress( config, address ) ).rejects.toThrow(
			'USPS Lookup: address not found'
		);
	} );

	it( 'lists phone numbers through WordPress, none when it answers an empty list', async () => {
		const numbers = [ '+14155550142', '+14155550178' ];
		const actions = fakeAjax( 200, { result: numbers } );
		expect( await availablePhoneNumbers( config, '415' ) ).toEqual(
			numbers
		);
		fakeAjax( 200, { result: [] } );
		expect( await availablePhoneNumbers( config, '999' ) ).toEqual( [] );
		expect( actions ).toEqual( [ 'get_virtual_phones' ] );
	} );

	it( 'rejects when the number service fails, so "none" and "failed" differ', async () => {
		fakeAjax( 502, {
			error: 'An error has occurred. Please try again in a few minutes.',
			code: 'upstream_error',
		} );
		await expect( availablePhoneNumbers( config, '415' ) ).rejects.toThrow(
			'An error has occurred. Please try again in a few minutes.'
		);
	} );

	it( 'searches a domain', async () => {
		const actions = fakeAjax( 200, { result: { domain: 'acme.com' } } );
		expect( await searchDomain( config, 'acme.com' ) ).toEqual( {
			domain: 'acme.com',
		} );
		expect( actions ).toEqual( [ 'search_domains' ] );
	} );
} );
