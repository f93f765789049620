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

		/**
		 * The Total row as the screen places it, then a scroll, looked at in the next frame.
		 * @param top
		 * @param bottom
		 */
		async function totalRowAt( top: number, bottom: number ) {
			const row = container.querySelector(
				'.fo-order-summary__total'
			) as HTMLElement;
			row.getBoundingClientRect = () =>
				( { top, bottom, height: bottom - top } ) as DOMRect;
			await act( async () => {
				window.dispatchEvent( new Event( 'scroll' ) );
				await new Promise( ( resolve ) =>
					requestAnimationFrame( resolve )
				);
			} );
		}

		it( 'hides the bar only while a Total row is whole on screen: cut at an edge, the bar shows', async () => {
			window.innerHeight = 844;
			await mount( testConfig( { stepMode: false } ) );
			await totalRowAt( 400, 430 );
			expect( totalBar()?.hidden ).toBe( true );
			// Most of the summary is still on screen, but its Total row is cut at the top edge.
			await totalRowAt( -10, 20 );
			expect( totalBar()?.hidden ).toBe( false );
			await totalRowAt( 830, 860 );
			expect( totalBar()?.hidden ).toBe( false );
			await totalRowAt( 0, 30 );
			expect( totalBar()?.hidden ).toBe( true );
		} );

		it( 'stands in step mode too, on the step that places the summary, and beside the running total silently', async () => {
			await mount( testConfig() );
			// Beside the running total, which announces the total itself.
			expect( runningTotal() ).not.toBeNull();
			expect( totalBar()?.querySelector( '[aria-live]' ) ).toBeNull();
			act( () => store.steps.goTo( 2 ) );
			expect( runningTotal() ).toBeNull();
			expect( totalBar()?.querySelector( '[aria-live]' ) ).not.toBeNull();
		} );

		it( 'is not there when the editor switched the total off', async () => {
			const config = testConfig( { stepMode: false } );
			config.engine = { runningTotal: false };
			await mount( config );
			expect( totalBar() ).toBeNull();
		} );
	} );
} );
