/**
 * The block sidebar as a site editor uses it: select a block on the canvas (or its parent through the block
 * breadcrumb), open one of its panels, and change a control found by its label.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { editorCanvas } from '../support/editor';

export const sidebarOf = ( page: Page ): Locator =>
	page.getByRole( 'region', { name: 'Editor settings' } );

export interface Target {
	/** The block's folder name, e.g. "state-picker". */
	block: string;
	/** Which of the page's blocks of that kind (0: the first). */
	nth?: number;
	/** Select this parent of the block instead, by its title in the breadcrumb: "Order Form", "Form Step". */
	parent?: string;
}

/**
 * Selects the block and opens its panel; returns the sidebar.
 * @param page
 * @param target
 * @param panel  The panel's title.
 */
export async function openPanel(
	page: Page,
	target: Target,
	panel: string
): Promise< Locator > {
	const canvas = await editorCanvas( page );
	const block = canvas
		.locator( `[data-type="formation-orders/${ target.block }"]` )
		.nth( target.nth ?? 0 );
	// Focusing a block selects it, as for a keyboard user. A click could land on the floating toolbar of the
	// block selected before, which WordPress 6.7 draws over the top of the next block.
	await block.focus();
	await expect( block ).toHaveClass( /is-selected/ );
	if ( target.parent ) {
		await page
			.getByRole( 'list', { name: 'Block breadcrumb' } )
			.getByRole( 'button', { name: target.parent, exact: true } )
			.click();
	}
	const settings = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	const open =
		( await settings.getAttribute( 'aria-pressed' ) ) ??
		( await settings.getAttribute( 'aria-expanded' ) );
	if ( open === 'false' ) {
		await settings.click();
	}
	const sidebar = sidebarOf( page );
	const toggle = sidebar.getByRole( 'button', { name: panel, exact: true } );
	await expect( toggle ).toBeVisible();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return sidebar;
}

/** A text field, text area or number field of the open panels, by its exact label. */
export const field = ( sidebar: Locator, label: string ): Locator =>
	sidebar.getByLabel( label, { exact: true } );

/** Turns a toggle or checkbox of the sidebar to the given state. */
export async function setChecked(
	sidebar: Locator,
	label: string,
	on: boolean
): Promise< void > {
	const box = sidebar.getByLabel( label, { exact: true } );
	if ( ( await box.isChecked() ) !== on ) {
		await box.click();
	}
	await expect( box ).toBeChecked( { checked: on } );
}

/**
 * A module's "Help and visibility": its help text, and a condition of one row (shown when the field holds the
 * value).
 * @param page
 * @param target
 * @param help
 * @param condition
 * @param condition.key
 * @param condition.value
 */
export async function setHelpAndCondition(
	page: Page,
	target: Target,
	help: string,
	condition: { key: string; value: string }
): Promise< void > {
	const sidebar = await openPanel( page, target, 'Help and visibility' );
	await field( sidebar, 'Help text' ).fill( help );
	await sidebar.getByRole( 'button', { name: 'Add condition' } ).click();
	await field( sidebar, 'Field' ).fill( condition.key );
	await field( sidebar, 'Value' ).fill( condition.value );
}

/**
 * A product of the block's Products panel, opened for editing.
 * @param page
 * @param target
 * @param saveAs The product's key.
 */
export async function editProduct(
	page: Page,
	target: Target,
	saveAs: string
): Promise< Locator > {
	const sidebar = await openPanel( page, target, 'Products' );
	await sidebar
		.getByRole( 'button', { name: `Edit product ${ saveAs }` } )
		.click();
	return sidebar;
}

/** Turns the order form's "One step at a time" off, so every step (and so every module) is on one page. */
export async function allStepsOnOnePage( page: Page, block: string ) {
	const sidebar = await openPanel(
		page,
		{ block, parent: 'Order Form' },
		'Form'
	);
	await setChecked( sidebar, 'One step at a time', false );
}
