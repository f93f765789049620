/**
 * The form's first view is in the page's HTML (includes/First_Views.php): a visitor can type and choose before any
 * script has run, and the script takes the form over in place (src/printed-form.ts).
 */
import { readdirSync } from 'fs';
import { join } from 'path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { axeViolations } from './support/axe';
import {
	fillFields,
	RA_PAGE,
	registeredAgentVisitor,
	reviewOrder,
	waitForTakeover,
} from './support/order-form';
import { patternFiles } from './support/patterns';
import { resetSandbox, sandboxRequests } from './support/sandbox';

const VIEW_SCRIPT = '**/build/order-form/view.js*';

/** Every demo page: each pattern and each engine demonstration (bin/demo-pages/). */
const DEMO_PAGES = [
	...patternFiles().map( ( pattern ) => pattern.slug ),
	...readdirSync( join( __dirname, '../../bin/demo-pages' ) )
		.filter( ( file ) => file.endsWith( '.html' ) )
		.map( ( file ) => file.replace( /\.html$/, '' ) ),
];

/**
 * Holds the order form's view script back until the returned function is called, as a slow network would: the page
 * shows what the server printed, and the visitor can use it meanwhile.
 * @param page
 */
async function holdViewScript( page: Page ): Promise< () => void > {
	return holdBack( page, VIEW_SCRIPT );
}

/**
 * Holds back the files matching `pattern` until the returned function is called, as a slow network would.
 * @param page
 * @param pattern
 */
