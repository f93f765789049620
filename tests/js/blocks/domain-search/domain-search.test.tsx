/**
 * The domain step as a visitor uses it: search, the exact result, "Unavailable", the
 * domain cart and its stepper, the domain product following the cart at the search result's price, the limit,
 * single-domain mode, "A domain is required", failures and stale answers.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { domainSearchAttributes } from '../../../../blocks/domain-search/attributes';
import { DomainSearch } from '../../../../blocks/domain-search/DomainSearch';
import { RootStore } from '../../../../src/store/RootStore';
import { StoreContext } from '../../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../../store/fake-transport';

type Answer = { status: number; body: unknown };

/** The registry as WordPress relays it: .com at $12.99, 3-letter names sold by a third party, "taken" taken. */
function registry( domain: string ): Answer {
	const [ label ] = domain.split( '.' );
	const thirdParty = label.length <= 3;
	return {
		status: 200,
		body: {
			result: {
				domain: domain.includes( '.' ) ? domain : `${ domain }.com`,
				available: label !== 'taken',
				premium: thirdParty,
				thirdParty,
				create: { amount: 12.99 },
				purchase: { amount: thirdParty ? 1299 : 0 },
			},
		},
	};
}

let answerFor: ( action: string, domain: string ) => Promise< Answer >;
let container: HTMLDivElement;
let root: Root;

beforeEach( () => {
	answerFor = async ( action, domain ) =>
		action === 'get_domain_hero_tlds'
			? {
					status: 200,
					body: {
						result: [
							{ tld: 'com', price: 12.99 },
							{ tld: 'net', price: 14.99 },
						],
					},
				}
			: registry( domain );
	global.fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		const body = init?.body as FormData;
		const answer = await answerFor(
			String( body.get( 'action' ) ),
			String( body.get( 'domain' ) ?? '' )
		);
		return {
			status: answer.status,
			json: async () => answer.body,
		} as Response;
	} ) as typeof fetch;
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
	window.history.replaceState( null, '', '/' );
	jest.useRealTimers();
} );

/** The domain product, as PHP prints the block's default with its attributes. */
const PRODUCTS = [ { saveAs: 'domain', category: 'domain', primary: true } ];

async function renderStep( own: Record< string, unknown > = {} ) {
	const attributes = { products: PRODUCTS, ...own };
	const config = testConfig( {
		formType: 'domain-registration',
		steps: [
			{
				key: 'domains',
				label: 'Domains',
				modules: [ { name: 'domain-search', attributes } ],
			},
			{
				key: 'contact',
				label: 'Contact',
				modules: [ { name: 'contact-information', attributes: {} } ],
			},
		],
	} );
	const store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	await act( settle );
	await act( async () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<DomainSearch
					attributes={ domainSearchAttributes( attributes ) }
				/>
			</StoreContext.Provider>
		)
	);
	await act( settle );
	return store;
}

const input = () =>
	container.querySelector( 'input[type="text"]' ) as HTMLInputElement;
const button = ( name: string | RegExp ) =>
	[ ...container.querySelectorAll( 'button' ) ].find( ( candidate ) =>
		typeof name === 'string'
			? ( candidate.getAttribute( 'aria-label' ) ??
					candidate.textContent ) === name
			: name.test(
					candidate.getAttribute( 'aria-label' ) ??
						candidate.textContent ??
						''
				)
	) as HTMLButtonElement | undefined;
const status = () =>
	container.querySelector( '[role="status"]' )?.textContent ?? '';
const text = () => container.textContent ?? '';

async function search( term: string ) {
	await act( async () => {
		const field = input();
		Object.getOwnPropertyDescriptor(
			HTMLInputElement.prototype,
			'value'
		)?.set?.call( field, term );
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	} );
	await act( async () => button( 'Search' )?.click() );
	await act( settle );
}

const click = async ( name: string | RegExp ) => {
	const target = button( name );
	expect( target ).toBeDefined();
	await act( async () => target?.click() );
};

