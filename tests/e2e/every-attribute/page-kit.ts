/**
 * What a row of the every-attribute table is: a page made from a pattern, the attributes it changes through the
 * sidebar, and what a visitor then sees on the published page.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { setHelpAndCondition, type Target } from './sidebar';

export interface AttributePage {
	/** The pattern the page starts from (patterns/<slug>.php). */
	pattern: string;
	/** Block folder → the attributes this page changes in the sidebar and checks on the page. */
	covers: Record< string, string[] >;
	edit: ( page: Page ) => Promise< void >;
	see: ( page: Page ) => Promise< void >;
}

/**
 * The modules whose help text and condition a page sets. The first shows while the trigger field is empty, the
 * others once it holds the trigger value: filling it hides the first and shows the rest.
 */
export interface ModuleVisibility {
	trigger: Target & { key: string; label: string; value: string };
	others: Target[];
}

/**
 * The visibility most pages use: the contact's First Name is the trigger, these modules show once it holds
 * "Ada".
 */
export const byFirstName = (
	others: ModuleVisibility[ 'others' ]
): ModuleVisibility => ( {
	trigger: {
		block: 'contact-information',
		key: 'contactInformation.firstName',
		label: 'First Name',
		value: 'Ada',
	},
	others,
} );

export const helpFor = ( target: Target ) =>
	`Help for ${ target.block } ${ target.nth ?? 0 }`;

/** The `covers` entries of the modules' help text and condition. */
export const visibilityCovers = (
	visibility: ModuleVisibility
): Record< string, string[] > =>
	Object.fromEntries(
		[ visibility.trigger, ...visibility.others ].map( ( target ) => [
			target.block,
			[ 'helpText', 'condition' ],
		] )
	);

export async function editVisibility(
	page: Page,
	visibility: ModuleVisibility
): Promise< void > {
	const { trigger } = visibility;
	await setHelpAndCondition( page, trigger, helpFor( trigger ), {
		key: trigger.key,
		value: '',
	} );
	for ( const target of visibility.others ) {
		await setHelpAndCondition( page, target, helpFor( target ), {
			key: trigger.key,
			value: trigger.value,
		} );
	}
}

const moduleOn = ( page: Page, target: Target ): Locator =>
	page.locator( `.fo-form .fo-module--${ target.block }` );

/** Opens a module's "?" help and checks its text; closes it again. */
export async function expectHelp(
	page: Page,
	target: Target,
	tooltip: 'popover' | 'modal' = 'popover'
): Promise< void > {
	const module = moduleOn( page, target ).nth( target.nth ?? 0 );
	// A printed module's buttons are disabled until its code comes, which the pointer coming over the form fetches,
	// as a mouse does on its way to the button.
	const button = module.locator( '.fo-help__button' ).first();
	await button.hover();
	await button.click();
	const help =
		tooltip === 'modal'
			? page.getByRole( 'dialog' )
			: module.getByRole( 'note' );
	await expect( help ).toContainText( helpFor( target ) );
	await page.keyboard.press( 'Escape' );
	await expect( help ).toBeHidden();
}

/**
 * On the page: the trigger module shows (with its help) and the others do not; `beforeTrigger` checks what
 * the trigger module's own settings show; filling the trigger field hides it and shows the others (with their
 * help).
 * @param page
 * @param visibility
 * @param beforeTrigger
 */
export async function seeVisibility(
	page: Page,
	visibility: ModuleVisibility,
	beforeTrigger?: () => Promise< void >
): Promise< void > {
	const { trigger } = visibility;
	for ( const target of visibility.others ) {
		await expect( moduleOn( page, target ) ).toHaveCount( 0 );
	}
	await expectHelp( page, trigger );
	await beforeTrigger?.();
	await moduleOn( page, trigger )
		.nth( trigger.nth ?? 0 )
		.getByLabel( trigger.label, { exact: true } )
		.fill( trigger.value );
	await expect(
		moduleOn( page, trigger ).nth( trigger.nth ?? 0 )
	).toBeHidden();
	for ( const target of visibility.others ) {
		await expectHelp( page, target );
	}
}