async function holdBack( page: Page, pattern: string ): Promise< () => void > {
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( pattern, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}

/**
 * Opens a page with the code of one module held back until the returned function is called, once the script has
 * taken the form over: that module stays printed, standing in for the drawn one.
 * @param page
 * @param path
 * @param module The module's name, as its chunk is named (`<module>-module.js`).
 */
async function openWithModuleCodeHeld(
	page: Page,
	path: string,
	module: string
): Promise< () => void > {
	const release = await holdBack(
		page,
		`**/build/order-form/${ module }-module.js*`
	);
	await page.goto( path );
	await waitForTakeover( page );
	return release;
}

/**
 * A module still printed, waiting for its code.
 * @param page
 * @param module
 */
const printedModule = ( page: Page, module: string ) =>
	page.locator( `[data-printed-module].fo-module--${ module }` );

/**
 * A real press on a button that is disabled (a printed one whose code is still coming): the pointer comes over its
 * middle and presses there. Playwright's click would wait for the button to be enabled, and a disabled button
 * gets no click event, only the pointer's.
 * @param page
 * @param button
 */
async function pressDisabled( page: Page, button: Locator ): Promise< void > {
	await button.scrollIntoViewIfNeeded();
	const box = await button.boundingBox();
	expect( box ).not.toBe( null );
	await page.mouse.click(
		( box?.x ?? 0 ) + ( box?.width ?? 0 ) / 2,
		( box?.y ?? 0 ) + ( box?.height ?? 0 ) / 2
	);
}

/**
 * Opens a page whose view script is held back: its load event waits for the script, so this waits only until the
 * form is in the page (the form's configuration comes right after it).
 * @param page
 * @param path
 */
async function openPrinted( page: Page, path: string ): Promise< void > {
	await page.goto( path, { waitUntil: 'commit' } );
	await page.locator( '.formation-orders__config' ).waitFor( {
		state: 'attached',
	} );
}

/**
 * The form as a list, one line per element in document order: its tag, name, type, value (and whether it is
 * checked or chosen) and its own text. Whether a button is disabled is left out: the printed buttons are, until the
 * script takes the form over.
 */
function describeForm(): string[] {
	const form = document.querySelector( '.formation-orders__mount form' );
	if ( ! form ) {
		return [];
	}
	return [ form, ...Array.from( form.querySelectorAll( '*' ) ) ].map(
		( element ) => {
			const control = element as HTMLInputElement;
			// A live region's text is what it has announced since the form was drawn (the total, once it has
			// stood a second, which a slow takeover reaches before it is described), not what was drawn.
			const ownText = element.closest( '[aria-live]' )
				? ''
				: Array.from( element.childNodes )
						.filter( ( node ) => node.nodeType === Node.TEXT_NODE )
						.map( ( node ) => node.textContent )
						.join( '' )
						.replace( /\s+/g, ' ' )
						.trim();
			const parts = [ element.tagName.toLowerCase() ];
			for ( const name of [ 'id', 'name', 'type', 'for', 'class' ] ) {
				const value = element.getAttribute( name );
				if ( value ) {
					parts.push( `${ name }=${ value }` );
				}
			}
			if ( 'value' in control && element.tagName !== 'BUTTON' ) {
				parts.push( `value=${ control.value }` );
			}
			if (
				control.checked ||
				( element as HTMLOptionElement ).selected
			) {
				parts.push( 'chosen' );
			}
			if ( ownText ) {
				parts.push( `"${ ownText }"` );
			}
			return parts.join( ' ' );
		}
	);
}

/**
 * Runs in the page: keeps the description of the form React draws first, when it replaces the printed one. React
 * draws it over one module per task, the printed modules kept in place meanwhile (src/components/printed-modules.tsx),
 * so it is described once React has drawn every module. What the form does when the page is idle (the country
 * lists' 250 names) comes after its first render: the page's idle callbacks wait until it is described. So do the
 * answers of the lookups a module makes once drawn (the domain search's price badges, which show as loading in its
 * first render, the vehicles' organizational plates, which the product API answers straight to the browser): the
 * modules after the first, and the running total, are drawn once their code comes, which may be after such an
 * answer.
 */
function keepReactsFirstRender() {
	const idle: Array< () => void > = [];
	const requestIdleCallback = window.requestIdleCallback.bind( window );
	let described = false;
	window.requestIdleCallback = ( callback, options ) => {
		if ( described ) {
			return requestIdleCallback( callback, options );
		}
		idle.push( () => requestIdleCallback( callback, options ) );
		return 0;
	};
	const fetch = window.fetch.bind( window );
	let whenDescribed = () => {};
	const describedNow = new Promise< void >( ( resolve ) => {
		whenDescribed = resolve;
	} );
	window.fetch = async ( input, init ) => {
		const answer = await fetch( input, init );
		if ( ! described ) {
			await describedNow;
		}
		return answer;
	};
	let replaced = false;
	new window.MutationObserver( ( records, observer ) => {
		replaced ||= records.some( ( record ) =>
			// The printed form, or the element it is printed in.
			Array.from( record.removedNodes ).some(
				( node ) =>
					node.nodeName === 'FORM' ||
					!! ( node as Element ).querySelector?.( 'form' )
			)
		);
		if ( replaced && ! document.querySelector( '[data-printed-module]' ) ) {
			( window as any ).reactsFirstRender = (
				window as any
			 ).describeForm();
			observer.disconnect();
			described = true;
			whenDescribed();
			idle.forEach( ( ask ) => ask() );
		}
	} ).observe( document, { subtree: true, childList: true } );
}

test.beforeEach( async () => {
	await resetSandbox();
} );

test( 'every demo page prints the first view its React form draws: the same elements, labels, names, values and order', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await page.addInitScript(
		`window.describeForm = ${ describeForm.toString() };`
	);
	await page.addInitScript( keepReactsFirstRender );
	for ( const slug of DEMO_PAGES ) {
		const release = await holdViewScript( page );
		await openPrinted( page, `/${ slug }/` );
		const printed = await page.evaluate( describeForm );
		expect( printed.length, `${ slug } prints its form` ).toBeGreaterThan(
			3
		);
		// Nothing the first view needs is still loading: its products are in the page.
		expect( printed, `${ slug } prints no spinner` ).not.toContain(
			'div class=fo-spinner'
		);
		release();
		// The printed modules after the first stand in until the visitor starts on the form, whose first focus
		// fetches their code.
		await page
			.locator(
				'.formation-orders form :is(input:not([type="hidden"]), select, textarea)'
			)
			.first()
			.focus();
		await page.waitForFunction( () => ( window as any ).reactsFirstRender );
		const drawn = await page.evaluate(
			() => ( window as any ).reactsFirstRender
		);
		expect.soft( printed, slug ).toEqual( drawn );
		await page.unroute( VIEW_SCRIPT );
	}
} );

