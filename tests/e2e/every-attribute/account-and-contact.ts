/**
 * Forms that are not orders: login turned into a password reset (form type, no password asked, help in a
 * dialog, the login page it goes to), the contact form and the client profile (sent, each to the page its
 * setting names), the affiliate signup's types and its thank-you page, the free account's contact asking for the
 * phone and the address again. Each module's own settings, help and visibility.
 */
import { expect, type Page } from '@playwright/test';

import {
	editVisibility,
	expectHelp,
	helpFor,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
	type ModuleVisibility,
} from './page-kit';
import { fillFields } from '../support/order-form';
import { field, openPanel, setChecked } from './sidebar';

const ORDER_FORM = { block: 'account-login', parent: 'Order Form' };

export const passwordResetPage: AttributePage = {
	pattern: 'login',
	covers: {
		'order-form': [ 'formType', 'loginUrl', 'tooltipMode' ],
		'account-login': [ 'askPassword', 'helpText' ],
	},
	async edit( page: Page ) {
		let sidebar = await openPanel( page, ORDER_FORM, 'Form' );
		await sidebar
			.getByLabel( 'Form type', { exact: true } )
			.selectOption( 'password-reset' );
		sidebar = await openPanel( page, ORDER_FORM, 'Behaviour' );
		await sidebar
			.getByLabel( 'Help texts open as', { exact: true } )
			.selectOption( 'modal' );
		sidebar = await openPanel(
			page,
			ORDER_FORM,
			'Links and thank-you pages'
		);
		await field( sidebar, 'Login page' ).fill( '/every-attribute-login/' );
		sidebar = await openPanel(
			page,
			{ block: 'account-login' },
			'Account login'
		);
		await setChecked( sidebar, 'Ask for the password', false );
		sidebar = await openPanel(
			page,
			{ block: 'account-login' },
			'Help and visibility'
		);
		await field( sidebar, 'Help text' ).fill(
			helpFor( { block: 'account-login' } )
		);
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		await expectHelp( page, { block: 'account-login' }, 'modal' );
		await expect( form.getByLabel( 'Password' ) ).toHaveCount( 0 );
		await form.getByLabel( 'Email' ).fill( 'ada@example.com' );
		await form
			.getByRole( 'button', { name: 'Log In', exact: true } )
			.click();
		// A password reset: then the login page, told so.
		await page.waitForURL(
			/\/every-attribute-login\/\?passwordReset=true$/
		);
	},
};

const loginVisibility: ModuleVisibility = {
	trigger: {
		block: 'account-login',
		key: 'accountInformation.username',
		label: 'Username or Email',
		value: 'ada',
	},
	others: [],
};

export const loginVisibilityPage: AttributePage = {
	pattern: 'login',
	covers: visibilityCovers( loginVisibility ),
	edit: ( page ) => editVisibility( page, loginVisibility ),
	see: ( page ) => seeVisibility( page, loginVisibility ),
};

/** The message is typed in full, then its subject hides it and shows the captcha; the form is sent. */
const contactVisibility: ModuleVisibility = {
	trigger: {
		block: 'contact-message',
		key: 'contactInformation.subject',
		label: 'Subject',
		value: 'Annual report',
	},
	others: [ { block: 'captcha' } ],
};

export const contactPage: AttributePage = {
	pattern: 'contact',
	covers: {
		...visibilityCovers( contactVisibility ),
		'order-form': [ 'contactThankYouUrl' ],
	},
	async edit( page: Page ) {
		const sidebar = await openPanel(
			page,
			{ block: 'contact-message', parent: 'Order Form' },
			'Links and thank-you pages'
		);
		await field( sidebar, 'Contact thank-you page' ).fill(
			'/every-attribute-thanks/'
		);
		await editVisibility( page, contactVisibility );
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		await seeVisibility( page, contactVisibility, async () => {
			await form.getByLabel( 'First Name' ).fill( 'Ada' );
			await form.getByLabel( 'Last Name' ).fill( 'Lovelace' );
			await form.getByLabel( 'Email' ).fill( 'ada@example.com' );
			await form
				.getByLabel( 'Message', { exact: true } )
				.fill( 'When is my annual report due?' );
		} );
		await form.getByLabel( "I'm not a robot" ).check();
		await form.getByRole( 'button', { name: 'Submit' } ).click();
		await page.waitForURL( /\/every-attribute-thanks\/$/ );
	},
};

const profileVisibility: ModuleVisibility = {
	trigger: {
		block: 'client-information',
		key: 'contactInformation.phone',
		label: 'Phone',
		value: '(415) 555-0142',
	},
	others: [ { block: 'captcha' } ],
};

