import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import { waitForTakeover } from './support/order-form';

const EMAIL = '#fo-accountInformation-email';
const EMAIL_ERROR = '#fo-accountInformation-email-error';

interface ModeRow {
	mode: string;
	/** A page whose order-form block sets this validationMode. */
	url: string;
	/** What it takes there to see the account email field. */
	reachEmail: ( page: Page ) => Promise< void >;
	/**
	 * Is the error shown: while typing an invalid address into the untouched field; after leaving it; (after
	 * Continue or Submit, which always check) while typing the fix; after leaving the fixed field.
	 */
	whileTyping: boolean;
	afterBlur: boolean;
	whileFixing: boolean;
	afterLeavingFixed: boolean;
}

// "Field validation timing: aggressive (on input or blur, default), lazy (on change or
// blur), eager (on input or change once errors exist), passive (never)." Continue and Submit check in every mode.
const ROWS: ModeRow[] = [
	{
		mode: 'aggressive (the default, no attribute)',
		url: '/registered-agent-single-page/',
		reachEmail: async () => undefined,
		whileTyping: true,
		afterBlur: true,
		whileFixing: false,
		afterLeavingFixed: false,
	},
	{
		mode: 'lazy',
		url: '/engine-options/',
		reachEmail: async () => undefined,
		whileTyping: false,
		afterBlur: true,
		// Only leaving the field checks it again.
		whileFixing: true,
		afterLeavingFixed: false,
	},
	{
		mode: 'eager',
		url: '/engine-conditional-steps/',
		reachEmail: async ( page ) => {
			await page
				.getByLabel( 'State of your company' )
				.selectOption( 'WY' );
			await page.getByLabel( 'Company Name' ).fill( 'Teton Ranch LLC' );
			await page.getByRole( 'button', { name: 'Continue' } ).click();
		},
		whileTyping: false,
		afterBlur: true,
		// Once the field shows an error, typing checks it again.
		whileFixing: false,
		afterLeavingFixed: false,
	},
	{
		mode: 'passive',
		url: '/engine-passive-validation/',
		reachEmail: async () => undefined,
		whileTyping: false,
		afterBlur: false,
		// The error Continue showed stays until the next Continue or Submit.
		whileFixing: true,
		afterLeavingFixed: true,
	},
];

for ( const row of ROWS ) {
	test( `validation mode ${ row.mode }: error while typing ${ row.whileTyping }, after leaving ${ row.afterBlur }, while fixing ${ row.whileFixing }, after leaving fixed ${ row.afterLeavingFixed }`, async ( {
		page,
	} ) => {
		await page.goto( row.url );
		// The fake clock below would also stop the takeover, which runs from a timer after the first paint.
		await waitForTakeover( page );
		await row.reachEmail( page );
		const email = page.locator( EMAIL );
		await expect( email ).toBeVisible();
		// Typing validation waits 16 ms after the last key; a fake clock makes "after the wait" exact, so
		// "no error while typing" is a finding and not a race with the debounce.
		await page.clock.install();
		const settle = () => page.clock.runFor( 100 );
		const errorShown = async () =>
			( await page.locator( EMAIL_ERROR ).count() ) === 1;

		await email.click();
		await email.pressSequentially( 'jane.doe@' );
		await settle();
		expect( await errorShown() ).toBe( row.whileTyping );
		await expect( email ).toBeFocused();

		await page.keyboard.press( 'Tab' );
		await settle();
		expect( await errorShown() ).toBe( row.afterBlur );
		if ( ! row.afterBlur ) {
			// Continue checks the step whatever the mode.
			await page.getByRole( 'button', { name: 'Continue' } ).click();
			await settle();
		}
		await expect( page.locator( EMAIL_ERROR ) ).toHaveText(
			'Error: Please enter a valid email address'
		);
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( await axeViolations( page ) ).toEqual( [] );

		await email.click();
		await page.keyboard.press( 'End' );
		await email.pressSequentially( 'example.com' );
		await settle();
		expect( await errorShown() ).toBe( row.whileFixing );

		await page.keyboard.press( 'Tab' );
		await settle();
		expect( await errorShown() ).toBe( row.afterLeavingFixed );
		if ( row.afterLeavingFixed ) {
			await page.getByRole( 'button', { name: 'Continue' } ).click();
			await settle();
		}
		await expect( page.locator( EMAIL_ERROR ) ).toHaveCount( 0 );
		await expect( email ).not.toHaveAttribute( 'aria-invalid', 'true' );
	} );
}
