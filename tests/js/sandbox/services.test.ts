/*
 * @jest-environment node
 */
import { SANDBOX_LOGIN } from '../../../sandbox/src/form-routes';
import { buildSampleOrder } from '../../../sandbox/src/sample-order';
import {
	CAPTCHA_PASS,
	CAPTCHA_SECRET,
	EMPTY_AREA_CODE,
	POSTAL_KEY,
} from '../../../sandbox/src/lookup-routes';
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';

let sandbox: RunningSandbox;

beforeAll( async () => {
	sandbox = await startSandbox( {
		port: 0,
		websiteId: '1',
		tokenizerTestKey: '',
	} );
} );

afterAll( () => sandbox.close() );

beforeEach( () => {
	sandbox.state.log.clear();
	sandbox.state.faults.clear();
} );

const postJson = ( path: string, body: unknown ) =>
	fetch( `${ sandbox.url }${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );

const body = async ( response: Response ): Promise< Record< string, any > > =>
	( await response.json() ) as Record< string, any >;

const PDF = Buffer.from( '%PDF-1.4\n%%EOF\n' ).toString( 'base64' );
const pdf = ( name: string ) => ( {
	name,
	type: 'application/pdf',
	size: 15,
	content_base64: PDF,
} );

describe( 'form calls', () => {
	const login = {
		url: 'http://x.test/login',
		...SANDBOX_LOGIN,
		website: 1,
		formType: 'login',
	};

	it.each( [
		[ 'a good login', login, 200, undefined ],
		[
			'a wrong password',
			{ ...login, password: 'nope' },
			401,
			'Invalid username or password.',
		],
		[
			'another website',
			{ ...login, website: 2 },
			400,
			'website must be the configured website id 1',
		],
		[
			'a leaked field',
			{ ...login, card: '4242' },
			400,
			'unexpected key card',
		],
	] )( 'process_login: %s', async ( _name, sent, status, error ) => {
		const response = await postJson( '/api/process_login', sent );
		expect( response.status ).toBe( status );
		expect( ( await body( response ) ).error ).toBe( error );
	} );

	it( 'keeps passwords out of the request log', async () => {
		await postJson( '/api/process_login', login );
		const [ entry ] = sandbox.state.log.list( '/api/process_login' );
		expect( JSON.stringify( entry ) ).not.toContain(
			SANDBOX_LOGIN.password
		);
	} );

	it( 'accepts an application with PDF files and counts it', async () => {
		const response = await postJson( '/api/process_application', {
			website: 1,
			client_ip: '127.0.0.1',
			formType: 'job-application',
			applicationData: {
				contact_information: { firstName: 'Ada' },
				applicant_details: { position: 'frontend-developer' },
				projects: [],
				job_listing_link: '',
			},
			files: {
				resume: pdf( 'r.pdf' ),
				coverLetter: pdf( 'c.pdf' ),
				'project-1': pdf( 'p.pdf' ),
			},
		} );
		expect( response.status ).toBe( 200 );
		expect( await body( response ) ).toEqual( {
			success: true,
			priority: false,
		} );
		expect( sandbox.state.messages ).toContainEqual( {
			kind: 'application',
			formType: 'job-application',
			replays: 0,
		} );
		const [ entry ] = sandbox.state.log.list( '/api/process_application' );
		expect( JSON.stringify( entry ) ).not.toContain( PDF );
	} );

	it( 'refuses an application that names no position, listed or its own', async () => {
		const response = await postJson( '/api/process_application', {
			website: 1,
			client_ip: '127.0.0.1',
			formType: 'job-application',
			applicationData: {
				contact_information: {},
				applicant_details: { position: '', custom_position: ' ' },
				projects: [],
				job_listing_link: '',
			},
			files: { resume: pdf( 'r.pdf' ), coverLetter: pdf( 'c.pdf' ) },
		} );
		expect( response.status ).toBe( 400 );
		expect( JSON.stringify( await body( response ) ) ).toContain(
			'must name a position or a custom_position'
		);
	} );

	it( 'refuses a file that is not a PDF with its reason', async () => {
		const response = await postJson( '/api/process_application', {
			website: 1,
			client_ip: '127.0.0.1',
			formType: 'job-application',
			applicationData: {
				contact_information: {},
				applicant_details: { position: 'frontend-developer' },
				projects: [],
				job_listing_link: '',
			},
			files: {
				resume: {
					...pdf( 'r.pdf' ),
					content_base64: Buffer.from( 'MZ' ).toString( 'base64' ),
				},
				coverLetter: pdf( 'c.pdf' ),
			},
		} );
		expect( response.status ).toBe( 400 );
		expect( ( await body( response ) ).error ).toBe(
			'files.resume.content_base64 is not a PDF'
		);
	} );
} );

describe( 'lookups', () => {
	it( 'verifies only the pass token with the right secret, and masks the secret in the log', async () => {
		const verify = async ( secret: string, token: string ) => {
			const response = await fetch(
				`${ sandbox.url }/captcha/siteverify`,
				{
					method: 'POST',
					headers: {
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: new URLSearchParams( {
						secret,
						response: token,
					} ).toString(),
				}
			);
			return ( await body( response ) ).success;
		};
		expect( await verify( CAPTCHA_SECRET, CAPTCHA_PASS ) ).toBe( true );
		expect( await verify( CAPTCHA_SECRET, 'robot' ) ).toBe( false );
		expect( await verify( 'wrong', CAPTCHA_PASS ) ).toBe( false );
		expect( JSON.stringify( sandbox.state.log.list() ) ).not.toContain(
			CAPTCHA_SECRET
		);
	} );

	it.each( [
		[ '1 Main St', '82001', /<Zip5>82001<\/Zip5><Zip4>0001<\/Zip4>/ ],
		[ '1 Nowhere Rd', '82001', /Address Not Found/ ],
	] )( 'postal lookup of %s answers XML', async ( line, zip, expected ) => {
		const xml = `<AddressValidateRequest USERID="${ POSTAL_KEY }"><Revision>1</Revision><Address ID="0"><Address1></Address1><Address2>${ line }</Address2><City>Cheyenne</City><State>WY</State><Zip5>${ zip }</Zip5><Zip4></Zip4></Address></AddressValidateRequest>`;
		const response = await fetch(
			`${ sandbox.url }/postal/ShippingAPI.dll?${ new URLSearchParams( {
				API: 'Verify',
				XML: xml,
			} ) }`
		);
		expect( response.headers.get( 'content-type' ) ).toMatch( /xml/ );
		expect( await response.text() ).toMatch( expected );
	} );

	it( 'decodes a VIN into Results[0] Make, Model and ModelYear', async () => {
		const response = await fetch(
			`${ sandbox.url }/vin/vehicles/DecodeVinValuesExtended/1HGCM82633A004352?format=json`
		);
		const { Results } = await body( response );
		expect( Results[ 0 ] ).toMatchObject( {
			Make: 'HONDA',
			Model: 'Accord',
			ModelYear: '2003',
		} );
	} );

	it( 'answers 204 when an area code has no virtual phone numbers', async () => {
		const none = await fetch(
			`${ sandbox.url }/api/virtual_phones?website_id=1&area_code=${ EMPTY_AREA_CODE }`
		);
		const some = await fetch(
			`${ sandbox.url }/api/virtual_phones?website_id=1&area_code=307`
		);
		const bad = await fetch(
			`${ sandbox.url }/api/virtual_phones?website_id=1&area_code=30`
		);
		expect( none.status ).toBe( 204 );
		expect( ( await body( some ) ).result[ 0 ].number_requested ).toMatch(
			/^\+1307555\d{4}$/
		);
		expect( bad.status ).toBe( 400 );
	} );

	it( 'lists organizational plates as id and plate_name', async () => {
		const response = await fetch(
			`${ sandbox.url }/api/vehicle_organizational_plates?website_id=1`
		);
		expect( ( await body( response ) ).result[ 0 ] ).toEqual( {
			id: 1,
			plate_name: 'Standard',
		} );
	} );

	it( 'searches domains', async () => {
		const response = await fetch(
			`${ sandbox.url }/api/domain_search?website_id=1&domain=acme-widgets.com`
		);
		expect( ( await body( response ) ).result ).toEqual( {
			domain: 'acme-widgets.com',
			available: true,
			premium: false,
			thirdParty: false,
			create: { amount: 12.99 },
			purchase: { amount: 0 },
		} );
	} );
} );

describe( 'orders and faults', () => {
	it( 'answers the NYOP minimum under the nyopMin fault', async () => {
		await fetch( `${ sandbox.url }/__sandbox/faults`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				'/api/process_signup': { nyopMin: 99 },
			} ),
		} );
		const { token, customer_id: customerId } = sandbox.state.vault.issue();
		const response = await postJson(
			'/api/process_signup',
			buildSampleOrder( { token, customerId } )
		);
		expect( response.status ).toBe( 400 );
		expect( ( await body( response ) ).min ).toBe( 99 );
	} );
} );
