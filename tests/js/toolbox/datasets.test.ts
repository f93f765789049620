/**
 * Every demo page, filled by the Data Filler from its dataset, passes its form's validation and builds an order
 * the sandbox's strict checker accepts, priced from the sandbox's own catalog: docs, e2e tests and developers
 * share one set of examples that cannot rot unnoticed.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import blockMetadata from '../../../blocks/order-form/block.json';
import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { RootStore } from '../../../src/store/RootStore';
import { fillFromDataset } from '../../../src/toolbox/dataset';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import {
	datasetFileFor,
	demoPageLayout,
	demoPageSlugs,
	TOOLBOX_DATA,
} from './demo-pages';

const rules = {
	websiteId: '1',
	isKnownProduct: ( id: number ) =>
		isKnownProductId( id ) || isCartProductId( id ),
	isProductOption,
	tokenStatus: () => 'usable' as const,
};

const context = { now: new Date( 2026, 10, 23, 15, 4 ), developerName: 'Ada' };
const readJson = ( file: string ) => JSON.parse( readFileSync( file, 'utf8' ) );

async function placeOrderFrom( slug: string ) {
	const layout = demoPageLayout( slug );
	const config = { ...testConfig(), form: layout };
	const transport = fakeTransport();
	const store = new RootStore( config, { transport, navigate: jest.fn() } );
	const dataset = readJson( datasetFileFor( slug, layout.formType ) );
	expect( dataset.formType ).toBe( layout.formType );
	await settle();
	expect( fillFromDataset( store.formData, dataset, context ) ).toBeNull();
	await settle();
	await settle();
	const fields = store.steps.steps.flatMap( ( step ) =>
		store.steps.fieldsOfStep( step )
	);
	expect( fields.length ).toBeGreaterThan( 0 );
	expect( store.steps.validateAll() ).toBe( true );
	const failing = fields
		.map( ( field ) => [
			field.path,
			store.validation.errorOf( field.path ),
		] )
		.filter( ( [ , error ] ) => error );
	expect( failing ).toEqual( [] );
	await store.submission.submit();
	expect( store.submission.error ).toBeNull();
	expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	const [ formType, signupData ] = transport.submitSignup.mock
		.calls[ 0 ] as unknown as [ string, Record< string, unknown > ];
	// What includes/Ajax/Process_Signup.php adds on the server.
	const order: Record< string, unknown > = {
		...signupData,
		website: 1,
		client_ip: '127.0.0.1',
		test: true,
		formType,
	};
	return { order, store };
}

describe( 'toolbox datasets', () => {
	it.each( demoPageSlugs() )(
		'the demo page %s, filled from its dataset, is valid and its order passes the strict checker',
		async ( slug ) => {
			const { order } = await placeOrderFrom( slug );
			expect( findSignupProblem( order, rules ) ).toBeNull();
			const [ company ] = order.companies as {
				company: { name: string };
				products: unknown[];
			}[];
			expect( company.products.length ).toBeGreaterThan( 0 );
			expect( company.company.name ).not.toMatch( /\{\{|\}\}/ );
		}
	);

	it( "a test name is the test prefix, the developer's name and the date and time", async () => {
		const { order } = await placeOrderFrom( 'llc-subscription' );
		const [ company ] = order.companies as { company: { name: string } }[];
		expect( company.company.name ).toBe( 'TEST Ada 2026-11-23 15:04 LLC' );
	} );

	it.each( blockMetadata.attributes.formType.enum )(
		'the form type %s has a dataset of its own',
		( formType ) => {
			expect(
				readJson( join( TOOLBOX_DATA, `${ formType }.json` ) ).formType
			).toBe( formType );
		}
	);

	it.each(
		readdirSync( TOOLBOX_DATA ).filter( ( file ) =>
			file.endsWith( '.json' )
		)
	)( '%s has the documented shape', ( file ) => {
		const dataset = readJson( join( TOOLBOX_DATA, file ) );
		expect( Object.keys( dataset ).sort() ).toEqual( [
			'data',
			'description',
			'formType',
		] );
		expect( blockMetadata.attributes.formType.enum ).toContain(
			dataset.formType
		);
		expect( dataset.description.length ).toBeGreaterThan( 20 );
	} );
} );
