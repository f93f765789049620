import { FormDataStore } from '../../../src/store/FormDataStore';
import { RootStore } from '../../../src/store/RootStore';
import {
	attachFile,
	attachedFile,
	hasSendableFile,
	removeListEntryWithFiles,
	samplePdf,
} from '../../../src/uploads/attached-files';
import {
	setUploadLimit,
	uploadLimitOf,
} from '../../../src/uploads/upload-limit';
import { validateField } from '../../../src/validation/validate';
import { FIELD_RULES } from '../../../src/validation/field-rules';
import { messageOf } from '../../../src/validation/messages';
import { fakeTransport, testConfig } from '../store/fake-transport';

const readText = ( blob: Blob ): Promise< string > =>
	new Promise( ( resolve ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( reader.result as string );
		reader.readAsText( blob );
	} );

describe( 'attached files', () => {
	it( 'keeps the file in memory and only its description in the form data', () => {
		const formData = new FormDataStore( 'job-application', '0.1.0' );
		const file = new File( [ '%PDF-1.4' ], 'resume.pdf', {
			type: 'application/pdf',
		} );
		attachFile( formData, 'jobInformation.resume', file );
		expect( formData.get( 'jobInformation.resume' ) ).toEqual( {
			name: 'resume.pdf',
			size: 8,
			type: 'application/pdf',
		} );
		expect( attachedFile( formData, 'jobInformation.resume' ) ).toBe(
			file
		);
		expect( JSON.stringify( formData.values ) ).not.toContain( '%PDF' );

		attachFile( formData, 'jobInformation.resume', null );
		expect( formData.get( 'jobInformation.resume' ) ).toBeNull();
		expect( hasSendableFile( formData, 'jobInformation.resume' ) ).toBe(
			false
		);
	} );

	it( 'a description restored without its file cannot be sent; a sample one is sent as a sample PDF', async () => {
		const formData = new FormDataStore( 'job-application', '0.1.0' );
		formData.set( 'jobInformation.resume', {
			name: 'old.pdf',
			size: 9,
			type: 'application/pdf',
		} );
		expect( attachedFile( formData, 'jobInformation.resume' ) ).toBeNull();

		formData.set( 'jobInformation.coverLetter', {
			name: 'letter.pdf',
			size: 9,
			type: 'application/pdf',
			sample: true,
		} );
		const sample = attachedFile(
			formData,
			'jobInformation.coverLetter'
		) as File;
		expect( sample.name ).toBe( 'letter.pdf' );
		const text = await readText( sample );
		expect( text.startsWith( '%PDF-' ) ).toBe( true );
		expect( text.trimEnd().endsWith( '%%EOF' ) ).toBe( true );
		expect( samplePdf( 'x.pdf' ).type ).toBe( 'application/pdf' );
	} );

	it.each( [
		[ 6_000_000, 'resume.pdf', 'The file size must not exceed 5 MB' ],
		[ 5_000_000, 'resume.pdf', null ],
		[
			1000,
			'resume.docx',
			'We only accept the following file type(s): pdf',
		],
		[ 1000, 'RESUME.PDF', null ],
	] )(
		'a %d-byte %s against the default 5000 KB limit: %p',
		( size, name, message ) => {
			const values = { jobInformation: { resume: { name, size } } };
			const failure = validateField( values, {
				path: 'jobInformation.resume',
				label: 'Resume',
				rules: FIELD_RULES.resume( 5000 ),
			} );
			expect(
				failure
					? messageOf( failure.message, 'Resume', failure.args )
					: null
			).toBe( message );
		}
	);

	it( 'remembers the site upload limit per form', () => {
		const formData = new FormDataStore( 'job-application', '0.1.0' );
		expect( uploadLimitOf( formData, 5000 ) ).toBe( 5000 );
		setUploadLimit( formData, 2000 );
		expect( uploadLimitOf( formData, 5000 ) ).toBe( 2000 );
		setUploadLimit( formData, undefined );
		expect( uploadLimitOf( formData, 5000 ) ).toBe( 2000 );
	} );

	it( "a form knows its page's limit before any file rule is read", () => {
		const store = new RootStore(
			{
				...testConfig( { formType: 'job-application', steps: [] } ),
				uploadMaxKilobytes: 2000,
			},
			{ transport: fakeTransport() }
		);
		expect( uploadLimitOf( store.formData, 5000 ) ).toBe( 2000 );
	} );
} );

describe( 'removing a project', () => {
	it( 'keeps every file with its project as the projects after it move up', () => {
		const formData = new FormDataStore( 'job-application', '0.1.0' );
		const pdf = ( name: string ) =>
			new File( [ '%PDF-1.4' ], name, { type: 'application/pdf' } );
		const path = (
			index: number
		): `jobInformation.projects.${ number }.projectUpload` =>
			`jobInformation.projects.${ index }.projectUpload`;
		formData.set( 'jobInformation.projects', [ {}, {}, {} ] );
		attachFile( formData, path( 0 ), pdf( 'a.pdf' ) );
		attachFile( formData, path( 1 ), pdf( 'b.pdf' ) );
		attachFile( formData, path( 2 ), pdf( 'c.pdf' ) );

		removeListEntryWithFiles( formData, 'jobInformation.projects', 1 );

		expect( formData.list( 'jobInformation.projects' ) ).toHaveLength( 2 );
		expect( ( attachedFile( formData, path( 0 ) ) as File ).name ).toBe(
			'a.pdf'
		);
		expect( ( attachedFile( formData, path( 1 ) ) as File ).name ).toBe(
			'c.pdf'
		);
		expect( attachedFile( formData, path( 2 ) ) ).toBeNull();
	} );

	it( 'never keeps a resume or cover letter description in browser storage', () => {
		const formData = new FormDataStore( 'job-application', '0.1.0' );
		attachFile(
			formData,
			'jobInformation.resume',
			new File( [ '%PDF-1.4' ], 'resume.pdf' )
		);
		expect( JSON.stringify( formData.publicData ) ).not.toContain(
			'resume.pdf'
		);
		expect( formData.get( 'jobInformation.resume' ) ).toMatchObject( {
			name: 'resume.pdf',
		} );
	} );
} );
