import { expect, test } from '@playwright/test';

import { axeViolations } from './support/axe';
import { setSiteSetting } from './support/gateway';
import { dataset, fillContact, fillFields } from './support/order-form';
import { resetSandbox, sandboxRequests } from './support/sandbox';

test.beforeEach( async () => {
	await resetSandbox();
} );

test.afterEach( () => {
	setSiteSetting( 'contact_redirect_link', '' );
} );

const affiliate = dataset( 'affiliate-signup' ) as {
	contactInformation: Record< string, string > & {
		address: Record< string, string >;
	};
	accountInformation: Record< string, string >;
	companyInformation: { companyName: string };
	serviceInformation: { note: string };
	affiliateInformation: { goals: string };
};

test( 'affiliate signup: type and goals are required; filled, the sandbox receives one signup with the affiliate information and no card, then the affiliate thank-you page', async ( {
	page,
} ) => {
	await page.goto( '/affiliate-signup/' );
	expect( await axeViolations( page ) ).toEqual( [] );
	const { address, ...contact } = affiliate.contactInformation;
	await fillFields( page, {
		'contactInformation.firstName': contact.firstName,
		'contactInformation.lastName': contact.lastName,
		'contactInformation.phone': contact.phone,
		'contactInformation.address.line1': address.line1,
		'contactInformation.address.city': address.city,
		'contactInformation.address.state': address.state,
		'contactInformation.address.zip': address.zip,
		'accountInformation.email': affiliate.accountInformation.email,
		'accountInformation.password': affiliate.accountInformation.password,
		'companyInformation.companyName': 'Lovelace Referrals LLC',
		'companyInformation.entityType.key': 'LLC',
	} );
	await page.getByLabel( "I'm not a robot" ).check();
	await page.getByRole( 'button', { name: 'Become an Affiliate' } ).click();

	// Both affiliate questions are required: nothing is sent without them.
	await expect(
		page.getByText( 'Affiliate Type is required' ).first()
	).toBeVisible();
	await expect( page.getByText( 'Goals is required' ).first() ).toBeVisible();
	expect( await sandboxRequests( '/api/process_signup' ) ).toHaveLength( 0 );
	expect( await axeViolations( page ) ).toEqual( [] );

	await page.getByLabel( 'Affiliate Type' ).selectOption( 'Accountant' );
	await page
		.getByLabel( 'Goals' )
		.fill( affiliate.affiliateInformation.goals );
	await page.getByLabel( 'Leave a note' ).check();
	await page
		.getByLabel( 'Note', { exact: true } )
		.fill( affiliate.serviceInformation.note );
	await page.getByRole( 'button', { name: 'Become an Affiliate' } ).click();
	await page.waitForURL( /\/affiliate-thank-you\/$/ );

	const signups = await sandboxRequests( '/api/process_signup' );
	expect( signups ).toHaveLength( 1 );
	const body = signups[ 0 ].body as Record< string, unknown >;
	expect( body ).toMatchObject( {
		formType: 'affiliate-signup',
		account: {
			email_address: affiliate.accountInformation.email,
			affiliate_type: 'accountant',
			notes: affiliate.serviceInformation.note,
		},
		contact: { first_name: contact.firstName, last_name: contact.lastName },
		companies: [ { company: { name: 'Lovelace Referrals LLC' } } ],
		affiliateInformation: {
			affiliateType: { key: 'accountant', value: 'Accountant' },
			goals: affiliate.affiliateInformation.goals,
		},
	} );
	expect( body.payment ).toBeUndefined();
	expect( await sandboxRequests( '/tokenizer/tokenize' ) ).toHaveLength( 0 );
	expect( await sandboxRequests( '/captcha/siteverify' ) ).toHaveLength( 1 );
} );

async function fillClientProfile( page: import( '@playwright/test' ).Page ) {
	await page.getByLabel( 'Client Name' ).fill( 'Analytical Engines LLC' );
	await page.getByLabel( 'First Name' ).fill( 'Ada' );
	await page.getByLabel( 'Last Name' ).fill( 'Lovelace' );
	await page.getByLabel( 'Email' ).fill( 'ada@example.com' );
	await page.getByLabel( 'Phone' ).fill( '(415) 555-0142' );
	await page.getByLabel( "I'm not a robot" ).check();
}

test( 'client profile: the sandbox receives the client and the contact person once; then the contact thank-you page', async ( {
	page,
} ) => {
	await page.goto( '/client-profile/' );
	await fillClientProfile( page );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'button', { name: 'Save Profile' } ).click();
	await page.waitForURL( /\/contact-thank-you\/$/ );

	const profiles = await sandboxRequests( '/api/process_client_profile' );
	expect( profiles ).toHaveLength( 1 );
	expect( profiles[ 0 ].body ).toMatchObject( {
		formType: 'client-profile',
		clientProfileData: {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.com',
			phone: '(415) 555-0142',
			clientInformation: { name: 'Analytical Engines LLC' },
		},
	} );
	expect( await sandboxRequests( '/captcha/siteverify' ) ).toHaveLength( 1 );
} );

test( 'contact redirect link: set on the settings page, client profile and contact forms go there instead of the contact thank-you page', async ( {
	page,
	baseURL,
} ) => {
	setSiteSetting( 'contact_redirect_link', `${ baseURL }/welcome-back` );

	await page.goto( '/client-profile/' );
	await fillClientProfile( page );
	await page.getByRole( 'button', { name: 'Save Profile' } ).click();
	await page.waitForURL( /\/welcome-back\/?$/ );
	expect(
		await sandboxRequests( '/api/process_client_profile' )
	).toHaveLength( 1 );

	await page.goto( '/contact/' );
	await fillContact( page );
	await page.getByLabel( "I'm not a robot" ).check();
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await page.waitForURL( /\/welcome-back\/?$/ );
	expect( await sandboxRequests( '/api/process_contact' ) ).toHaveLength( 1 );
} );