const domainLines = ( store: RootStore ) =>
	store.cart.lines
		.filter( ( line ) => line.saveAs === 'domain' )
		.map( ( line ) => [ line.name, line.price, line.durationFormatted ] );

it( 'searches, shows the exact result with its price, and announces it politely', async () => {
	await renderStep();
	expect( input().maxLength ).toBe( 63 );
	expect( text() ).toContain( '.com $12.99' );
	expect( text() ).toContain(
		'Your cart is empty. Use our domain search to find a domain.'
	);
	await search( 'Acme-Widgets.com' );
	expect( text() ).toContain( 'acme-widgets.com$12.99 / year' );
	expect( status() ).toBe(
		'acme-widgets.com is available for $12.99 a year.'
	);
	expect(
		container.querySelector( '[role="status"]' )?.getAttribute( 'role' )
	).toBe( 'status' );
} );

it( 'a domain that cannot be bought shows "Unavailable" and no Add button', async () => {
	await renderStep();
	await search( 'taken.com' );
	expect( text() ).toContain( 'Unavailable' );
	expect( button( 'Add to cart' ) ).toBeUndefined();
	expect( status() ).toBe( 'taken.com is unavailable.' );
} );

it( 'the domain product follows the domain cart, priced by the search result and the stepper', async () => {
	const store = await renderStep();
	await search( 'acme.com' );
	await click( 'Add to cart' );
	expect( domainLines( store ) ).toEqual( [
		[ 'Domain Name: acme.com', 12.99, '1 Year' ],
	] );
	expect( button( 'One year less for acme.com' ) ).toBeUndefined();
	await click( 'One year more for acme.com' );
	await click( 'One year more for acme.com' );
	expect( domainLines( store ) ).toEqual( [
		[ 'Domain Name: acme.com', 38.97, '3 Years' ],
	] );
	await click( 'One year less for acme.com' );
	expect( store.formData.domainCart[ 0 ] ).toMatchObject( {
		duration: 24,
		subTotal: 25.98,
	} );

	await search( 'ab.com' );
	expect( text() ).toContain( 'Premium, sold by its owner' );
	await click( 'Add to cart' );
	expect( domainLines( store ) ).toEqual( [
		[ 'Domain Name: acme.com', 25.98, '2 Years' ],
		[ 'Domain Name: ab.com', 1299, '1 Year' ],
	] );

	await click( 'Remove acme.com' );
	await click( 'Remove ab.com' );
	expect( domainLines( store ) ).toEqual( [] );
	expect( text() ).toContain( 'Your cart is empty.' );
} );

it( 'the increase button stops at the configured maximum', async () => {
	await renderStep( { maxRegistrationDuration: 2 } );
	await search( 'acme.com' );
	await click( 'Add to cart' );
	await click( 'One year more for acme.com' );
	expect( text() ).toContain( '2 Years' );
	expect( button( 'One year more for acme.com' )?.disabled ).toBe( true );
} );

it( 'at the limit the Add button is disabled: "Maximum number of domains reached"', async () => {
	await renderStep( { maxDomains: 2 } );
	for ( const domain of [ 'one.com', 'two.com' ] ) {
		await search( domain );
		await click( 'Add to cart' );
	}
	await search( 'three.com' );
	const add = button( 'Add to cart' );
	expect( add?.disabled ).toBe( true );
	expect( add?.title ).toBe( 'Maximum number of domains reached' );
} );

it( '"A domain is required" until the cart holds one', async () => {
	const store = await renderStep();
	await act( async () => {
		store.steps.continueToNext();
	} );
	expect( store.steps.current?.key ).toBe( 'domains' );
	expect( text() ).toContain( 'A domain is required' );
	await search( 'acme.com' );
	await click( 'Add to cart' );
	expect( text() ).not.toContain( 'A domain is required' );
} );

