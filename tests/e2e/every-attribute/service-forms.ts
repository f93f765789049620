/**
 * Service forms: mail forwarding (heading, recipients, a product's label), vehicle
 * registration (preselected type, fewest vehicles, a registration product), domain search (label, required,
 * route, durations, its product, most domains and the cart page). Each module's own settings, help and visibility.
 */
import { expect, type Page } from '@playwright/test';

import {
	byFirstName,
	editVisibility,
	seeVisibility,
	visibilityCovers,
	type AttributePage,
} from './page-kit';
import {
	allStepsOnOnePage,
	editProduct,
	field,
	openPanel,
	setChecked,
} from './sidebar';

const mailVisibility = byFirstName( [ { block: 'mail-forwarding' } ] );

export const mailForwardingPage: AttributePage = {
	pattern: 'mail-forwarding',
	covers: {
		...visibilityCovers( mailVisibility ),
		'mail-forwarding': [
			'helpText',
			'condition',
			'label',
			'recipientsMin',
			'recipientsMax',
			'products',
		],
		'order-form': [ 'preselectedMfvoProduct' ],
	},
	async edit( page: Page ) {
		await allStepsOnOnePage( page, 'mail-forwarding' );
		let sidebar = await openPanel(
			page,
			{ block: 'mail-forwarding', parent: 'Order Form' },
			'Preselections'
		);
		await field( sidebar, 'Optional product checked from the start' ).fill(
			'virtualOffice'
		);
		sidebar = await openPanel(
			page,
			{ block: 'mail-forwarding' },
			'Mail forwarding'
		);
		await field( sidebar, 'Heading' ).fill( 'Your mail, handled' );
		sidebar = await openPanel(
			page,
			{ block: 'mail-forwarding' },
			'Recipients'
		);
		await field( sidebar, 'Most recipients' ).fill( '2' );
		await field( sidebar, 'Fewest recipients' ).fill( '2' );
		sidebar = await editProduct(
			page,
			{ block: 'mail-forwarding' },
			'virtualOffice'
		);
		await field( sidebar, 'Checkbox label' ).fill(
			'An office of your own'
		);
		await editVisibility( page, mailVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, mailVisibility );
		const form = page.locator( '.fo-form' );
		await form
			.getByLabel( 'State of your mail address' )
			.selectOption( 'WY' );
		const mail = form.locator( '.fo-module--mail-forwarding' );
		await expect(
			mail.getByRole( 'group', { name: 'Your mail, handled' } )
		).toBeVisible();
		// Preselected in the sidebar: the virtual office is ticked when the page opens.
		await expect(
			mail.getByLabel( /^An office of your own/ )
		).toBeChecked();
		await expect(
			mail.getByLabel( 'Recipient 2 first name' )
		).toBeVisible();
		await expect(
			mail.getByRole( 'button', { name: 'Add a recipient' } )
		).toHaveCount( 0 );
	},
};

const vehicleVisibility = byFirstName( [ { block: 'vehicle-information' } ] );

export const vehicleRegistrationPage: AttributePage = {
	pattern: 'vehicle-registration',
	covers: {
		...visibilityCovers( vehicleVisibility ),
		'vehicle-information': [
			'helpText',
			'condition',
			'preselectedVehicleType',
			'minimumVehicles',
			'products',
		],
	},
	async edit( page: Page ) {
		await allStepsOnOnePage( page, 'vehicle-information' );
		let sidebar = await openPanel(
			page,
			{ block: 'vehicle-information' },
			'Vehicles'
		);
		await sidebar
			.getByLabel( 'Preselected vehicle type', { exact: true } )
			.selectOption( 'boat' );
		await field( sidebar, 'Minimum number of vehicles' ).fill( '2' );
		// A boat registered as the catalog's motor home registration (4202, $1,299).
		sidebar = await editProduct(
			page,
			{ block: 'vehicle-information' },
			'boatRegistration'
		);
		await field( sidebar, 'Product ID' ).fill( '4202' );
		await editVisibility( page, vehicleVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, vehicleVisibility );
		const form = page.locator( '.fo-form' );
		for ( const number of [ 1, 2 ] ) {
			await expect(
				form
					.getByRole( 'group', {
						name: `Vehicle ${ number }`,
						exact: true,
					} )
					.locator( 'select' )
					.first()
			).toHaveValue( 'boat' );
		}
		await expect(
			form
				.getByRole( 'region', { name: 'Order Summary' } )
				.getByRole( 'row', { name: /Motor Home Registration/ } )
		).toHaveText( [ /\$1,299\.00/, /\$1,299\.00/ ] );
	},
};

