/**
 * How each form type leaves the page and what WordPress forwards of it, written out here rather than read from
 * the form types' descriptors (src/form-types/), so a pipeline that posts the wrong action or field fails the datasets test.
 */

/** The admin-ajax request of a form that is not a paid order. */
export interface FormRequest {
	action: string;
	dataField: string;
	captcha: boolean;
}

/** Every form type that does not post through submitSignup (the tokenized, paid order). */
export const FORM_REQUESTS: Record< string, FormRequest > = {
	login: { action: 'process_login', dataField: 'loginData', captcha: false },
	'password-reset': {
		action: 'process_reset_password',
		dataField: 'resetPasswordData',
		captcha: false,
	},
	'free-account': {
		action: 'process_signup',
		dataField: 'signupData',
		captcha: true,
	},
	'affiliate-signup': {
		action: 'process_signup',
		dataField: 'signupData',
		captcha: true,
	},
	contact: {
		action: 'process_contact',
		dataField: 'contactData',
		captcha: true,
	},
	'custom-contact': {
		action: 'process_contact',
		dataField: 'contactData',
		captcha: true,
	},
	'client-profile': {
		action: 'process_client_profile',
		dataField: 'clientProfileData',
		captcha: true,
	},
	'job-application': {
		action: 'process_application',
		dataField: 'applicationData',
		captcha: true,
	},
};

/**
 * A file's bytes, read as the browser reads them (jsdom's Blob has no arrayBuffer()).
 * @param blob
 */
function bytesOf( blob: Blob ): Promise< ArrayBuffer > {
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( reader.result as ArrayBuffer );
		reader.onerror = () => reject( reader.error );
		reader.readAsArrayBuffer( blob );
	} );
}

/**
 * What includes/Ajax/Process_Application.php forwards: the application's four parts, and each posted file as
 * name, type, size and base64 content.
 * @param fields The form fields the browser posted, files among them.
 */
export async function forwardedApplication(
	fields: Record< string, string | Blob >
): Promise< Record< string, unknown > > {
	const application = JSON.parse( fields.applicationData as string );
	const files: Record< string, unknown > = {};
	for ( const [ name, value ] of Object.entries( fields ) ) {
		if ( value instanceof Blob ) {
			const bytes = Buffer.from( await bytesOf( value ) );
			files[ name ] = {
				name: ( value as File ).name,
				type: 'application/pdf',
				size: bytes.length,
				content_base64: bytes.toString( 'base64' ),
			};
		}
	}
	return {
		website: WEBSITE,
		client_ip: CLIENT_IP,
		formType: fields.formType,
		applicationData: {
			contact_information: application.contact_information,
			applicant_details: application.applicant_details,
			projects: application.projects,
			job_listing_link: application.job_listing_link,
		},
		files,
	};
}

const WEBSITE = 1;
const CLIENT_IP = '127.0.0.1';

/**
 * The JSON WordPress forwards to the marketing API for one admin-ajax request: what includes/Ajax/Process_*.php
 * keep of the browser's fields and add on the server (website, client IP, form type, test flag).
 * @param action The admin-ajax action.
 * @param fields The form fields the browser posted.
 */
export function forwardedBody(
	action: string,
	fields: Record< string, string >
): Record< string, unknown > {
	const formType = fields.formType;
	const data = ( field: string ) =>
		JSON.parse( fields[ field ] ) as Record< string, unknown >;
	switch ( action ) {
		case 'process_login': {
			const { url, username, password } = data( 'loginData' );
			return { url, username, password, website: WEBSITE, formType };
		}
		case 'process_reset_password': {
			const { url, email } = data( 'resetPasswordData' );
			return { url, email, website: WEBSITE, formType };
		}
		case 'process_contact':
		case 'process_client_profile': {
			const field =
				action === 'process_contact'
					? 'contactData'
					: 'clientProfileData';
			return {
				website: WEBSITE,
				client_ip: CLIENT_IP,
				formType,
				// absint() of the posted pageID: 0 when the browser sends none.
				pageID: Math.max(
					0,
					parseInt( fields.pageID ?? '0', 10 ) || 0
				),
				[ field ]: data( field ),
			};
		}
		case 'process_signup': {
			const order: Record< string, unknown > = {
				...data( 'signupData' ),
				website: WEBSITE,
				client_ip: CLIENT_IP,
				formType,
				test: true,
			};
			if ( fields.formFileName ) {
				order.formFileName = fields.formFileName;
			} else {
				delete order.formFileName;
			}
			return order;
		}
	}
	throw new Error( `no forwarding known for ${ action }` );
}
