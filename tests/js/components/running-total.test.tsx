/**
 * The running total on every step, and the block setting that switches it off per form.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { OrderForm } from '../../../src/components/OrderForm';
import type { PageConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import { StoreContext } from '../../../src/store/store-context';
import { fakeTransport, settle, testConfig } from '../store/fake-transport';
import { afterFirstPaint } from '../support/react-root';

let root: Root;
let store: RootStore;
let container: HTMLElement;

beforeEach( () => {
	window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	window.matchMedia = ( () => ( {
		matches: false,
	} ) ) as unknown as typeof window.matchMedia;
} );

afterEach( () => {
	act( () => root.unmount() );
	store.dispose();
	document.body.innerHTML = '';
} );

/** The registered-agent layout: state on step 1, the Order Summary placed on step 3 with the payment. */
async function mount( config: PageConfig ) {
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	store = new RootStore( config, {
		transport: fakeTransport(),
		navigate: jest.fn(),
	} );
	root = createRoot( container );
	act( () =>
		root.render(
			<StoreContext.Provider value={ store }>
				<OrderForm />
			</StoreContext.Provider>
		)
	);
	act( () =>
		store.formData.set( 'companyInformation.state', {
			key: 'CA',
			value: 'California',
		} )
	);
	await act( settle );
	await afterFirstPaint();
}

const summaries = () =>
	container.querySelectorAll( '.fo-order-summary' ).length;
const runningTotal = () => container.querySelector( '.fo-running-total' );

describe( 'running total', () => {
	it( 'shows the order summary on the steps that do not place it, and only the placed one where it stands', async () => {
		await mount( testConfig() );
		expect( runningTotal() ).not.toBeNull();
		expect( summaries() ).toBe( 1 );
		// California's agent: $149.
		expect( runningTotal()?.querySelector( 'button' )?.textContent ).toBe(
			'Total $149.00'
		);

		act( () => store.steps.goTo( 2 ) );
		expect( runningTotal() ).toBeNull();
		expect( summaries() ).toBe( 1 );
	} );

	it( 'an editor switches it off per form', async () => {
		const config = testConfig();
		config.engine = { runningTotal: false };
		await mount( config );
		expect( runningTotal() ).toBeNull();
		expect( summaries() ).toBe( 0 );
	} );

	it( 'a form with no Order Summary block still shows the total on every step', async () => {
		const config = testConfig();
		config.form.steps[ 2 ].modules = [
			{ name: 'payment', attributes: {} },
		];
		await mount( config );
		expect( summaries() ).toBe( 1 );
		act( () => store.steps.goTo( 2 ) );
		expect( summaries() ).toBe( 1 );
		expect( runningTotal() ).not.toBeNull();
	} );

	describe( 'on a single page whose Order Summary stands further down', () => {
		const totalBar = () =>
			container.querySelector< HTMLElement >( '.fo-total-bar' );

		it( 'keeps a "Total" bar in view that brings the visitor to that summary, not a second copy', async () => {
			await mount( testConfig( { stepMode: false } ) );
			expect( runningTotal() ).toBeNull();
			expect( summaries() ).toBe( 1 );
			const button = totalBar()?.querySelector( 'button' );
			expect( button?.textContent ).toBe( 'Total $149.00 View order' );

			act( () => button?.click() );

			expect( container.ownerDocument.activeElement?.textContent ).toBe(
				'Order Summary'
			);
			expect( window.scrollTo ).toHaveBeenCalled();
		} );

		it( 'hides the bar while the summary itself is on screen', async () => {
			let report: (
				entries: Array< { isIntersecting: boolean } >
			) => void = () => undefined;
			(
				globalThis as unknown as { IntersectionObserver: unknown }
			 ).IntersectionObserver = class {
				constructor( callback: typeof report ) {
					report = callback;
				}
				observe() {}
				disconnect() {}
			};
			try {
				await mount( testConfig( { stepMode: false } ) );
				act( () => report( [ { isIntersecting: true } ] ) );
				expect( totalBar()?.hidden ).toBe( true );
				act( () => report( [ { isIntersecting: false } ] ) );
				expect( totalBar()?.hidden ).toBe( false );
			} finally {
				delete ( globalThis as { IntersectionObserver?: unknown } )
					.IntersectionObserver;
			}
		} );

		it( 'is not there in step mode, nor when the editor switched the total off', async () => {
			await mount( testConfig() );
			act( () => store.steps.goTo( 2 ) );
			expect( totalBar() ).toBeNull();
			act( () => root.unmount() );
			store.dispose();

			const config = testConfig( { stepMode: false } );
			config.engine = { runningTotal: false };
			await mount( config );
			expect( totalBar() ).toBeNull();
		} );
	} );
} );
