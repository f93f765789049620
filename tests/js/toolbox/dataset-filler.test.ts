/**
 * The Data Filler's pieces: placeholders, the missing-dataset texts, values written through the store (choices and lists as
 * one value each), and the Cookie Helper's cookie strings.
 */
import {
	cookieAssignment,
	readCookie,
} from '../../../src/toolbox/affiliate-cookies';
import { datasetEntries, fillFromDataset } from '../../../src/toolbox/dataset';
import {
	resolveDatasetValue,
	testName,
} from '../../../src/toolbox/dataset-values';
import { createStore, settle } from '../store/fake-transport';

const context = {
	now: new Date( 2026, 10, 23, 9, 5 ),
	developerName: 'Ada Lovelace (admin)',
};

describe( 'dataset placeholders', () => {
	it.each( [
		[ '+2', '2028' ],
		[ '{{today}}', '11/23/2026' ],
		[ '{{today+30}}', '12/23/2026' ],
		[ '{{today-365}}', '11/23/2025' ],
		[ '{{testName}} LLC', 'TEST Ada Lovelace admin 2026-11-23 09:05 LLC' ],
		[ 'Plain text', 'Plain text' ],
	] )( '%s becomes %s', ( value, resolved ) => {
		expect( resolveDatasetValue( value, context ) ).toBe( resolved );
	} );

	it( 'leaves numbers and booleans as they are', () => {
		expect( resolveDatasetValue( 2, context ) ).toBe( 2 );
		expect( resolveDatasetValue( true, context ) ).toBe( true );
	} );

	it( 'a test name without a developer name names the developer generically', () => {
		expect( testName( { ...context, developerName: '' } ) ).toBe(
			'TEST Developer 2026-11-23 09:05'
		);
	} );
} );

describe( 'fillFromDataset', () => {
	it( 'no file: the missing dataset text; a file without data: the missing root data text', () => {
		const { store } = createStore();
		expect( fillFromDataset( store.formData, null, context ) ).toBe(
			'This form is missing a dataset. Please ensure the toolbox-data folder is uploaded, or that the form has a JSON file in the toolbox data.'
		);
		expect(
			fillFromDataset(
				store.formData,
				{ formType: 'registered-agent-signup' },
				context
			)
		).toBe(
			'This form has a dataset, but it is missing the root data property.'
		);
		expect(
			store.formData.getString( 'companyInformation.companyName' )
		).toBe( '' );
	} );

	it( 'choices and lists are one value each, other objects are walked into', () => {
		expect(
			datasetEntries( {
				companyInformation: {
					state: { key: 'CA', value: 'California' },
					companyName: 'X',
				},
				members: [ { firstName: 'A' } ],
			} )
		).toEqual( [
			[ 'companyInformation.state', { key: 'CA', value: 'California' } ],
			[ 'companyInformation.companyName', 'X' ],
			[ 'members', [ { firstName: 'A' } ] ],
		] );
	} );

	it( 'writes through the store: the card stays private, the chosen state loads its product, lists resolve', async () => {
		const { store, transport } = createStore();
		expect(
			fillFromDataset(
				store.formData,
				{
					formType: 'registered-agent-signup',
					data: {
						companyInformation: {
							state: { key: 'TX', value: 'Texas' },
						},
						formationDetails: {
							members: [
								{ firstName: 'Ada', since: '{{today-1}}' },
							],
						},
						paymentInformation: { number: '4242 4242 4242 4242' },
					},
				},
				context
			)
		).toBeNull();
		await settle();
		expect( transport.loadRegisteredAgentProducts ).toHaveBeenCalledWith(
			'TX'
		);
		expect( store.formData.list( 'formationDetails.members' ) ).toEqual( [
			{ firstName: 'Ada', since: '11/22/2026' },
		] );
		expect( JSON.stringify( store.formData.publicData ) ).not.toContain(
			'4242'
		);
		expect( store.formData.payment.number ).toBe( '4242 4242 4242 4242' );
	} );
} );

describe( 'Cookie Helper cookies', () => {
	const now = new Date( Date.UTC( 2026, 10, 23, 12, 0 ) );

	it( 'a value is set site-wide for one day', () => {
		expect( cookieAssignment( 'efaffid', ' aff 1 ', now ) ).toBe(
			'efaffid=aff%201; expires=Tue, 24 Nov 2026 12:00:00 GMT; path=/; SameSite=Lax'
		);
	} );

	it( 'a blank value deletes the cookie', () => {
		expect( cookieAssignment( 'shareasaleSSCID', '  ', now ) ).toBe(
			'shareasaleSSCID=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; SameSite=Lax'
		);
	} );

	it( 'reads one cookie of a cookie string', () => {
		expect( readCookie( 'a=1; efoid=o%2D7; efaffid=x', 'efoid' ) ).toBe(
			'o-7'
		);
		expect( readCookie( 'a=1', 'efoid' ) ).toBe( '' );
	} );
} );
