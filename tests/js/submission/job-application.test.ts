import type { FormAnswer } from '../../../src/api/types';
import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import {
	applicationData,
	applicationFiles,
} from '../../../src/submission/application-data';
import { attachFile } from '../../../src/uploads/attached-files';
import { fakeTransport, testConfig } from '../store/fake-transport';

const THANK_YOU = {
	contact: 'http://localhost/contact-thank-you/',
	affiliate: 'http://localhost/affiliate-thank-you/',
	job: 'http://localhost/job-thank-you/',
	jobPriority: 'http://localhost/job-priority/',
};

const pdf = ( name: string ) =>
	new File( [ '%PDF-1.4\n%%EOF\n' ], name, { type: 'application/pdf' } );

function applicationStore( transport = fakeTransport() ) {
	const config: PageConfig = {
		...testConfig( {
			formType: 'job-application',
			steps: [ { key: 'only', label: 'Only', modules: [] } ],
		} ),
		thankYou: THANK_YOU,
	};
	const navigate = jest.fn();
	const store = new RootStore( config, { transport, navigate } );
	const { formData } = store;
	formData.set( 'contactInformation.firstName', 'Ada' );
	formData.set( 'contactInformation.lastName', 'Lovelace' );
	formData.set( 'jobInformation.position', 'frontend-developer' );
	formData.set(
		'jobInformation.jobListingLink',
		'http://localhost/careers/frontend-developer/'
	);
	formData.set( 'jobInformation.projects', [
		{ projectUpload: null, projectURL: '', projectContribution: '' },
		{
			projectUpload: null,
			projectURL: 'https://example.com/b',
			projectContribution: 'Alone',
		},
		{
			projectUpload: null,
			projectURL: 'https://example.com/c',
			projectContribution: 'Tests',
		},
	] );
	attachFile( formData, 'jobInformation.resume', pdf( 'resume.pdf' ) );
	attachFile( formData, 'jobInformation.coverLetter', pdf( 'letter.pdf' ) );
	attachFile(
		formData,
		'jobInformation.projects.2.projectUpload',
		pdf( 'c.pdf' )
	);
	store.submission.setCaptchaResponse( 'captcha-answer' );
	return { store, transport, navigate };
}

