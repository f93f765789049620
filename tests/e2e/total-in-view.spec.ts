import { expect, test, type Page } from '@playwright/test';

import { setSiteSetting } from './support/gateway';
import { resetSandbox } from './support/sandbox';
import { openToolbox } from './support/toolbox';

/*
 * A visitor paying money sees what they pay at every moment: at every scroll position of every step, the
 * "Check your answers" page and the Submit button included, some total is whole on screen and not covered: the
 * Order Summary's Total row, or the "Total" bar at the bottom of the screen.
 */

// The toolbox, given to every visitor in test mode: its Data Filler answers every step.
test.beforeAll( () => {
	setSiteSetting( 'dev_toolbox', '1' );
	setSiteSetting( 'test_mode', '1' );
} );
test.afterAll( () => {
	setSiteSetting( 'dev_toolbox', '0' );
	setSiteSetting( 'test_mode', '0' );
} );

test.beforeEach( async () => {
	await resetSandbox();
} );

const TOTALS = [
	'.fo-order-summary__total',
	'.fo-total-bar__button',
	'.fo-running-total__toggle',
].join( ',' );

/**
 * Scrolls to y and says whether a total is whole inside the screen and on top there (not under the bar).
 * @param page
 * @param y
 */
function totalWholeAt( page: Page, y: number ): Promise< boolean > {
	return page.evaluate(
		( [ top, selector ] ) => {
			window.scrollTo( { top, behavior: 'instant' } );
			const onTop = ( element: Element, x: number, atY: number ) => {
				const hit = document.elementFromPoint( x, atY );
				return !! hit && element.contains( hit );
			};
			return Array.from( document.querySelectorAll( selector ) ).some(
				( element ) => {
					const box = element.getBoundingClientRect();
					const middle = box.left + box.width / 2;
					return (
						box.height > 0 &&
						box.top >= 0 &&
						box.bottom <= window.innerHeight &&
						box.left >= 0 &&
						box.right <= window.innerWidth &&
						onTop( element, middle, box.top + 1 ) &&
						onTop( element, middle, box.bottom - 1 )
					);
				}
			);
		},
		[ y, TOTALS ] as const
	);
}

/**
 * Every scroll position at which the form shows (its first 120 px on screen or more), 60 px apart, the bottom of
 * the page included.
 * @param page
 * @param where
 */
async function expectTotalAtEveryScroll(
	page: Page,
	where: string
): Promise< void > {
	const [ first, bottom ] = await page.evaluate( () => {
		const formTop =
			( document.querySelector( '.fo-form' )?.getBoundingClientRect()
				.top ?? 0 ) + window.scrollY;
		return [
			Math.max( 0, Math.ceil( formTop - window.innerHeight + 120 ) ),
			document.documentElement.scrollHeight - window.innerHeight,
		];
	} );
	const positions: number[] = [];
	for ( let y = first; y < bottom; y += 60 ) {
		positions.push( y );
	}
	positions.push( bottom );
	for ( const y of positions ) {
		await expect
			.poll( () => totalWholeAt( page, y ), {
				message: `a total whole on screen at ${ where }, scrolled to ${ y } of ${ bottom } px`,
				timeout: 2000,
			} )
			.toBe( true );
	}
}

const PAGES = [
	{ path: '/registered-agent/', state: 'State of your company' },
	{ path: '/corporation-formation/', state: 'State of formation' },
];

for ( const size of [
	{ width: 390, height: 844 },
	{ width: 1280, height: 900 },
] ) {
	for ( const { path, state } of PAGES ) {
		test( `${ path } at ${ size.width }x${ size.height }: a total is whole on screen at every scroll position of every step, Submit included`, async ( {
			page,
		} ) => {
			await page.setViewportSize( size );
			await page.goto( path );
			await openToolbox( page );
			await page
				.getByRole( 'button', {
					name: 'Fill the form with sample data',
				} )
				.click();
			await expect( page.getByLabel( state ) ).not.toHaveValue( '' );
			const form = page.locator( '.fo-form' );
			const next = form.getByRole( 'button', {
				name: /^(Continue|Review Order)$/,
			} );
			let where = 'step 1';
			for ( let step = 2; step < 10; step++ ) {
				await expectTotalAtEveryScroll( page, where );
				if ( ! ( await next.count() ) ) {
					break;
				}
				await next.click();
				where = ( await form
					.getByRole( 'button', { name: 'Submit Order' } )
					.count() )
					? 'the last step'
					: `step ${ step }`;
			}
			const submit = form.getByRole( 'button', { name: 'Submit Order' } );
			await expect( submit ).toBeVisible();
			await submit.scrollIntoViewIfNeeded();
			const atSubmit = await page.evaluate( () => window.scrollY );
			await expect
				.poll( () => totalWholeAt( page, atSubmit ) )
				.toBe( true );
		} );
	}
}
