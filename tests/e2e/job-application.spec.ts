import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { resetSandbox, sandboxRequests, setFaults } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
} );

/** A small but real PDF: its header, one empty page, the end-of-file marker. */
const pdf = ( name: string, padding = 0 ) => ( {
	name,
	mimeType: 'application/pdf',
	buffer: Buffer.concat( [
		Buffer.from(
			'%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n'
		),
		Buffer.alloc( padding, 0x20 ),
		Buffer.from( '\n%%EOF\n' ),
	] ),
} );

const QUESTION = 'What would you like to learn in your first year with us?';

/** The error shown at one field (its message, tied to the field by aria-describedby). */
const errorAt = ( page: Page, id: string ) => page.locator( `#${ id }-error` );

async function choosePosition( page: Page ) {
	await page.getByLabel( 'Search positions' ).fill( 'front' );
	await page.getByRole( 'radio', { name: 'Frontend Developer' } ).check();
	await page.getByLabel( 'Home State' ).selectOption( 'CA' );
	// Interactive Division's own question, optional.
	await page
		.getByLabel( /^Tell us about the design or development work/ )
		.fill( 'A compiler for the Analytical Engine.' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
}

async function fillApplicant( page: Page ) {
	await page.getByLabel( 'First Name' ).fill( 'Ada' );
	await page.getByLabel( 'Last Name' ).fill( 'Lovelace' );
	await page.getByLabel( 'Email' ).fill( 'ada@example.com' );
	await page.getByLabel( 'Phone' ).fill( '(415) 555-0142' );
	await page
		.getByLabel( 'Why are you applying?' )
		.fill( 'I want to build forms that people finish.' );
}

async function attachDocumentsAndLinks(
	page: Page,
	resume: ReturnType< typeof pdf > = pdf( 'resume.pdf' ),
	coverLetter: ReturnType< typeof pdf > = pdf( 'cover-letter.pdf' )
) {
	await page.getByLabel( 'Resume' ).setInputFiles( resume );
	await page.getByLabel( 'Cover Letter' ).setInputFiles( coverLetter );
	await page
		.getByLabel( 'LinkedIn Profile' )
		.fill( 'https://www.linkedin.com/in/ada-lovelace' );
	await page
		.getByLabel( 'GitHub Profile' )
		.fill( 'https://github.com/ada-lovelace' );
	await page
		.getByLabel( 'Code Sample Link' )
		.fill( 'https://codepen.io/ada-lovelace' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
}

async function fillProject(
	page: Page,
	file: ReturnType< typeof pdf > = pdf( 'analytical-engine.pdf' )
) {
	await page.getByLabel( 'Project 1 PDF' ).setInputFiles( file );
	await page
		.getByLabel( 'Project 1 URL' )
		.fill( 'https://example.com/analytical-engine' );
	await page
		.getByLabel( 'Your contribution to project 1' )
		.fill( 'Wrote the first published program for it.' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
}

async function answerLastQuestions( page: Page ) {
	await page
		.getByLabel( QUESTION )
		.fill( 'How to ship accessible forms at scale.' );
	await page
		.getByLabel( 'How did you hear about us?' )
		.selectOption( 'Other' );
	await page
		.getByLabel( 'Where did you hear about us?' )
		.fill( 'A friend at a meetup' );
	await page.getByLabel( "I'm not a robot" ).check();
}

test( 'job application: position, applicant, PDFs and projects reach process_application once, files as PDFs; upload progress shows; then the job thank-you page', async ( {
	page,
	baseURL,
} ) => {
	await page.goto( '/job-application/' );
	expect( await axeViolations( page ) ).toEqual( [] );

	// A dropdown per department opens the links to its job descriptions, in a new tab.
	await page.getByRole( 'button', { name: 'Interactive Division' } ).click();
	const link = page.getByRole( 'link', { name: /^Frontend Developer/ } );
	await expect( link ).toHaveAttribute(
		'href',
		'/careers/frontend-developer/'
	);
	await expect( link ).toHaveAttribute( 'target', '_blank' );
	// The search narrows the positions; nothing found says so.
	await page.getByLabel( 'Search positions' ).fill( 'astronaut' );
	await expect(
		page.getByText( 'No positions found. Try changing your search query.' )
	).toBeVisible();
	await expect( page.getByRole( 'radio' ) ).toHaveCount( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );
	await choosePosition( page );

	await fillApplicant( page );
	await attachDocumentsAndLinks( page );

	// The position writes code: its projects are required.
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByText( 'Project 1 URL is required' ).first()
	).toBeVisible();
	await fillProject( page );

	await answerLastQuestions( page );
	await page.getByLabel( 'Leave a note' ).check();
	await page
		.getByLabel( 'Note', { exact: true } )
		.fill( 'Available from next month.' );
	expect( await axeViolations( page ) ).toEqual( [] );

	// Record every upload progress bar shown while the application is sent (the page is gone afterwards).
	const progressShown: number[] = [];
	await page.exposeFunction( 'foProgressShown', ( value: number ) =>
		progressShown.push( value )
	);
	await page.evaluate( () => {
		new MutationObserver( () => {
			const bar = document.querySelector< HTMLProgressElement >(
				'.fo-spinner progress'
			);
			if ( bar ) {
				(
					window as unknown as {
						foProgressShown: ( value: number ) => void;
					}
				 ).foProgressShown( bar.value );
			}
		} ).observe( document.body, {
			childList: true,
			subtree: true,
			attributes: true,
		} );
	} );
	await page.getByRole( 'button', { name: 'Send Application' } ).click();
	await page.waitForURL( /\/job-thank-you\/$/ );

	const applications = await sandboxRequests( '/api/process_application' );
	expect( applications ).toHaveLength( 1 );
	const body = applications[ 0 ].body as {
		formType: string;
		applicationData: Record< string, unknown >;
		files: Record<
			string,
			{ name: string; type: string; size: number; content_base64: string }
		>;
	};
	expect( body.formType ).toBe( 'job-application' );
	expect( body.applicationData ).toEqual( {
		contact_information: {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.com',
			phone: '(415) 555-0142',
			home_state: 'CA',
		},
		applicant_details: {
			position: 'frontend-developer',
			position_label: 'Frontend Developer',
			custom_position: '',
			reason_for_applying: 'I want to build forms that people finish.',
			department_question: {
				department: 'Interactive Division',
				question:
					'Tell us about the design or development work you are proudest of.',
				answer: 'A compiler for the Analytical Engine.',
			},
			additional_information: '',
			linkedin_link: 'https://www.linkedin.com/in/ada-lovelace',
			github_link: 'https://github.com/ada-lovelace',
			codepen_link: 'https://codepen.io/ada-lovelace',
			how_applicant_heard_about_us: 'Other',
			how_applicant_heard_about_us_other: 'A friend at a meetup',
			supplemental_questions: [
				{
					question: QUESTION,
					answer: 'How to ship accessible forms at scale.',
				},
			],
			note: 'Available from next month.',
		},
		projects: [
			{
				url: 'https://example.com/analytical-engine',
				contribution: 'Wrote the first published program for it.',
				file: 'project-1',
			},
		],
		job_listing_link: `${ baseURL }/careers/frontend-developer/`,
	} );
	expect( Object.keys( body.files ).sort() ).toEqual( [
		'coverLetter',
		'project-1',
		'resume',
	] );
	const names = {
		resume: 'resume.pdf',
		coverLetter: 'cover-letter.pdf',
		'project-1': 'analytical-engine.pdf',
	};
	// The sandbox's checker refuses (400, an Application Error) a file that is not a PDF by name and by its
	// first bytes, or whose size is not its decoded length; its log keeps only the length of the content.
	for ( const [ field, name ] of Object.entries( names ) ) {
		const sentBytes = pdf( name ).buffer;
		expect( body.files[ field ] ).toEqual( {
			name,
			type: 'application/pdf',
			size: sentBytes.length,
			content_base64: `[${
				sentBytes.toString( 'base64' ).length
			} base64 characters]`,
		} );
	}
	expect( await sandboxRequests( '/captcha/siteverify' ) ).toHaveLength( 1 );
	// The spinner showed the upload's progress bar while the request went out.
	expect( progressShown.length ).toBeGreaterThan( 0 );
} );

test( "job application: a 3 MB resume (over the stack PHP's 2 MB upload limit, under the 5 MB setting) and a .docx are refused at the field, nothing typed is lost, and a PDF then goes through", async ( {
	page,
} ) => {
	await page.goto( '/job-application/' );
	await choosePosition( page );
	await fillApplicant( page );

	// The page tells the limit PHP really applies (upload_max_filesize 2M here), not only the setting's.
	await expect(
		page.getByText( 'PDF only, up to 2 MB.' ).first()
	).toBeVisible();
	await page
		.getByLabel( 'Resume' )
		.setInputFiles( pdf( 'resume.pdf', 3_000_000 ) );
	await expect( errorAt( page, 'fo-jobInformation-resume' ) ).toHaveText(
		'Error: The file size must not exceed 2 MB'
	);
	await page.getByLabel( 'Resume' ).setInputFiles( {
		name: 'resume.docx',
		mimeType:
			'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		buffer: Buffer.from( 'PK\u0003\u0004 not a pdf' ),
	} );
	await expect( errorAt( page, 'fo-jobInformation-resume' ) ).toHaveText(
		'Error: We only accept the following file type(s): pdf'
	);
	expect( await axeViolations( page ) ).toEqual( [] );
	// Everything typed is still there.
	await expect( page.getByLabel( 'First Name' ) ).toHaveValue( 'Ada' );
	await expect( page.getByLabel( 'Why are you applying?' ) ).toHaveValue(
		'I want to build forms that people finish.'
	);
	// Continue stays on the step while the refused file is attached.
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( page.getByLabel( 'Resume' ) ).toBeVisible();

	await attachDocumentsAndLinks( page );
	await expect( errorAt( page, 'fo-jobInformation-resume' ) ).toHaveCount(
		0
	);
	await fillProject( page );
	await answerLastQuestions( page );
	await page.getByRole( 'button', { name: 'Send Application' } ).click();
	await page.waitForURL( /\/job-thank-you\/$/ );
	const applications = await sandboxRequests( '/api/process_application' );
	expect( applications ).toHaveLength( 1 );
	expect(
		Object.keys(
			( applications[ 0 ].body as { files: object } ).files
		).sort()
	).toEqual( [ 'coverLetter', 'project-1', 'resume' ] );
} );

test( 'job application: three 1.5 MB PDFs reach the marketing API whole, and the visitor is thanked', async ( {
	page,
} ) => {
	const large = ( name: string ) => pdf( name, 1_500_000 );
	const files = {
		resume: large( 'resume.pdf' ),
		coverLetter: large( 'cover-letter.pdf' ),
		'project-1': large( 'analytical-engine.pdf' ),
	};
	await page.goto( '/job-application/' );
	await choosePosition( page );
	await fillApplicant( page );
	await attachDocumentsAndLinks( page, files.resume, files.coverLetter );
	await fillProject( page, files[ 'project-1' ] );
	await answerLastQuestions( page );
	await page.getByRole( 'button', { name: 'Send Application' } ).click();
	await page.waitForURL( /\/job-thank-you\/$/ );

	const received = await sandboxRequests( '/api/process_application' );
	expect( received ).toHaveLength( 1 );
	const sent = ( received[ 0 ].body as { files: Record< string, unknown > } )
		.files;
	for ( const [ field, file ] of Object.entries( files ) ) {
		expect( sent[ field ] ).toMatchObject( {
			name: file.name,
			size: file.buffer.length,
		} );
	}
} );

test( 'job application: an answer flagged priority lands on the priority thank-you page', async ( {
	page,
} ) => {
	await setFaults( {
		'/api/process_application': {
			status: 200,
			body: JSON.stringify( { success: true, priority: true } ),
		},
	} );
	await page.goto( '/job-application/' );
	await choosePosition( page );
	await fillApplicant( page );
	await attachDocumentsAndLinks( page );
	await fillProject( page );
	await answerLastQuestions( page );
	await page.getByRole( 'button', { name: 'Send Application' } ).click();
	await page.waitForURL( /\/job-thank-you-priority\/$/ );
	expect( await sandboxRequests( '/api/process_application' ) ).toHaveLength(
		1
	);
} );

test( 'job application: a refused application shows the Application Error and keeps everything', async ( {
	page,
} ) => {
	await setFaults( {
		'/api/process_application': {
			status: 422,
			body: JSON.stringify( { error: 'The position is closed.' } ),
		},
	} );
	await page.goto( '/job-application/' );
	await choosePosition( page );
	await fillApplicant( page );
	await attachDocumentsAndLinks( page );
	await fillProject( page );
	await answerLastQuestions( page );
	await page.getByRole( 'button', { name: 'Send Application' } ).click();
	await expect( page.locator( '.fo-toast' ) ).toContainText(
		'Application Error'
	);
	await expect( page.locator( '.fo-toast' ) ).toContainText(
		'The position is closed. Please check your file(s) and try again.'
	);
	await expect( page.getByLabel( QUESTION ) ).toHaveValue(
		'How to ship accessible forms at scale.'
	);
	expect( await axeViolations( page ) ).toEqual( [] );
} );

/** Files named .pdf that only the server can refuse: the page checks the name, the server the content. */
const REFUSED_RESUMES: Array< [ string, string ] > = [
	[ 'is not a PDF', 'PK\u0003\u0004 a word document, renamed' ],
	[
		'runs JavaScript when opened',
		'%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
	],
];

for ( const [ what, content ] of REFUSED_RESUMES ) {
	test( `job application: a resume named .pdf that ${ what } is refused by the server with the Application Error text, nothing typed is lost, and a PDF then goes through`, async ( {
		page,
	} ) => {
		await page.goto( '/job-application/' );
		await choosePosition( page );
		await fillApplicant( page );
		await attachDocumentsAndLinks( page, {
			name: 'resume.pdf',
			mimeType: 'application/pdf',
			buffer: Buffer.from( content ),
		} );
		await fillProject( page );
		await answerLastQuestions( page );
		await page.getByRole( 'button', { name: 'Send Application' } ).click();

		await expect( page.locator( '.fo-toast__title' ) ).toHaveText(
			'Application Error'
		);
		// The reason, the advice to check the files and to contact us, once; then the "Contact us" link.
		await expect( page.locator( '.fo-toast__message' ) ).toHaveText(
			'We only accept the following file type(s): pdf Please check your file(s) and try again. If the problem persists, please contact us. Contact us'
		);
		// The gateway refused it before anything reached the API.
		expect(
			await sandboxRequests( '/api/process_application' )
		).toHaveLength( 0 );
		// As after any refused submission, the spent captcha answer is reset: the box is ticked again.
		await expect( page.getByLabel( "I'm not a robot" ) ).not.toBeChecked();
		await expect( page.getByLabel( QUESTION ) ).toHaveValue(
			'How to ship accessible forms at scale.'
		);
		await expect(
			page.getByLabel( 'Where did you hear about us?' )
		).toHaveValue( 'A friend at a meetup' );

		await page.getByRole( 'button', { name: 'Back' } ).click();
		await expect( page.getByLabel( 'Project 1 URL' ) ).toHaveValue(
			'https://example.com/analytical-engine'
		);
		await page.getByRole( 'button', { name: 'Back' } ).click();
		await expect( page.getByLabel( 'First Name' ) ).toHaveValue( 'Ada' );
		await expect( page.getByLabel( 'Why are you applying?' ) ).toHaveValue(
			'I want to build forms that people finish.'
		);
		await expect( page.getByLabel( 'GitHub Profile' ) ).toHaveValue(
			'https://github.com/ada-lovelace'
		);

		await page.getByLabel( 'Resume' ).setInputFiles( pdf( 'resume.pdf' ) );
		await page.getByRole( 'button', { name: 'Continue' } ).click();
		await page.getByRole( 'button', { name: 'Continue' } ).click();
		await page.getByLabel( "I'm not a robot" ).check();
		await page.getByRole( 'button', { name: 'Send Application' } ).click();
		await page.waitForURL( /\/job-thank-you\/$/ );
		expect(
			await sandboxRequests( '/api/process_application' )
		).toHaveLength( 1 );
	} );
}

test( 'job application: the Projects step has one region named Projects and is axe-clean', async ( {
	page,
} ) => {
	await page.goto( '/job-application/' );
	await choosePosition( page );
	await fillApplicant( page );
	await attachDocumentsAndLinks( page );
	await expect(
		page.getByRole( 'heading', { name: 'Projects', level: 2 } )
	).toBeFocused();
	expect( await axeViolations( page ) ).toEqual( [] );
	// The step is the one region named Projects; the module's heading still names its rows for screen
	// readers, as a group inside that region.
	await expect(
		page.getByRole( 'region', { name: 'Projects', exact: true } )
	).toHaveCount( 1 );
	await expect(
		page.getByRole( 'heading', { name: 'Projects', level: 3 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'group', { name: 'Projects', exact: true } )
	).toBeVisible();

	await page.getByRole( 'button', { name: 'Add a project' } ).click();
	await expect( page.getByLabel( 'Project 2 URL' ) ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'job application: a position that is not listed is named instead, asks for no projects, and reaches process_application with what else the applicant added', async ( {
	page,
} ) => {
	await page.goto( '/job-application/' );
	// A listed position of Client Services asks its department's question, to answer if the applicant likes.
	await page.getByLabel( 'Search positions' ).fill( 'customer' );
	await page
		.getByRole( 'radio', { name: 'Customer Success Specialist' } )
		.check();
	await expect(
		page.getByLabel(
			'Tell us about a time you helped a customer through a difficult problem.'
		)
	).toBeVisible();
	// Not listed: the list and the question give way to the position's name.
	await page.getByLabel( 'The position I want is not listed' ).check();
	await expect( page.getByLabel( 'Search positions' ) ).toHaveCount( 0 );
	await expect(
		page.getByLabel( /Tell us about a time you helped a customer/ )
	).toHaveCount( 0 );
	await page.getByLabel( 'Home State' ).selectOption( 'CA' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		errorAt( page, 'fo-jobInformation-customPosition' )
	).toContainText( 'Position you are applying for is required' );
	await page
		.getByLabel( 'Position you are applying for' )
		.fill( 'Technical Writer' );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await fillApplicant( page );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await attachDocumentsAndLinks( page );
	// No projects are asked of a position that is not ours to judge.
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await answerLastQuestions( page );
	await page
		.getByLabel( /Anything else you would like us to know\?/ )
		.fill( 'I can start in May.' );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Send Application' } ).click();
	await page.waitForURL( /job-thank-you/ );

	const [ sent ] = await sandboxRequests( '/api/process_application' );
	const details = (
		sent.body as {
			applicationData: { applicant_details: Record< string, unknown > };
		}
	 ).applicationData.applicant_details;
	expect( details ).toMatchObject( {
		position: '',
		position_label: '',
		custom_position: 'Technical Writer',
		department_question: null,
		additional_information: 'I can start in May.',
	} );
} );
