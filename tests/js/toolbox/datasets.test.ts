/**
 * Every demo page, filled by the Data Filler from its dataset, passes its form's validation and sends what its
 * form type sends: an order page builds an order the sandbox's strict checker accepts, priced from the sandbox's
 * own catalog; a login, password reset, message or free account page posts its own admin-ajax action, and the
 * sandbox's route for that action accepts what WordPress forwards. Docs, e2e tests and developers share one set
 * of examples that cannot rot unnoticed.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

import { FORM_TYPES } from '../../../src/submission/form-types';
import {
	isCartProductId,
	isProductOption,
} from '../../../sandbox/src/cart-catalog';
import { isKnownProductId } from '../../../sandbox/src/catalog';
import { findSignupProblem } from '../../../sandbox/src/signup';
import { isFormationProductId } from '../../../sandbox/src/signup-formation';
import type { FormLayout } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { fillFromDataset } from '../../../src/toolbox/dataset';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import {
	datasetFileFor,
	demoPageLayout,
	demoPageSlugs,
	TOOLBOX_DATA,
} from './demo-pages';
import {
	FORM_REQUESTS,
	forwardedApplication,
	forwardedBody,
} from './form-requests';
import { sandboxAnswer } from './sandbox-answer';

const rules = {
	websiteId: '1',
	isKnownProduct: ( id: number ) =>
		isKnownProductId( id ) || isCartProductId( id ),
	isProductOption,
	isFormationProduct: isFormationProductId,
	tokenStatus: () => 'usable' as const,
};

const context = { now: new Date( 2026, 10, 23, 15, 4 ), developerName: 'Ada' };
const readJson = ( file: string ) => JSON.parse( readFileSync( file, 'utf8' ) );
const CAPTCHA_ANSWER = 'sandbox-captcha-pass';

/**
 * A store for the layout, filled from the dataset file as the Data Filler fills it.
 * @param layout
 * @param datasetFile
 */
async function filledStore( layout: FormLayout, datasetFile: string ) {
	const config = { ...testConfig(), form: layout };
	const transport = fakeTransport();
	const store = new RootStore( config, { transport, navigate: jest.fn() } );
	const dataset = readJson( datasetFile );
	expect( dataset.formType ).toBe( layout.formType );
	await settle();
	expect( fillFromDataset( store.formData, dataset, context ) ).toBeNull();
	await settle();
	await settle();
	return { store, transport };
}

/**
 * The demo page's store, filled from its dataset, with every field of every step valid.
 * @param slug
 */
async function filledDemoPage( slug: string ) {
	const layout = demoPageLayout( slug );
	const filled = await filledStore(
		layout,
		datasetFileFor( slug, layout.formType )
	);
	const { store } = filled;
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
	return filled;
}

async function placeOrderFrom( slug: string ) {
	const { store, transport } = await filledDemoPage( slug );
	await store.submission.submit();
	expect( store.submission.error ).toBeNull();
	expect( transport.submitSignup ).toHaveBeenCalledTimes( 1 );
	expect( transport.submitForm ).not.toHaveBeenCalled();
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

/**
 * Submits a filled form that is not a paid order (the captcha ticked where its form type asks one) and checks
 * the one admin-ajax request it posted: its action, its data field, no card, never submitSignup. Answers what
 * WordPress forwards of it.
 * @param store
 * @param transport
 */
async function sendForm(
	store: RootStore,
	transport: ReturnType< typeof fakeTransport >
) {
	const expected = FORM_REQUESTS[ store.formData.formType ];
	if ( expected.captcha ) {
		store.submission.setCaptchaResponse( CAPTCHA_ANSWER );
	}
	await store.submission.submit();
	expect( store.submission.error ).toBeNull();
	expect( transport.tokenize ).not.toHaveBeenCalled();
	expect( transport.submitSignup ).not.toHaveBeenCalled();
	expect( transport.submitForm ).toHaveBeenCalledTimes( 1 );
	const [ action, fields ] = transport.submitForm.mock
		.calls[ 0 ] as unknown as [ string, Record< string, string > ];
	// Only an application carries files; every other field is text.
	const files = Object.keys( fields ).filter(
		( name ) => typeof fields[ name ] !== 'string'
	);
	expect( files ).toEqual(
		action === 'process_application'
			? expect.arrayContaining( [ 'resume', 'coverLetter' ] )
			: []
	);
	expect( action ).toBe( expected.action );
	expect( fields.formType ).toBe( store.formData.formType );
	expect( typeof fields[ expected.dataField ] ).toBe( 'string' );
	expect( fields.captchaResponse ).toBe(
		expected.captcha ? CAPTCHA_ANSWER : undefined
	);
	const forwarded =
		action === 'process_application'
			? await forwardedApplication( fields )
			: forwardedBody( action, fields );
	// A placeholder left inside any text value (nested objects' closing braces are not one).
	expect( JSON.stringify( forwarded ) ).not.toMatch( /\{\{[^"]*\}\}/ );
	return { action, forwarded };
}

const isOrderPage = ( slug: string ) =>
	! ( demoPageLayout( slug ).formType in FORM_REQUESTS );
const formTypesOfDemoPages = new Set(
	demoPageSlugs().map( ( slug ) => demoPageLayout( slug ).formType )
);

describe( 'toolbox datasets', () => {
	it.each( demoPageSlugs().filter( isOrderPage ) )(
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

	it.each( demoPageSlugs().filter( ( slug ) => ! isOrderPage( slug ) ) )(
		'the demo page %s, filled from its dataset, is valid and the sandbox accepts what its form posts',
		async ( slug ) => {
			const { store, transport } = await filledDemoPage( slug );
			const { action, forwarded } = await sendForm( store, transport );
			expect(
				await sandboxAnswer( `/api/${ action }`, forwarded )
			).toMatchObject( {
				status: 200,
			} );
		}
	);

	it( 'every form type that is not an order has a demo page, so its dataset is checked through its blocks', () => {
		expect(
			Object.keys( FORM_REQUESTS ).filter(
				( formType ) => ! formTypesOfDemoPages.has( formType )
			)
		).toEqual( [] );
	} );

	it( "a test name is the test prefix, the developer's name and the date and time", async () => {
		const { order } = await placeOrderFrom( 'llc-subscription' );
		const [ company ] = order.companies as { company: { name: string } }[];
		expect( company.company.name ).toBe( 'TEST Ada 2026-11-23 15:04 LLC' );
	} );

	it.each( FORM_TYPES )(
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
		expect( FORM_TYPES ).toContain( dataset.formType );
		expect( dataset.description.length ).toBeGreaterThan( 20 );
	} );
} );
