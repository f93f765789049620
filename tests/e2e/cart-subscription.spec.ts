import { expect, test } from '@playwright/test';

import {
	dollars,
	expectTotal,
	LLC_SUBSCRIPTION_PAGE,
	summaryOf,
} from './support/cart';

async function subscriptionPrice( state: string ): Promise< number > {
	const response = await fetch(
		`${ process.env.SANDBOX_URL ?? 'http://127.0.0.1:8900' }/api/subscription_bundles?website_id=1&state_abbreviation=${ state }`
	);
	const { result } = ( await response.json() ) as {
		result: Array< { llc_price: number } >;
	};
	return result[ 0 ].llc_price;
}

test( 'a subscription bundle is paid up front or monthly; monthly is refused for a nonprofit', async ( {
	page,
} ) => {
	const yearly = await subscriptionPrice( 'CA' );
	await page.goto( LLC_SUBSCRIPTION_PAGE );
	await page.getByLabel( 'State of formation' ).selectOption( 'CA' );
	await expect(
		summaryOf( page ).getByRole( 'row', {
			name: /California Business Subscription/,
		} )
	).toContainText( dollars( yearly ) );
	// Agent and formation are inside the bundle: they cost nothing on their own.
	await expectTotal( page, yearly );

	const monthly = page.getByRole( 'radio', { name: /Pay Monthly/ } );
	await expect( monthly ).toHaveAccessibleName(
		`Pay Monthly ${ dollars( yearly / 12 ) } / month`
	);
	await monthly.check();
	// What is charged today and then each month, not the year's sum.
	await expect(
		summaryOf( page ).getByRole( 'row', { name: /^Total/ } )
	).toContainText(
		`${ dollars( yearly / 12 ) } today, then ${ dollars(
			yearly / 12
		) } a month for 11 months`
	);

	await page.getByRole( 'radio', { name: /Pay Up Front/ } ).check();
	// NP Corp is formed in New York only; California's entity select does not offer it.
	await expect(
		page
			.getByLabel( 'Entity Type' )
			.locator( 'option', { hasText: 'NP Corp' } )
	).toHaveCount( 0 );
	await page.getByLabel( 'State of formation' ).selectOption( 'NY' );
	await page.getByLabel( 'Entity Type' ).selectOption( 'NP Corp' );
	await page.getByRole( 'radio', { name: /Pay Monthly/ } ).click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Monthly' } )
	).toHaveText(
		'Monthly billing is not available for nonprofit corporations. Please choose Pay Up Front.'
	);
	await expect(
		page.getByRole( 'radio', { name: /Pay Up Front/ } )
	).toBeChecked();
} );
