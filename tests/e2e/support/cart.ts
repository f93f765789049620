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
