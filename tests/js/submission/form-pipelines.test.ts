import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import {
	FORM_TYPES,
	formTypeOf,
	isOrderFormType,
} from '../../../src/submission/form-types';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';

const THANK_YOU = {
	contact: 'http://localhost/contact-thank-you/',
	affiliate: 'http://localhost/affiliate-thank-you/',
	job: 'http://localhost/job-thank-you/',
	jobPriority: 'http://localhost/job-priority/',
};

function formStore( formType: string, transport = fakeTransport() ) {
	const config: PageConfig = {
		...testConfig( {
			formType,
			steps: [ { key: 'only', label: 'Only', modules: [] } ],
		} ),
		thankYou: THANK_YOU,
		engine: { loginUrl: 'http://localhost/login/' },
	};
	const navigate = jest.fn();
	const store = new RootStore( config, { transport, navigate } );
	return { store, transport, navigate };
}

/** The fields of the one form request the transport received. */
function sent( transport: ReturnType< typeof fakeTransport > ) {
	expect( transport.submitForm ).toHaveBeenCalledTimes( 1 );
	const [ action, fields, options ] = transport.submitForm.mock
		.calls[ 0 ] as unknown as [
		string,
		Record< string, string >,
		{ orderKey?: string },
	];
	return { action, fields, options };
}

