import { expect, type Locator, type Page } from '@playwright/test';

import { fillLlcDetails, SOLE_MEMBER } from './formation';
import { fillFields, registeredAgentVisitor } from './order-form';

export const LLC_FORMATION_PAGE = '/llc-formation/';
export const MULTI_STATE_PAGE = '/multi-state-registered-agent/';
export const LLC_SUBSCRIPTION_PAGE = '/llc-subscription/';

export const dollars = ( amount: number ) =>
	`$${ amount.toLocaleString( 'en-US', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} ) }`;

export const summaryOf = ( page: Page ): Locator =>
	page.getByRole( 'region', { name: 'Order Summary' } );

export async function expectTotal(
	page: Page,
	amount: number
): Promise< void > {
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText( dollars( amount ) );
}

/**
 * The states of a multi-state picker, chosen as a visitor does: typed into its search, then the state clicked in
 * the list. Picked by the group's name (its label) when the page has a label of its own.
 * @param page
 * @param states The states' names, in the order chosen.
 * @param name   The picker's label.
 */
export async function chooseStates(
	page: Page,
	states: string[],
	name = 'States where you need a registered agent'
): Promise< void > {
	const picker = page.getByRole( 'group', { name } );
	const search = picker.getByRole( 'combobox' );
	for ( const state of states ) {
		await search.fill( state );
		await picker
			.getByRole( 'option', { name: new RegExp( `^${ state } \\$` ) } )
			.click();
		await expect(
			picker.getByRole( 'button', { name: `Remove ${ state }` } )
		).toBeVisible();
	}
}

/**
 * Takes a chosen state out of a multi-state picker by its chip's button.
 * @param page
 * @param state
 * @param name  The picker's label.
 */
export async function removeState(
	page: Page,
	state: string,
	name = 'States where you need a registered agent'
): Promise< void > {
	await page
		.getByRole( 'group', { name } )
		.getByRole( 'button', { name: `Remove ${ state }` } )
		.click();
}

/**
 * Contact, account and card of the shared sample visitor, typed into a single-page form; on the LLC formation
 * page, whose filing needs its management and members, the visitor is also its one member.
 */
export async function fillContactAccountAndCard( page: Page ): Promise< void > {
	if ( new URL( page.url() ).pathname === LLC_FORMATION_PAGE ) {
		await fillLlcDetails( page, SOLE_MEMBER );
	}
	const visitor = registeredAgentVisitor();
	await fillFields( page, {
		...visitor.contact,
		...visitor.account,
		...visitor.payment,
	} );
}