it( 'not required: Continue goes on with an empty cart', async () => {
	const store = await renderStep( { required: false } );
	await act( async () => {
		store.steps.continueToNext();
	} );
	expect( store.steps.current?.key ).toBe( 'contact' );
} );

it( 'single-domain mode: adding shows loading, then the cart page 1.5 s later', async () => {
	const store = await renderStep( { maxDomains: 1 } );
	await search( 'acme.com' );
	jest.useFakeTimers();
	await click( 'Add to cart' );
	expect( text() ).toContain( 'Loading your cart…' );
	await act( async () => {
		jest.advanceTimersByTime( 1499 );
	} );
	expect( store.steps.current?.key ).toBe( 'domains' );
	await act( async () => {
		jest.advanceTimersByTime( 1 );
	} );
	expect( store.steps.current?.key ).toBe( 'contact' );
} );

it( 'a failing search says so and shows no result', async () => {
	await renderStep();
	answerFor = async () => ( {
		status: 502,
		body: {
			success: false,
			error: 'An error has occurred. Please try again in a few minutes.',
		},
	} );
	await search( 'acme.com' );
	expect( text() ).toContain(
		'We could not search for acme.com. An error has occurred. Please try again in a few minutes.'
	);
	expect( button( 'Add to cart' ) ).toBeUndefined();
} );

it( 'an older search answered after a newer one never overwrites it', async () => {
	await renderStep();
	let releaseSlow: () => void = () => undefined;
	answerFor = ( _action, domain ) =>
		domain === 'slow.com'
			? new Promise( ( resolve ) => {
					releaseSlow = () => resolve( registry( domain ) );
				} )
			: Promise.resolve( registry( domain ) );
	await search( 'slow.com' );
	await search( 'fast.com' );
	expect( status() ).toBe( 'fast.com is available for $12.99 a year.' );
	await act( async () => releaseSlow() );
	await act( settle );
	expect( status() ).toBe( 'fast.com is available for $12.99 a year.' );
	expect( text() ).not.toContain( 'slow.com' );
} );

it( 'with routing on, the route searches on load and a search pushes its route', async () => {
	window.history.replaceState( null, '', '/domains/#/acme.com' );
	await renderStep( { routing: true } );
	expect( input().value ).toBe( 'acme.com' );
	expect( status() ).toBe( 'acme.com is available for $12.99 a year.' );
	await search( 'engines.net' );
	expect( window.location.hash ).toBe( '#/engines.net' );
} );

it( 'with routing off, a search leaves the address alone', async () => {
	window.history.replaceState( null, '', '/domains/#/acme.com' );
	await renderStep();
	expect( input().value ).toBe( '' );
	await search( 'engines.net' );
	expect( window.location.hash ).toBe( '#/acme.com' );
} );

it( 'the featured endings keep their row while they load, and give it up when there are none', async () => {
	let answer: ( value: Answer ) => void = () => undefined;
	answerFor = ( action, domain ) =>
		action === 'get_domain_hero_tlds'
			? new Promise( ( resolve ) => ( answer = resolve ) )
			: Promise.resolve( registry( domain ) );
	await renderStep();
	const row = () => container.querySelector( '.fo-domain-search__heroes' );
	expect( row()?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	expect( row()?.tagName ).toBe( 'DIV' );

	await act( async () =>
		answer( {
			status: 200,
			body: { result: [ { tld: 'com', price: 12.99 } ] },
		} )
	);
	await act( settle );
	expect( row()?.tagName ).toBe( 'UL' );
	expect( row()?.textContent ).toBe( '.com $12.99' );
} );

it( 'no featured endings: no row, once the answer says so', async () => {
	answerFor = async ( action, domain ) =>
		action === 'get_domain_hero_tlds'
			? { status: 200, body: { result: [] } }
			: registry( domain );
	await renderStep();
	expect( container.querySelector( '.fo-domain-search__heroes' ) ).toBeNull();
} );