test( 'printed first view before the script: no serious or critical axe violation, the buttons wait for the script', async ( {
	page,
} ) => {
	const release = await holdViewScript( page );
	await openPrinted( page, RA_PAGE );
	await expect( page.getByLabel( 'State of your company' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Continue' } )
	).toBeDisabled();
	expect( await axeViolations( page ) ).toEqual( [] );
	release();
	await expect(
		page.getByRole( 'button', { name: 'Continue' } )
	).toBeEnabled();
} );

test( 'the scripts that take a printed form over are fetched and run once the page has drawn its first frame, and take it over', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.addInitScript( () => {
		const seen = window as any;
		// The first frame's callback runs as the browser draws the page for the first time.
		requestAnimationFrame( () => {
			seen.firstFrameAt = performance.now();
		} );
		let react: unknown;
		Object.defineProperty( window, 'React', {
			configurable: true,
			get: () => react,
			set( value ) {
				react = value;
				seen.reactRanAt ??= performance.now();
			},
		} );
	} );
	await page.goto( RA_PAGE );
	await waitForTakeover( page );
	const seen = await page.evaluate( () => ( {
		firstFrameAt: ( window as any ).firstFrameAt as number,
		reactRanAt: ( window as any ).reactRanAt as number,
		viewScriptFetchedAt: performance
			.getEntriesByType( 'resource' )
			.find( ( entry ) =>
				entry.name.includes( '/build/order-form/view.js' )
			)?.startTime,
	} ) );
	expect( seen.firstFrameAt ).toBeGreaterThan( 0 );
	expect( seen.viewScriptFetchedAt ).toBeGreaterThan( seen.firstFrameAt );
	expect( seen.reactRanAt ).toBeGreaterThan( seen.firstFrameAt );
	await expect(
		page.locator( 'script[type="formation-orders/after-first-paint"]' )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Continue' } )
	).toBeEnabled();
	expect( errors ).toEqual( [] );
} );