describe( 'job application', () => {
	it( 'posts process_application with the resume, the cover letter and project-{n} counted over the projects sent, showing the upload progress', async () => {
		jest.useFakeTimers();
		const transport = fakeTransport();
		let release: ( answer: FormAnswer ) => void = () => undefined;
		transport.submitForm.mockImplementationOnce(
			() =>
				new Promise< FormAnswer >( ( resolve ) => {
					release = resolve;
				} )
		);
		const { store, navigate } = applicationStore( transport );
		const submitted = store.submission.submit();
		// The request leaves once the code that sends the form has arrived: a few promise turns after Submit.
		for (
			let turn = 0;
			turn < 10 && transport.submitForm.mock.calls.length === 0;
			turn++
		) {
			await Promise.resolve();
		}

		const [ action, fields, options ] = transport.submitForm.mock
			.calls[ 0 ] as unknown as [
			string,
			Record< string, string | File >,
			{ orderKey?: string; onUploadProgress?: ( sent: number ) => void },
		];
		expect( action ).toBe( 'process_application' );
		expect( fields.captchaResponse ).toBe( 'captcha-answer' );
		expect( ( fields.resume as File ).name ).toBe( 'resume.pdf' );
		expect( ( fields.coverLetter as File ).name ).toBe( 'letter.pdf' );
		// The empty first row is not sent; the third row's file is the first project file.
		expect( ( fields[ 'project-1' ] as File ).name ).toBe( 'c.pdf' );
		expect( fields[ 'project-2' ] ).toBeUndefined();
		const data = JSON.parse( fields.applicationData as string );
		expect( data.projects ).toEqual( [
			{ url: 'https://example.com/b', contribution: 'Alone', file: null },
			{
				url: 'https://example.com/c',
				contribution: 'Tests',
				file: 'project-1',
			},
		] );
		expect( data.job_listing_link ).toBe(
			'http://localhost/careers/frontend-developer/'
		);

		expect( store.submission.uploadProgress ).toBe( 0 );
		options.onUploadProgress?.( 0.5 );
		expect( store.submission.uploadProgress ).toBe( 0.5 );
		release( { success: true, priority: false } as FormAnswer );
		await submitted;
		expect( store.submission.uploadProgress ).toBeNull();
		jest.advanceTimersByTime( 1500 );
		expect( navigate ).toHaveBeenCalledWith( THANK_YOU.job );
		jest.useRealTimers();
	} );

	it( 'an answer flagged priority goes to the priority thank-you page', async () => {
		jest.useFakeTimers();
		const transport = fakeTransport();
		transport.submitForm.mockResolvedValueOnce( {
			success: true,
			priority: true,
		} as FormAnswer );
		const { store, navigate } = applicationStore( transport );
		await store.submission.submit();
		jest.advanceTimersByTime( 1500 );
		expect( navigate ).toHaveBeenCalledWith( THANK_YOU.jobPriority );
		jest.useRealTimers();
	} );

	it( 'a refused application is an Application Error (33) with the server text, and nothing typed is lost', async () => {
		const transport = fakeTransport();
		transport.submitForm.mockResolvedValueOnce( {
			success: false,
			error: 'The file size must not exceed 5 MB Please check your file(s) and try again. If the problem persists, please contact us.',
			code: 'file_too_large',
		} );
		const { store } = applicationStore( transport );
		await store.submission.submit();

		expect( store.submission.error ).toMatchObject( {
			code: 33,
			title: 'Application Error',
		} );
		expect( store.submission.uploadProgress ).toBeNull();
		expect(
			store.formData.getString( 'contactInformation.firstName' )
		).toBe( 'Ada' );
	} );

	it( 'sends "how did you hear" Other text and the note only when chosen', () => {
		const base = {
			jobInformation: {
				howApplicantHeardAboutUs: 'Indeed',
				howApplicantHeardAboutUsOther: 'left over',
			},
			serviceInformation: { leaveANote: false, note: 'left over' },
		};
		expect( applicationData( base ).applicant_details ).toMatchObject( {
			how_applicant_heard_about_us: 'Indeed',
			how_applicant_heard_about_us_other: '',
			note: '',
		} );
		expect(
			applicationData( {
				jobInformation: {
					...base.jobInformation,
					howApplicantHeardAboutUs: 'Other',
				},
				serviceInformation: { leaveANote: true, note: 'Hello' },
			} ).applicant_details
		).toMatchObject( {
			how_applicant_heard_about_us_other: 'left over',
			note: 'Hello',
		} );
	} );

	it( 'sends a position that is not listed as the applicant named it, a department’s answer with its question, and anything else they added', () => {
		const { store } = applicationStore();
		const { formData } = store;
		formData.set( 'jobInformation.department', 'Interactive Division' );
		formData.set(
			'jobInformation.departmentQuestion',
			'Tell us about the work you are proudest of.'
		);
		formData.set( 'jobInformation.interactiveDivisionInfo', 'A compiler.' );
		formData.set(
			'jobInformation.additionalApplicantInformation',
			'I can start in May.'
		);
		let details = applicationData( formData.values ).applicant_details;
		expect( details ).toMatchObject( {
			position: 'frontend-developer',
			custom_position: '',
			department_question: {
				department: 'Interactive Division',
				question: 'Tell us about the work you are proudest of.',
				answer: 'A compiler.',
			},
			additional_information: 'I can start in May.',
		} );

		formData.set( 'jobInformation.positionAlternativeInput', true );
		formData.set( 'jobInformation.customPosition', 'Technical Writer' );
		details = applicationData( formData.values ).applicant_details;
		expect( details ).toMatchObject( {
			position: '',
			position_label: '',
			custom_position: 'Technical Writer',
			department_question: null,
		} );
		store.dispose();
	} );

	it( 'leaves out a file described but not attached', () => {
		expect(
			applicationFiles(
				{ jobInformation: { resume: { name: 'r.pdf', size: 1 } } },
				() => null
			)
		).toEqual( {} );
	} );
} );