describe( 'One submission pipeline per form type', () => {
	it.each( [
		[ 'login', 'process_login', 'loginData', false, false ],
		[
			'password-reset',
			'process_reset_password',
			'resetPasswordData',
			false,
			false,
		],
		[ 'free-account', 'process_signup', 'signupData', false, true ],
		[ 'affiliate-signup', 'process_signup', 'signupData', false, true ],
		[ 'contact', 'process_contact', 'contactData', false, true ],
		[ 'custom-contact', 'process_contact', 'contactData', false, true ],
		[
			'client-profile',
			'process_client_profile',
			'clientProfileData',
			false,
			true,
		],
		[
			'registered-agent-signup',
			'process_signup',
			'signupData',
			true,
			false,
		],
		[ 'business-formation', 'process_signup', 'signupData', true, false ],
		[
			'job-application',
			'process_application',
			'applicationData',
			false,
			true,
		],
	] )(
		'%s posts %s with %s; tokenizes: %s; captcha: %s',
		( formType, action, dataField, tokenizes, captcha ) => {
			const { pipeline } = formTypeOf( formType );
			expect( pipeline ).toMatchObject( {
				action,
				dataField,
				tokenizes,
				captcha,
			} );
		}
	);

	it( 'every form that is not an order names the builder of its request, and no order form does', () => {
		const nonOrder = FORM_TYPES.filter(
			( formType ) => ! isOrderFormType( formType )
		);
		expect( nonOrder ).toContain( 'job-application' );
		expect( nonOrder ).not.toContain( 'business-formation' );
		for ( const formType of FORM_TYPES ) {
			const { request, pipeline } = formTypeOf( formType );
			expect( [ formType, request !== undefined ] ).toEqual( [
				formType,
				! isOrderFormType( formType ),
			] );
			expect( [ formType, pipeline.tokenizes ] ).toEqual( [
				formType,
				isOrderFormType( formType ),
			] );
		}
	} );

	it( 'a form type without a descriptor is an order form', () => {
		expect( isOrderFormType( 'some-new-order-type' ) ).toBe( true );
		expect( formTypeOf( 'some-new-order-type' ).pipeline ).toMatchObject( {
			action: 'process_signup',
			tokenizes: true,
			captcha: false,
		} );
	} );

	it( 'login sends url, username and password, never tokenizes, and lands on the login URL of the answer', async () => {
		jest.useFakeTimers();
		const { store, transport, navigate } = formStore( 'login' );
		store.formData.set( 'accountInformation.username', 'ada@example.com' );
		store.formData.set( 'accountInformation.password', ' Secret-1 ' );
		await store.submission.submit();

		expect( transport.tokenize ).not.toHaveBeenCalled();
		expect( transport.submitSignup ).not.toHaveBeenCalled();
		const { action, fields, options } = sent( transport );
		expect( action ).toBe( 'process_login' );
		expect( options ).toEqual( {} );
		expect( fields.formType ).toBe( 'login' );
		expect( fields.captchaResponse ).toBeUndefined();
		expect( JSON.parse( fields.loginData ) ).toEqual( {
			url: 'http://localhost/login/',
			username: 'ada@example.com',
			password: ' Secret-1 ',
		} );
		jest.advanceTimersByTime( 1500 );
		expect( navigate ).toHaveBeenCalledWith(
			'http://sandbox.test/login?account=9'
		);
		jest.useRealTimers();
	} );

	it( 'a wrong login password shows the server text as a Signup Error (30) and sends once', async () => {
		const transport = fakeTransport();
		transport.submitForm.mockResolvedValueOnce( {
			error: 'Invalid username or password.',
			code: 'refused',
		} );
		const { store } = formStore( 'login', transport );
		store.formData.set( 'accountInformation.username', 'ada' );
		store.formData.set( 'accountInformation.password', 'wrong' );
		await store.submission.submit();

		expect( store.submission.error ).toMatchObject( {
			code: 30,
			message: 'Invalid username or password.',
		} );
		expect( store.submission.status ).toBe( 'idle' );
		expect( store.formData.account.username ).toBe( 'ada' );
	} );

	it( 'password reset sends url and email, then goes to the login page with passwordReset', async () => {
		jest.useFakeTimers();
		const { store, transport, navigate } = formStore( 'password-reset' );
		store.formData.set( 'accountInformation.email', 'ada@example.com' );
		await store.submission.submit();

		const { action, fields, options } = sent( transport );
		expect( action ).toBe( 'process_reset_password' );
		expect( options.orderKey ).toMatch( /^[0-9a-f]{32}$/ );
		expect( JSON.parse( fields.resetPasswordData ) ).toEqual( {
			url: 'http://localhost/login/',
			email: 'ada@example.com',
		} );
		jest.advanceTimersByTime( 1500 );
		expect( navigate ).toHaveBeenCalledWith(
			'http://localhost/login/?passwordReset=true'
		);
		jest.useRealTimers();
	} );

	it( 'contact without a captcha answer says so and sends nothing', async () => {
		const { store, transport } = formStore( 'contact' );
		await store.submission.submit();

		expect( transport.submitForm ).not.toHaveBeenCalled();
		expect( store.submission.error?.message ).toBe(
			'ReCAPTCHA response missing. Please check the "I\'m not a robot" box and try again.'
		);
	} );

	it( 'contact sends subject and message with the captcha answer and one order key, then the contact thank-you page', async () => {
		jest.useFakeTimers();
		const { store, transport, navigate } = formStore( 'contact' );
		store.formData.set( 'contactInformation.firstName', 'Ada' );
		store.formData.set( 'contactInformation.lastName', 'Lovelace' );
		store.formData.set( 'contactInformation.email', 'ada@example.com' );
		store.formData.set( 'contactInformation.subject', 'Annual report' );
		store.formData.set( 'contactMessage', 'When is it due?' );
		store.submission.setCaptchaResponse( 'captcha-answer' );
		await store.submission.submit();

		const { action, fields, options } = sent( transport );
		expect( action ).toBe( 'process_contact' );
		expect( options ).toEqual( {
			orderKey: expect.stringMatching( /^[0-9a-f]{32}$/ ),
		} );
		expect( fields.captchaResponse ).toBe( 'captcha-answer' );
		expect( JSON.parse( fields.contactData ) ).toMatchObject( {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.com',
			subject: 'Annual report',
			message: 'When is it due?',
		} );
		jest.advanceTimersByTime( 1500 );
		expect( navigate ).toHaveBeenCalledWith( THANK_YOU.contact );
		jest.useRealTimers();
	} );

	it( 'a refused message is a Server Error (32) with the server reason, and the captcha must be ticked again', async () => {
		const transport = fakeTransport();
		transport.submitForm.mockResolvedValueOnce( {
			success: false,
			error: 'Mail could not be sent.',
			code: 'upstream_error',
		} );
		const { store } = formStore( 'client-profile', transport );
		store.submission.setCaptchaResponse( 'captcha-answer' );
		const resets = store.submission.captchaResets;
		await store.submission.submit();

		expect( store.submission.error ).toMatchObject( {
			code: 32,
			title: 'Server Error',
			message: 'Mail could not be sent.',
		} );
		expect( store.submission.captchaResets ).toBe( resets + 1 );
		await store.submission.submit();
		expect( transport.submitForm ).toHaveBeenCalledTimes( 1 );
		expect( store.submission.error?.message ).toMatch(
			/ReCAPTCHA response missing/
		);
	} );

	it( 'a failed captcha shows the server text', async () => {
		const transport = fakeTransport();
		transport.submitForm.mockResolvedValueOnce( {
			error: 'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.',
			code: 'captcha_failed',
		} );
		const { store } = formStore( 'contact', transport );
		store.submission.setCaptchaResponse( 'wrong-answer' );
		await store.submission.submit();
		expect( store.submission.error?.message ).toBe(
			'Error while verifying ReCAPTCHA response. Please try again, and let us know if the error persists.'
		);
	} );

	it( 'free account posts process_signup with the captcha, no card and no payment block', async () => {
		const { store, transport } = formStore( 'free-account' );
		store.formData.set( 'contactInformation.firstName', 'Ada' );
		store.formData.set( 'contactInformation.lastName', 'Lovelace' );
		store.formData.set( 'accountInformation.email', 'ada@example.com' );
		store.formData.set( 'accountInformation.password', 'Correct-Horse-9' );
		store.submission.setCaptchaResponse( 'captcha-answer' );
		await store.submission.submit();
		await settle();

		expect( transport.tokenize ).not.toHaveBeenCalled();
		const { action, fields } = sent( transport );
		expect( action ).toBe( 'process_signup' );
		expect( fields.captchaResponse ).toBe( 'captcha-answer' );
		const signupData = JSON.parse( fields.signupData );
		expect( signupData ).toMatchObject( {
			account: {
				email_address: 'ada@example.com',
				password: 'Correct-Horse-9',
			},
			contact: { first_name: 'Ada', last_name: 'Lovelace' },
		} );
		expect( signupData.payment ).toBeUndefined();
	} );

	it.each( [
		[ 'the API', 'http://sandbox.test/login?account=7', true ],
		[ 'javascript:', 'javascript:alert(document.domain)', false ],
		[ 'another host', 'https://attacker.test/login', false ],
		[ 'a protocol-relative host', '//attacker.test/login', false ],
	] )(
		'a login_url on %s (%s) is followed: %s',
		async ( _name, loginUrl, followed ) => {
			jest.useFakeTimers();
			const transport = fakeTransport();
			transport.submitForm.mockResolvedValue( {
				result: { account_id: 7, login_url: loginUrl },
			} );
			const { store, navigate } = formStore( 'login', transport );
			store.formData.set( 'accountInformation.username', 'ada' );
			store.formData.set( 'accountInformation.password', 'secret' );
			await store.submission.submit();
			jest.advanceTimersByTime( 1500 );
			expect( store.submission.status ).toBe( 'redirecting' );
			expect( navigate.mock.calls ).toEqual(
				followed ? [ [ loginUrl ] ] : []
			);
			jest.useRealTimers();
		}
	);

	it( 'affiliate signup sends phones, the company, the notes and the affiliate type, and lands on the affiliate thank-you page', async () => {
		jest.useFakeTimers();
		const { store, transport, navigate } = formStore( 'affiliate-signup' );
		store.formData.set( 'contactInformation.phone', '5550100199' );
		store.formData.set( 'companyInformation.companyName', 'Referrals Inc' );
		store.formData.set( 'affiliateInformation.affiliateType', {
			key: 'blogger',
			value: 'Blogger',
		} );
		store.formData.set( 'serviceInformation.leaveANote', true );
		store.formData.set( 'serviceInformation.note', 'Hello' );
		store.submission.setCaptchaResponse( 'captcha-answer' );
		await store.submission.submit();

		const signupData = JSON.parse( sent( transport ).fields.signupData );
		expect( signupData ).toMatchObject( {
			account: { notes: 'Hello', affiliate_type: 'blogger' },
			phones: [ { kind: 'primary', phone_number: '(555) 010-0199' } ],
			companies: [ { company: { name: 'Referrals Inc' } } ],
		} );
		jest.advanceTimersByTime( 1500 );
		expect( navigate ).toHaveBeenCalledWith( THANK_YOU.affiliate );
		jest.useRealTimers();
	} );
} );