test( 'without JavaScript the printed form says it needs JavaScript, and nothing can send it', async ( {
	browser,
	request,
} ) => {
	// Chromium parses <noscript> as text even with scripts switched off in Playwright, so its words are read from
	// the HTML.
	const html = await ( await request.get( '/login/' ) ).text();
	expect( html ).toContain(
		'<noscript><p class="formation-orders__noscript">This form needs JavaScript: please turn it on in your browser to send it.</p></noscript>'
	);
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/login/' );
	await expect( page.getByLabel( 'Username or Email' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Log In' } )
	).toBeDisabled();
	await page.getByLabel( 'Username or Email' ).fill( 'ada' );
	await page.getByLabel( 'Username or Email' ).press( 'Enter' );
	await expect( page ).toHaveURL( /\/login\/$/ );
	await expect( page.getByLabel( 'Username or Email' ) ).toHaveValue( 'ada' );
	await context.close();
} );

test( 'what a visitor typed and chose before the script ran is kept by the takeover, with the focus and the caret, and goes out with the order', async ( {
	page,
} ) => {
	const visitor = registeredAgentVisitor();
	const release = await holdViewScript( page );
	await openPrinted( page, RA_PAGE );
	await page
		.getByLabel( 'State of your company' )
		.selectOption( visitor.state );
	const companyName = page.getByLabel( 'Company Name' );
	await companyName.fill( visitor.companyName );
	// The caret two characters before the end.
	await companyName.press( 'ArrowLeft' );
	await companyName.press( 'ArrowLeft' );
	await expect( page.locator( '.formation-orders.is-ready' ) ).toHaveCount(
		0
	);

	release();
	await expect(
		page.getByRole( 'button', { name: 'Continue' } )
	).toBeEnabled();
	await expect( page.getByLabel( 'State of your company' ) ).toHaveValue(
		visitor.state
	);
	await expect( companyName ).toHaveValue( visitor.companyName );
	await expect( companyName ).toBeFocused();
	expect(
		await companyName.evaluate(
			( input: HTMLInputElement ) => input.selectionStart
		)
	).toBe( visitor.companyName.length - 2 );
	// The chosen state reached the form's store: its price shows.
	await expect(
		page.getByText( /Registered agent service in California: \$/ )
	).toBeVisible();

	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
	await fillFields( page, { ...visitor.contact, ...visitor.account } );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await fillFields( page, visitor.payment );
	await reviewOrder( page );
	await page.getByRole( 'button', { name: 'Submit Order' } ).click();
	await page.waitForURL( /\/login\?account=\d+/ );

	const orders = await sandboxRequests( '/api/process_signup' );
	expect( orders ).toHaveLength( 1 );
	const order = orders[ 0 ].body as Record< string, any >;
	expect( order.companies[ 0 ].company.name ).toBe( visitor.companyName );
	expect( order.companies[ 0 ].products ).toEqual( [
		expect.objectContaining( { data: { state: visitor.state } } ),
	] );
} );

test( "the page brings only its first module's code; the printed modules after it stand in, usable, and a Continue pressed before their code is here counts, with what was typed in them, once it is", async ( {
	page,
} ) => {
	const moduleChunks: string[] = [];
	page.on( 'request', ( request ) => {
		const chunk = /\/build\/order-form\/([a-z-]+)-module\.js/.exec(
			request.url()
		);
		if ( chunk ) {
			moduleChunks.push( chunk[ 1 ] );
		}
	} );
	const release = await openWithModuleCodeHeld(
		page,
		RA_PAGE,
		'company-information'
	);
	await page.waitForLoadState( 'networkidle' );
	expect( moduleChunks ).toEqual( [ 'state-picker' ] );
	const printedCompany = printedModule( page, 'company-information' );
	await expect( printedCompany ).toHaveCount( 1 );
	// The running total beside the steps is printed too, and waits for the order summary's code.
	const printedTotal = page.locator(
		'[data-printed-module].fo-running-total'
	);
	await expect( printedTotal ).toHaveCount( 1 );

	// Using the form is the visitor's first interaction with it: it asks for the rest of the code, and the running
	// total, drawn once the summary's is here, shows the state chosen.
	await page.getByLabel( 'State of your company' ).selectOption( 'WY' );
	await expect.poll( () => moduleChunks ).toContain( 'company-information' );
	await expect.poll( () => moduleChunks ).toContain( 'order-summary' );
	await expect( printedTotal ).toHaveCount( 0 );
	await expect( page.locator( '.fo-running-total' ) ).toContainText(
		'Wyoming'
	);
	const companyName = page.getByLabel( 'Company Name' );
	await companyName.fill( 'Teton Ranch LLC' );
	await expect( printedCompany ).toHaveCount( 1 );
	// Continue waits, under the spinner, for the module to be drawn with what was typed in it.
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( page.locator( '.fo-spinner' ) ).toBeVisible();

	release();
	// Then it counts with the name typed while it waited: the step passes, and the next one is shown.
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeFocused();
	await expect( page.locator( '.fo-spinner' ) ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: /^Company/ } ).click();
	await expect( page.getByLabel( 'Company Name' ) ).toHaveValue(
		'Teton Ranch LLC'
	);
} );