export const domainSearchPage: AttributePage = {
	pattern: 'domain-registration',
	covers: {
		'domain-search': [
			'label',
			'required',
			'routing',
			'maxRegistrationDuration',
			'products',
		],
	},
	async edit( page: Page ) {
		// Without its domain product, a domain in the domain cart is not charged for.
		let sidebar = await openPanel(
			page,
			{ block: 'domain-search' },
			'Products'
		);
		await sidebar
			.getByRole( 'button', { name: 'Remove product domain' } )
			.click();
		sidebar = await openPanel(
			page,
			{ block: 'domain-search' },
			'Domain search'
		);
		await field( sidebar, 'Search label' ).fill( 'Which name?' );
		await setChecked( sidebar, 'A domain is required', false );
		await setChecked( sidebar, 'Search route', false );
		await field( sidebar, 'Longest registration (years)' ).fill( '2' );
	},
	async see( page: Page ) {
		const form = page.locator( '.fo-form' );
		// Not required: Continue goes on without a domain.
		await form.getByRole( 'button', { name: 'Continue' } ).click();
		await expect(
			form.getByRole( 'heading', { name: 'Contact', level: 2 } )
		).toBeVisible();
		await form.getByRole( 'button', { name: 'Back' } ).click();
		await form.getByLabel( 'Which name?' ).fill( 'analytical-engines.com' );
		await form
			.getByRole( 'button', { name: 'Search', exact: true } )
			.click();
		await form.getByRole( 'button', { name: 'Add to cart' } ).click();
		// No route: the address keeps no domain.
		expect( page.url() ).not.toContain( '#/' );
		// The order beside the steps stays empty (the pattern's form: "Domain Name: analytical-engines.com
		// (1 Year) $12.99").
		const order = page.locator( '.fo-running-total' );
		await expect( order.getByRole( 'row' ) ).toHaveCount( 0 );
		await expect( order ).toContainText( 'Your order is empty.' );
		const more = form.getByRole( 'button', {
			name: 'One year more for analytical-engines.com',
		} );
		await more.click();
		await expect(
			form.getByRole( 'button', {
				name: 'One year less for analytical-engines.com',
			} )
		).toBeVisible();
		await expect( more ).toBeDisabled();
	},
};

const domainVisibility = byFirstName( [ { block: 'domain-search' } ] );

export const domainCartPage: AttributePage = {
	pattern: 'domain-registration',
	covers: {
		...visibilityCovers( domainVisibility ),
		'domain-search': [ 'helpText', 'condition', 'maxDomains', 'cartUrl' ],
	},
	async edit( page: Page ) {
		await allStepsOnOnePage( page, 'domain-search' );
		const sidebar = await openPanel(
			page,
			{ block: 'domain-search' },
			'Domain search'
		);
		await field( sidebar, 'Most domains' ).fill( '1' );
		await field( sidebar, 'Cart page' ).fill( '/every-attribute-cart/' );
		await editVisibility( page, domainVisibility );
	},
	async see( page: Page ) {
		await seeVisibility( page, domainVisibility );
		const form = page.locator( '.fo-form' );
		await form.getByLabel( 'Find your domain' ).fill( 'ada-lovelace.com' );
		await form
			.getByRole( 'button', { name: 'Search', exact: true } )
			.click();
		await form.getByRole( 'button', { name: 'Add to cart' } ).click();
		// One domain at most: the visitor goes on to the cart page.
		await page.waitForURL( /\/every-attribute-cart\// );
	},
};