export const clientProfilePage: AttributePage = {
	pattern: 'client-profile',
	covers: {
		...visibilityCovers( profileVisibility ),
		'order-form': [ 'contactRedirectLink' ],
	},
	async edit( page: Page ) {
		const sidebar = await openPanel(
			page,
			{ block: 'client-information', parent: 'Order Form' },
			'Links and thank-you pages'
		);
		await field( sidebar, 'Contact redirect link' ).fill(
			'/every-attribute-profile-saved/'
		);
		await editVisibility( page, profileVisibility );
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		await seeVisibility( page, profileVisibility, async () => {
			await form
				.getByLabel( 'Client Name' )
				.fill( 'Analytical Engines LLC' );
			await form.getByLabel( 'First Name' ).fill( 'Ada' );
			await form.getByLabel( 'Last Name' ).fill( 'Lovelace' );
			await form.getByLabel( 'Email' ).fill( 'ada@example.com' );
		} );
		await form.getByLabel( "I'm not a robot" ).check();
		await form.getByRole( 'button', { name: 'Save Profile' } ).click();
		await page.waitForURL( /\/every-attribute-profile-saved\/$/ );
	},
};

const affiliateVisibility: ModuleVisibility = {
	trigger: {
		block: 'contact-information',
		key: 'contactInformation.firstName',
		label: 'First Name',
		value: 'Ada',
	},
	others: [ { block: 'affiliate-information' } ],
};

export const affiliatePage: AttributePage = {
	pattern: 'affiliate-signup',
	covers: {
		...visibilityCovers( affiliateVisibility ),
		'affiliate-information': [ 'helpText', 'condition', 'affiliateTypes' ],
		'order-form': [ 'affiliateThankYouUrl' ],
	},
	async edit( page: Page ) {
		let sidebar = await openPanel(
			page,
			{ block: 'affiliate-information', parent: 'Order Form' },
			'Links and thank-you pages'
		);
		await field( sidebar, 'Affiliate thank-you page' ).fill(
			'/every-attribute-partner/'
		);
		sidebar = await openPanel(
			page,
			{ block: 'affiliate-information' },
			'Affiliate types'
		);
		await field( sidebar, 'Affiliate types' ).fill( 'Banker, Notary' );
		await editVisibility( page, affiliateVisibility );
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		// The contact details typed in full, then the first name hides them and shows the affiliate questions.
		await seeVisibility( page, affiliateVisibility, () =>
			fillFields( page, {
				'contactInformation.lastName': 'Lovelace',
				'contactInformation.phone': '(415) 555-0142',
				'contactInformation.address.line1': '12 Engine Street',
				'contactInformation.address.city': 'San Francisco',
				'contactInformation.address.state': 'CA',
				'contactInformation.address.zip': '94105',
				'accountInformation.email': 'ada@example.com',
				'accountInformation.password': 'Analytical-Engine-1',
				'companyInformation.companyName': 'Lovelace Referrals LLC',
				'companyInformation.entityType.key': 'LLC',
			} )
		);
		const types = form.getByLabel( 'Affiliate Type' );
		await expect( types.locator( 'option:not([value=""])' ) ).toHaveText( [
			'Banker',
			'Notary',
		] );
		await types.selectOption( 'Notary' );
		await form
			.getByLabel( 'Goals' )
			.fill( 'Refer my clients who form LLCs.' );
		await form.getByLabel( "I'm not a robot" ).check();
		await form
			.getByRole( 'button', { name: 'Become an Affiliate', exact: true } )
			.click();
		await page.waitForURL( /\/every-attribute-partner\/$/ );
	},
};

/**
 * The free account's pattern asks for the name alone; set back to the full contact, the page asks for the rest,
 * and the secondary phone, fax and both opt-ins once switched on.
 */
export const freeAccountContactPage: AttributePage = {
	pattern: 'free-account',
	covers: {
		'contact-information': [
			'details',
			'askSecondaryPhone',
			'askFax',
			'offerInsuranceOptIn',
			'offerCheckingOptIn',
		],
	},
	async edit( page: Page ) {
		const sidebar = await openPanel(
			page,
			{ block: 'contact-information' },
			'Contact information'
		);
		await sidebar
			.getByLabel( 'Ask for', { exact: true } )
			.selectOption( 'full' );
		for ( const toggle of [
			'Ask a secondary phone',
			'Ask a fax number',
			'Offer the business insurance opt-in',
			'Offer the business checking opt-in',
		] ) {
			await setChecked( sidebar, toggle, true );
		}
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		await expect( form.getByLabel( 'First Name' ) ).toBeVisible();
		await expect(
			form.getByLabel( 'Phone', { exact: true } )
		).toBeVisible();
		await expect( form.getByLabel( 'Street Address' ) ).toBeVisible();
		await expect( form.getByLabel( /^Secondary Phone/ ) ).toBeVisible();
		await expect( form.getByLabel( /^Fax/ ) ).toBeVisible();
		await expect(
			form.getByRole( 'checkbox', {
				name: 'Send me a free business insurance quote',
			} )
		).not.toBeChecked();
		await expect(
			form.getByRole( 'checkbox', {
				name: 'Tell me about opening a business checking account',
			} )
		).not.toBeChecked();
	},
};
