import { expect, type Page } from '@playwright/test';

/** The Formation Details step's module, for axe and for scoping. */
export const FORMATION_DETAILS = '.fo-module--formation-details';

/** Picks the answer of a question (a radio group named by its question). */
export async function answer(
	page: Page,
	question: string,
	choice: string
): Promise< void > {
	await page
		.getByRole( 'radiogroup', { name: question } )
		.getByLabel( choice, { exact: true } )
		.check();
}

/** Types the names of a list's rows, adding rows past those already shown. */
export async function fillPeople(
	page: Page,
	role: string,
	people: Array< [ string, string ] >
): Promise< void > {
	for ( const [ index, [ first, last ] ] of people.entries() ) {
		const row = `${ role } ${ index + 1 }`;
		if (
			( await page.getByLabel( `${ row } First Name` ).count() ) === 0
		) {
			await page.getByRole( 'button', { name: `Add ${ role }` } ).click();
			await expect(
				page.getByLabel( `${ row } First Name` )
			).toBeFocused();
		}
		await page.getByLabel( `${ row } First Name` ).fill( first );
		await page.getByLabel( `${ row } Last Name` ).fill( last );
	}
}

export interface LlcDetails {
	management: 'Member Managed' | 'Manager Managed';
	listed: 'Yes' | 'No';
	members: Array< [ string, string ] >;
	managers?: Array< [ string, string ] >;
}

/** An LLC's Formation Details as a visitor answers them. */
export async function fillLlcDetails(
	page: Page,
	details: LlcDetails
): Promise< void > {
	await answer( page, 'How is the LLC managed?', details.management );
	await answer(
		page,
		'List the members and managers in the public filing?',
		details.listed
	);
	await fillPeople( page, 'Member', details.members );
	if ( details.managers ) {
		await fillPeople( page, 'Manager', details.managers );
	}
}

/** The sample visitor as the one member of a member-managed LLC. */
export const SOLE_MEMBER: LlcDetails = {
	management: 'Member Managed',
	listed: 'Yes',
	members: [ [ 'Ada', 'Lovelace' ] ],
};
