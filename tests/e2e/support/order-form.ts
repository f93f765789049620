import { readFileSync } from 'fs';
import { join } from 'path';

import { expect, type Page } from '@playwright/test';

/** The toolbox dataset of a form type: the Data Filler's sample and our fixture. */
export function dataset( formType: string ): Record< string, unknown > {
	const file = join(
		__dirname,
		'../../../toolbox-data',
		`${ formType }.json`
	);
	return JSON.parse( readFileSync( file, 'utf8' ) ).data;
}

const fieldId = ( path: string ) => `#fo-${ path.replace( /\./g, '-' ) }`;

/** Resolves "+N" years to a real year, as the Data Filler does. */
export const valueOf = ( value: string ) =>
	/^\+\d+$/.test( value )
		? String( new Date().getFullYear() + Number( value.slice( 1 ) ) )
		: value;

/** Types (or selects) each value of a dataset branch into the field bound to its path. */
export async function fillFields(
	page: Page,
	values: Record< string, string >
): Promise< void > {
	for ( const [ path, value ] of Object.entries( values ) ) {
		const field = page.locator( fieldId( path ) );
		const tag = await field.evaluate( ( element ) => element.tagName );
		if ( tag === 'SELECT' ) {
			await field.selectOption( valueOf( value ) );
		} else {
			await field.fill( valueOf( value ) );
		}
	}
}

/**
 * Waits until the script has taken the printed form over: its primary button works (the printed one is disabled)
 * and React has drawn the first module over (the printed modules after it stand in until the visitor starts on the
 * form, which fetches their code). A test whose steps race each other (two choices in a row, each answered by the
 * server) starts after it: on the printed select both choices would be made before the script runs, and the
 * takeover carries over only the last.
 * @param page
 */
export async function waitForTakeover( page: Page ): Promise< void > {
	await expect(
		page.locator( '.formation-orders__mount .fo-button--primary' ).first()
	).toBeEnabled();
	await expect(
		page.locator( '.formation-orders__mount .fo-module' ).first()
	).not.toHaveAttribute( 'data-printed-module', /.*/ );
}

export const RA_PAGE = '/registered-agent/';

export interface Visitor {
	state: string;
	companyName: string;
	contact: Record< string, string >;
	account: Record< string, string >;
	payment: Record< string, string >;
}

/** The registered-agent dataset as the field paths a visitor fills, step by step. */
export function registeredAgentVisitor(): Visitor {
	const data = dataset( 'registered-agent-signup' ) as {
		companyInformation: { state: { key: string }; companyName: string };
		contactInformation: Record< string, string > & {
			address: Record< string, string >;
		};
		accountInformation: Record< string, string >;
		paymentInformation: Record< string, string >;
	};
	const { address, ...contact } = data.contactInformation;
	const prefixed = ( prefix: string, values: Record< string, string > ) =>
		Object.fromEntries(
			Object.entries( values ).map( ( [ key, value ] ) => [
				`${ prefix }.${ key }`,
				value,
			] )
		);
	return {
		state: data.companyInformation.state.key,
		companyName: data.companyInformation.companyName,
		contact: {
			...prefixed( 'contactInformation', contact ),
			...prefixed( 'contactInformation.address', {
				line1: address.line1,
				city: address.city,
				state: address.state,
				zip: address.zip,
			} ),
		},
		account: prefixed( 'accountInformation', data.accountInformation ),
		payment: prefixed( 'paymentInformation', data.paymentInformation ),
	};
}

/** Fills the registered-agent demo's first step: the company's state and name. */
export async function fillCompanyStep(
	page: Page,
	visitor: Visitor
): Promise< void > {
	await page
		.getByLabel( 'State of your company' )
		.selectOption( visitor.state );
	await page.getByLabel( 'Company Name' ).fill( visitor.companyName );
}

/** Walks the demo form up to the payment step, the way a visitor does. */
export async function fillUpToPayment(
	page: Page,
	visitor: Visitor
): Promise< void > {
	await fillCompanyStep( page, visitor );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await expect(
		page.getByRole( 'heading', { name: 'Payment', level: 2 } )
	).toBeVisible();
}

/**
 * The registered-agent demo asks the visitor to check their answers: its last step's button opens "Check your
 * answers", from which the order is placed with "Submit Order".
 */
export async function reviewOrder( page: Page ): Promise< void > {
	await page.getByRole( 'button', { name: 'Review Order' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Check your answers', level: 2 } )
	).toBeFocused();
}

/** Fills the contact page's message form (not its captcha). */
export async function fillContact( page: Page ): Promise< void > {
	await page.getByLabel( 'First Name' ).fill( 'Ada' );
	await page.getByLabel( 'Last Name' ).fill( 'Lovelace' );
	await page.getByLabel( 'Email' ).fill( 'ada@example.com' );
	await page.getByLabel( 'Subject' ).fill( 'Annual report' );
	await page
		.getByLabel( 'Message', { exact: true } )
		.fill( 'When is my annual report due?' );
}

/**
 * Keeps the visitor's real wait on "Redirecting…" (1500 ms) for a test that reads the page during it: the test stack
 * skips that wait for every other test (its cookie, playwright.config.ts).
 * @param page
 */
export async function keepRedirectWait( page: Page ): Promise< void > {
	await page.context().clearCookies( { name: 'fo_test_redirect_delay_ms' } );
}
