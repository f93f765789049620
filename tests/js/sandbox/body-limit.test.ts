/*
 * @jest-environment node
 */
import { startSandbox, type RunningSandbox } from '../../../sandbox/src/server';
import {
	applicationBodyLimit,
	MAX_BODY_BYTES,
} from '../../../sandbox/src/http-util';

/** A small upload limit keeps the test light; the rule is the same at 5 MB. */
const MAX_UPLOAD = 600_000;
let sandbox: RunningSandbox;

beforeAll( async () => {
	sandbox = await startSandbox( {
		port: 0,
		websiteId: '1',
		tokenizerTestKey: '',
		maxUploadBytes: MAX_UPLOAD,
	} );
} );

afterAll( () => sandbox.close() );

function pdf( size: number ) {
	const bytes = Buffer.alloc( size, 0x20 );
	bytes.write( '%PDF-1.4\n' );
	return {
		name: 'file.pdf',
		type: 'application/pdf',
		size,
		content_base64: bytes.toString( 'base64' ),
	};
}

/** An application as WordPress forwards it, with three files of the given size and `padding` more form text. */
function application( fileSize: number, padding = '' ) {
	return JSON.stringify( {
		website: 1,
		client_ip: '127.0.0.1',
		formType: 'job-application',
		applicationData: {
			contact_information: { first_name: 'Ada' },
			applicant_details: {
				position: 'frontend-developer',
				about: padding,
			},
			projects: [],
			job_listing_link: 'https://example.com/jobs/1',
		},
		files: {
			resume: pdf( fileSize ),
			coverLetter: pdf( fileSize ),
			'project-1': pdf( fileSize ),
		},
	} );
}

const post = ( path: string, body: string ) =>
	fetch( `${ sandbox.url }${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body,
	} );

describe( 'request body limit', () => {
	it( 'accepts an application with three files at the upload limit, as base64', async () => {
		const body = application( MAX_UPLOAD );
		expect( body.length ).toBeGreaterThan( 3 * MAX_UPLOAD );

		const response = await post( '/api/process_application', body );

		expect( response.status ).toBe( 200 );
		expect( await response.json() ).toEqual( {
			success: true,
			priority: false,
		} );
	} );

	it( 'refuses a larger application with 413 and a JSON error naming the limit', async () => {
		const limit = applicationBodyLimit( MAX_UPLOAD );
		const body = application(
			MAX_UPLOAD,
			'x'.repeat( limit - application( MAX_UPLOAD ).length + 1 )
		);
		expect( body.length ).toBe( limit + 1 );

		const response = await post( '/api/process_application', body );

		expect( response.status ).toBe( 413 );
		expect( await response.json() ).toEqual( {
			error: 'request body is larger than 3.3 MB',
		} );
	} );

	it( 'keeps 1 MB for every other call', async () => {
		const response = await post(
			'/api/process_contact',
			JSON.stringify( { padding: 'x'.repeat( MAX_BODY_BYTES ) } )
		);

		expect( response.status ).toBe( 413 );
		expect( await response.json() ).toEqual( {
			error: 'request body is larger than 1 MB',
		} );
	} );
} );