test( 'a field filled and left on a printed module, before its code is here, is left again on the drawn one: the phone number is written as one', async ( {
	page,
} ) => {
	const release = await openWithModuleCodeHeld(
		page,
		'/llc-formation/',
		'contact-information'
	);
	const printedContact = printedModule( page, 'contact-information' );
	await expect( printedContact ).toHaveCount( 1 );
	const secondary = page.getByLabel( /^Secondary Phone/ );
	await secondary.fill( '4155550143' );
	await page.getByLabel( /^Fax/ ).focus();
	await expect( printedContact ).toHaveCount( 1 );

	release();
	await expect( printedContact ).toHaveCount( 0 );
	await expect( secondary ).toHaveValue( '(415) 555-0143' );
	// The field the visitor is in keeps the focus.
	await expect( page.getByLabel( /^Fax/ ) ).toBeFocused();
} );

test( "a press on a printed module's button (disabled until its code is here) is made again on the drawn one: the help opens", async ( {
	page,
} ) => {
	const release = await openWithModuleCodeHeld(
		page,
		'/engine-conditional-steps/',
		'company-information'
	);
	const help = page.getByRole( 'button', { name: 'Help: Company' } );
	await expect( help ).toBeDisabled();
	await pressDisabled( page, help );
	await expect( printedModule( page, 'company-information' ) ).toHaveCount(
		1
	);

	release();
	await expect( help ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( page.locator( '.fo-help__popover' ) ).toContainText(
		'The legal name of your company'
	);
} );

test( "on a phone, the printed running total's Total, pressed before the order summary's code is here, opens the summary once it is", async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	const release = await openWithModuleCodeHeld(
		page,
		RA_PAGE,
		'order-summary'
	);
	const toggle = page.locator( '.fo-running-total__toggle' );
	await expect( toggle ).toBeDisabled();
	// The tap is what fetches the summary's code.
	await pressDisabled( page, toggle );
	await expect(
		page.locator( '[data-printed-module].fo-running-total' )
	).toHaveCount( 1 );

	release();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( page.locator( '.fo-running-total__panel' ) ).toBeVisible();
} );

test( 'a list the visitor started on the printed form (a vehicle, a member) keeps its one entry after the takeover, with no blank one added', async ( {
	page,
} ) => {
	const field = ( id: string ) => page.locator( `#fo-${ id }` );
	const started = [
		{
			path: '/vehicle-registration/',
			list: 'vehicleInformation-vehicles',
			fill: async () => {
				await field(
					'vehicleInformation-vehicles-0-vehicleType-key'
				).selectOption( { label: 'Cargo Trailer' } );
				await field( 'vehicleInformation-vehicles-0-vehicleMake' ).fill(
					'Big Tex'
				);
			},
			value: [ 'vehicleInformation-vehicles-0-vehicleMake', 'Big Tex' ],
		},
		{
			path: '/llc-formation/',
			list: 'formationDetails-members',
			fill: () =>
				field( 'formationDetails-members-0-firstName' ).fill( 'Ada' ),
			value: [ 'formationDetails-members-0-firstName', 'Ada' ],
		},
	];
	for ( const { path, list, fill, value } of started ) {
		const release = await holdViewScript( page );
		await openPrinted( page, path );
		await fill();
		release();
		await waitForTakeover( page );
		await expect( field( value[ 0 ] ) ).toHaveValue( value[ 1 ] );
		// Continue (Review Order on a single page) checks the form, long after the list's effects have run: only
		// the row the visitor started is there and checked, no blank second one with its own errors.
		await page.locator( '.fo-button--primary' ).click();
		await expect(
			page
				.getByRole( 'alert' )
				.filter( { hasText: 'There is a problem' } )
		).toBeVisible();
		await expect(
			page.locator( `[id^="fo-${ list }-0-"]` )
		).not.toHaveCount( 0 );
		await expect( page.locator( `[id^="fo-${ list }-1-"]` ) ).toHaveCount(
			0
		);
		await page.unroute( VIEW_SCRIPT );
	}
} );
